import type { CompressionResult } from './compression.ts';
import type { ExcelRun } from './excel.ts';
import type { PlanSummary } from './explain.ts';
import type { CatalogueSize, GenerationReport } from './generate.ts';
import type { Machine } from './machine.ts';
import type { RunFigures } from './stats.ts';
import type { LoginPage } from './web-browser.ts';
import type { WebSizes } from './web-size.ts';

export type Median = RunFigures & { runs: number };

export interface ListResult {
  id: string;
  endpoint: string;
  label: string;
  context: Record<string, unknown>;
  rowsReturned: number;
  total: number;
  sql: string[];
  /** `count` null: the page and its total are one statement (a search with few matches). */
  explain: { rows: PlanSummary; count: PlanSummary | null };
  /** Median ms of the first three requests after a change made the server forget its lists. */
  afterChange: { first: number; second: number; third: number };
  /** By concurrent connections. */
  http: Record<string, Median>;
  floor: Record<string, Median>;
  /** API p50 / SQL p50 at the same concurrency. */
  ratio: Record<string, number>;
  /** CPU ms per request of the server, PostgreSQL and the load generator, for the API and the floor. */
  cpu: Record<string, CpuPerRequest>;
  floorCpu: Record<string, CpuPerRequest>;
  /**
   * The two other modes at `connections` (results before issue 16 lack them): `cold`, a server with
   * list memory off; `writes`, the usual server while another process changes rows of the listed
   * table at `writesPerSecond`.
   */
  modes?: { connections: number; cold: Median; writes: Median; writesPerSecond: number };
}

export interface CpuPerRequest {
  server: number;
  postgres: number;
  client: number;
}

export interface ExcelResult {
  label: string;
  filter: Record<string, unknown>;
  rows: number;
  explain: PlanSummary;
  runs: ExcelRun[];
  median: ExcelRun;
}

export interface Target {
  target: string;
  measured: string;
  met: boolean | null;
  why?: string;
}

export interface Results {
  startedAt: string;
  finishedAt: string;
  options: Record<string, unknown>;
  machine: Machine;
  dataset: {
    seed: number;
    size: CatalogueSize;
    totals: Record<string, number>;
    generation: GenerationReport | null;
    reused: boolean;
  };
  lists: ListResult[];
  excel: ExcelResult[];
  /** The signed-in user's lookup that precedes every private request. */
  auth: PlanSummary;
  web: WebSizes | { error: string };
  /** /login as Chromium receives it, and Lighthouse (absent from results made before it existed). */
  loginPage?: (LoginPage & { measuredAt: string }) | { error: string };
  /** A list's throughput with and without API compression. */
  compression?: CompressionResult | { error: string };
  targets: Target[];
}

const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(2) : v.toFixed(1)) : '–');
const int = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '–');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const yes = (met: boolean | null) => (met === null ? 'n/a' : met ? 'met' : '**missed**');

/** Why a list misses its goal, from its plan and its kind of query (deep page, search, filter). */
function whyMissed(q: ListResult, c: string): string {
  const m = q.modes!;
  const modes = [
    (q.http[c]?.p95 ?? 0) >= 30 ? 'repeated' : '',
    m.cold.p95 >= 30 ? `cold (p95 ${ms(m.cold.p95)})` : '',
    m.writes.p95 >= 30 ? `under writes (p95 ${ms(m.writes.p95)})` : '',
  ].filter(Boolean);
  const { rows, count } = q.explain;
  const scans = [...rows.scans, ...(count?.scans ?? [])].filter((v, i, a) => a.indexOf(v) === i).join(', ');
  const alone = count
    ? `PostgreSQL alone: page ${ms(rows.executionMs)} ms, total ${ms(count.executionMs)} ms (${scans})`
    : `PostgreSQL alone: page and total in one statement, ${ms(rows.executionMs)} ms (${scans})`;
  const kind = q.id.split('.').pop();
  const reason =
    kind === 'deep'
      ? 'a page this deep skips the index entries before it one by one from its week (a list ordered by its date, counted per week by triggers) or from the nearer end of the list (PostgreSQL keeps no positions)'
      : kind === 'search'
        ? `a search reads its candidates from trigram indexes (a code's trigrams such as "000" are in most rows' codes) and tests and counts each of its ${q.total.toLocaleString('en')} matches exactly (a trigram index cannot count)${count ? '; with more than 10,000 matches, page and total each do it' : ''}`
        : rows.executionMs > (count?.executionMs ?? 0)
          ? `its page is picked among ${q.total.toLocaleString('en')} matching rows, tested or sorted one by one`
          : `its ${q.total.toLocaleString('en')} matching rows are counted one by one`;
  const writes =
    m.cold.p95 < 30
      ? '; under writes, each insert or edit makes the server forget and the next requests meet that cost'
      : '';
  return `**${q.endpoint}: ${q.label}**, missed ${modes.join(', ')}: ${reason}${writes}. ${alone}.`;
}

export function markdown(r: Results): string {
  const m = r.machine;
  const out: string[] = [];
  const line = (s = '') => out.push(s);
  line('# proboard benchmark results');
  line();
  line(
    `Revision \`${m.gitRevision}\`${m.gitDirty ? ' (with uncommitted changes)' : ''}, ${r.startedAt} – ${r.finishedAt}. ` +
      `Generated by \`npm run bench${r.options.argv ? ` ${r.options.argv}` : ''}\`; every figure is the median of ${r.options.runs} runs.`,
  );
  line();
  line('| machine | |');
  line('| --- | --- |');
  line(`| CPU | ${m.cpus} × ${m.cpuModel} |`);
  line(`| memory | ${mb(m.memoryBytes)} |`);
  line(`| OS | ${m.os} |`);
  line(`| Node.js | ${m.node} |`);
  line(
    `| PostgreSQL | ${m.postgres} (embedded; ${Object.entries(m.postgresSettings)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}) |`,
  );
  line(
    `| load average (1 min) | ${m.loadAverage.start.toFixed(2)} at start, ${m.loadAverage.end?.toFixed(2) ?? '?'} at the end (other processes on the machine share its ${m.cpus} cores) |`,
  );
  line();

  const d = r.dataset;
  line('## Data set');
  line();
  line(
    `Seed ${d.seed}. ${Object.entries(d.totals)
      .map(([t, n]) => `${int(n)} ${t}`)
      .join(', ')}.`,
  );
  if (d.generation) {
    const g = d.generation;
    line(
      `Generated by COPY: ${int(g.totalRows)} rows in ${g.loadSeconds.toFixed(1)} s (**${int(g.rowsPerSecond)} rows/s**), ` +
        `secondary indexes rebuilt in ${g.indexSeconds.toFixed(1)} s, VACUUM ANALYZE ${g.vacuumSeconds.toFixed(1)} s; database ${mb(g.databaseBytes)}.`,
    );
  } else line('Reused from an earlier run (`--reuse`).');
  line();

  line('## Targets');
  line();
  line('| target | measured | result |');
  line('| --- | --- | --- |');
  for (const t of r.targets)
    line(`| ${t.target} | ${t.measured} | ${yes(t.met)}${t.why ? ` — ${t.why}` : ''} |`);
  line();

  line('## List endpoints');
  line();
  line(
    'Closed-loop load for each query: the API through autocannon (a separate process), the same SQL through `pg` (the floor, also a separate process, rows and total in parallel as the server runs them). Latencies in ms; ratio = API p50 / floor p50.',
  );
  line();
  const conns = Object.keys(r.lists[0]?.http ?? {});
  line(
    '| query | rows / total | conns | API p50 | API p95 | API p99 | API req/s | SQL p50 | SQL p95 | SQL req/s | ratio |',
  );
  line('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const q of r.lists) {
    conns.forEach((c, i) => {
      const h = q.http[c]!;
      const f = q.floor[c]!;
      line(
        `| ${i === 0 ? `${q.endpoint}: ${q.label}` : ''} | ${i === 0 ? `${q.rowsReturned} / ${int(q.total)}` : ''} | ${c} | ${ms(h.p50)} | ${ms(h.p95)} | ${ms(h.p99)} | ${int(h.rps)} | ${ms(f.p50)} | ${ms(f.p95)} | ${int(f.rps)} | ${(q.ratio[c] ?? Number.NaN).toFixed(1)}× |`,
      );
    });
  }
  const errors = r.lists.flatMap((q) =>
    Object.entries(q.http)
      .filter(([, h]) => h.errors > 0)
      .map(([c, h]) => `${q.id} at ${c}: ${h.errors}`),
  );
  if (errors.length) line(`\nFailed or non-2xx requests: ${errors.join('; ')}.`);
  line();

  const withModes = r.lists.filter((q) => q.modes);
  if (withModes.length) {
    const c = String(withModes[0]!.modes!.connections);
    line('## Lists in three modes');
    line();
    line(
      `The same requests at ${c} connections three ways (bench/README.md): **repeated**, the load above, which list memory answers after the first requests; **cold**, a server started with \`LIST_MEMORY_SECONDS=0\`, so every request reads afresh; **under writes**, the usual server while another process inserts rows into the listed table and edits others (half each, about 20 writes a second), each change making the server forget. The floor is the same SQL straight through \`pg\`. Goal: p95 < 30 ms in every mode. Latencies in ms.`,
    );
    line();
    line(
      '| query | floor p50 | floor p95 | repeated p95 | cold p50 | cold p95 | writes/s | under writes p50 | under writes p95 | goal |',
    );
    line('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const q of withModes) {
      const m = q.modes!;
      const f = q.floor[c];
      const repeated = q.http[c];
      const worst = Math.max(repeated?.p95 ?? 0, m.cold.p95, m.writes.p95);
      line(
        `| ${q.endpoint}: ${q.label} | ${ms(f?.p50 ?? Number.NaN)} | ${ms(f?.p95 ?? Number.NaN)} | ${ms(repeated?.p95 ?? Number.NaN)} | ${ms(m.cold.p50)} | ${ms(m.cold.p95)} | ${m.writesPerSecond.toFixed(1)} | ${ms(m.writes.p50)} | ${ms(m.writes.p95)} | ${yes(worst < 30)} |`,
      );
    }
    line();
    const missed = withModes.filter(
      (q) => Math.max(q.http[c]?.p95 ?? 0, q.modes!.cold.p95, q.modes!.writes.p95) >= 30,
    );
    if (missed.length) {
      line('### Why each miss');
      line();
      line(
        `At ${c} connections on ${m.cpus} cores, requests queue for the cores: a list whose statements need x ms of PostgreSQL alone waits about ${Number(c) / m.cpus} × x at p50, more at p95. The time below is EXPLAIN ANALYZE's, run alone (page and total run side by side in the server); the plans are in "Query plans".`,
      );
      line();
      for (const q of missed) line(`- ${whyMissed(q, c)}`);
      line();
    }
  }

  line('## Lists right after a change');
  line();
  line(
    "The load above repeats one request, and the server remembers a list's total and the order of its ids until a listed table changes (list memory, `LIST_MEMORY_SECONDS`). Here every list is asked three times, one request at a time, right after the server was made to forget: the first request reads afresh and keeps the total (the second of a shallow page of a whole table then reads its rows only); the second of a filtered list or a deep page reads all its ids in order; the third is a slice of them. Median ms.",
  );
  line();
  line('| query | 1st | 2nd | 3rd |');
  line('| --- | ---: | ---: | ---: |');
  for (const q of r.lists) {
    const a = q.afterChange;
    line(`| ${q.endpoint}: ${q.label} | ${ms(a.first)} | ${ms(a.second)} | ${ms(a.third)} |`);
  }
  line();

  const cpuAt = conns.includes('8') ? '8' : conns[0];
  if (cpuAt && r.lists.some((q) => q.cpu?.[cpuAt])) {
    line('## CPU per request');
    line();
    line(
      `CPU time (user + system, from /proc) of each process divided by the requests answered, at ${cpuAt} connections, in ms. Unlike latencies these hardly change with other work on the machine. Capacity = ${m.cpus} cores × 1000 / (server + PostgreSQL): the requests/s this machine could answer with nothing else running on it, not even the load generator.`,
    );
    line();
    line(
      '| query | server | PostgreSQL | load generator | floor: PostgreSQL | floor: pg client | capacity req/s |',
    );
    line('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const q of r.lists) {
      const c = q.cpu[cpuAt];
      const f = q.floorCpu[cpuAt];
      if (!c || !f) continue;
      line(
        `| ${q.endpoint}: ${q.label} | ${ms(c.server)} | ${ms(c.postgres)} | ${ms(c.client)} | ${ms(f.postgres)} | ${ms(f.client)} | ${int((m.cpus * 1000) / (c.server + c.postgres))} |`,
      );
    }
    line();
  }

  const c = r.compression;
  if (c) {
    line('## API compression');
    line();
    if ('error' in c) line(`Not measured: ${c.error}`);
    else {
      line(
        `The load generator asks for \`accept-encoding: gzip, deflate, br\` as browsers do, so every list above was answered compressed (JSON of at least \`COMPRESS_MIN_BYTES\`). Here ${c.endpoint}: ${c.label} at ${c.connections} connections, against the same server with compression on and off (\`COMPRESS_MIN_BYTES=0\`), back to back in each run.`,
      );
      line();
      line(
        '| compression | answer bytes | API p50 | API p95 | req/s | server CPU/req | PostgreSQL CPU/req |',
      );
      line('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
      line(
        `| on (${c.answer.encoding ?? 'none'}) | ${int(c.answer.compressed)} | ${ms(c.on.p50)} | ${ms(c.on.p95)} | ${int(c.on.rps)} | ${ms(c.cpuOn.server)} | ${ms(c.cpuOn.postgres)} |`,
      );
      line(
        `| off | ${int(c.answer.plain)} | ${ms(c.off.p50)} | ${ms(c.off.p95)} | ${int(c.off.rps)} | ${ms(c.cpuOff.server)} | ${ms(c.cpuOff.postgres)} |`,
      );
    }
    line();
  }

  line('## Excel download (articles)');
  line();
  line('| filter | rows | seconds | rows/s | file | server RSS before | peak growth |');
  line('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const e of r.excel) {
    line(
      `| ${e.label} | ${int(e.rows)} | ${e.median.seconds.toFixed(2)} | ${int(e.median.rowsPerSecond)} | ${mb(e.median.bytes)} | ${mb(e.median.rssBefore)} | ${mb(e.median.growthBytes)} |`,
    );
  }
  line();

  line('## Web build (JS)');
  line();
  if ('error' in r.web) line(`Not measured: ${r.web.error}`);
  else {
    const w = r.web;
    line('| what | raw | gzip | files |');
    line('| --- | ---: | ---: | --- |');
    line(
      `| /login (entry + login screen + es messages) | ${kb(w.login.raw)} | ${kb(w.login.gzip)} | ${w.login.files.join(', ')} |`,
    );
    if (w.listScreen)
      line(
        `| a list screen (entry + layout + routes + ${w.listScreen.screen} + es messages) | ${kb(w.listScreen.raw)} | ${kb(w.listScreen.gzip)} | ${w.listScreen.files.join(', ')} |`,
      );
    else line('| a list screen | – | – | no list screen in the build yet |');
    line(
      `| largest lazy chunk | ${kb(w.largestLazyChunk.raw)} | ${kb(w.largestLazyChunk.gzip)} | ${w.largestLazyChunk.file} |`,
    );
    line(
      `| entry (static imports of index.html) | ${kb(w.entry.raw)} | ${kb(w.entry.gzip)} | ${w.entry.files.length} files |`,
    );
    line(`| all JS | ${kb(w.totalJs.raw)} | ${kb(w.totalJs.gzip)} | |`);
    line();
    line(w.note);
  }
  line();
  const p = r.loginPage;
  if (p) {
    line('## /login in a real browser');
    line();
    if ('error' in p) line(`Not measured: ${p.error}`);
    else {
      line(`Measured ${p.measuredAt}.`);
      line();
      line('| what | files | as sent | decoded |');
      line('| --- | ---: | ---: | ---: |');
      line(`| JS | ${p.js.files} | ${kb(p.js.wire)} | ${kb(p.js.decoded)} |`);
      line(`| CSS | ${p.css.files} | ${kb(p.css.wire)} | ${kb(p.css.decoded)} |`);
      line(
        `| everything (HTML, JS, CSS, icon) | ${p.total.files} | ${kb(p.total.wire)} | ${kb(p.total.decoded)} |`,
      );
      line();
      const lh = p.lighthouse;
      if ('error' in lh) line(`Lighthouse: not measured (${lh.error}).`);
      else {
        line('| Lighthouse mobile | performance | FCP | LCP | TBT | CLS | Speed Index |');
        line('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
        line(
          `| median of ${lh.runs} (${lh.scores.join(', ')}) | **${lh.score.toFixed(2)}** | ${int(lh.fcp)} ms | ${int(lh.lcp)} ms | ${int(lh.tbt)} ms | ${lh.cls.toFixed(3)} | ${int(lh.speedIndex)} ms |`,
        );
      }
      line();
      line(p.note);
    }
    line();
  }

  line('## Query plans');
  line();
  line(
    'EXPLAIN (ANALYZE, BUFFERS) of each measured statement, run once on a warm cache before the load. "Seq scan" lists sequential scans of tables with more than 1,000 rows (a list query that uses no index).',
  );
  line();
  line('| query | statement | scans | seq scan | ms |');
  line('| --- | --- | --- | --- | ---: |');
  const planRow = (label: string, what: string, p: PlanSummary) =>
    line(
      `| ${label} | ${what} | ${p.scans.join('; ')} | ${p.seqScans.join(', ') || 'none'} | ${ms(p.executionMs)} |`,
    );
  for (const q of r.lists) {
    planRow(`${q.endpoint}: ${q.label}`, 'rows', q.explain.rows);
    if (q.explain.count) planRow('', 'total', q.explain.count);
  }
  for (const e of r.excel) planRow(`Excel ${e.label}`, 'cursor', e.explain);
  planRow("a token's first request (then remembered, AUTH_CACHE_SECONDS)", 'signed-in user', r.auth);
  line();
  line('<details><summary>Full plans</summary>');
  line();
  for (const q of r.lists) {
    line(`### ${q.endpoint}: ${q.label}`);
    line();
    line('```sql');
    line(q.sql.join(';\n'));
    line('```');
    line();
    line('```');
    line(q.explain.rows.text);
    if (q.explain.count) {
      line();
      line(q.explain.count.text);
    }
    line('```');
    line();
  }
  for (const e of r.excel) {
    line(`### Excel ${e.label}`);
    line();
    line('```');
    line(e.explain.text);
    line('```');
    line();
  }
  line('### Every private request: the signed-in user (findUserByToken)');
  line();
  line('```');
  line(r.auth.text);
  line('```');
  line();
  line('</details>');
  line();
  return out.join('\n');
}

/**
 * Hostile input against every route the gateway registers, as the super admin (so the guards let
 * everything through to validation and the database): generated bodies on every write, malformed
 * `context` on every list, traversal and junk in every path parameter. Whatever comes in, the
 * server answers below 500, stays up, leaks nothing, and a refused write (4xx) changes no row.
 *
 * Every resource the kit serves gets its own records sent back with hostile values in the fields the
 * API returns but nobody writes (`id`, `created_at`, `az_label`...): they are ignored, so nothing
 * read-only can be written, to the record or to any other.
 *
 * Every write route also gets hostile multipart uploads (files whose content lies about their
 * name, executables, polyglots, traversal and junk in file names, empty and oversized files); the
 * routes that take files must keep refused ones off the disk and serve accepted ones safely.
 *
 * Each route gets a fixed budget of generated inputs per run (FUZZ_RUNS, default 12) from a seed that
 * changes every run and is printed, so every run covers every route and successive runs try other
 * inputs; FUZZ_SEED replays a run, a larger FUZZ_RUNS deepens it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../platform/gateway.ts';
import { elf, exe, pdf, png, zip } from '../test/fixtures/files.ts';
import { createTestApp } from '../test/test-app.ts';
import {
  CLEARED_VALUES,
  HOSTILE_PARAMS,
  type HostileBody,
  hostileBody,
  hostileContext,
  hostileValue,
  SPECIAL_KEYS,
} from './arbitraries.ts';
import {
  bodyOf,
  bodySchema,
  type Call,
  changedTables,
  cloneBody,
  codeField,
  everyRow,
  fillParams,
  HASH_PATTERN,
  isEmptyValue,
  isWriteRoute,
  listUrl,
  optionalFields,
  queryNames,
  refusedAsTaken,
  routeLabel,
  routeParams,
  routesUnderTest,
  type ServedResource,
  servedResources,
  type TablesSnapshot,
  tablesSnapshot,
  trustScope,
} from './harness.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
const TIMEOUT = Math.max(60_000, RUNS * 400);

// The per-address limit of password reset requests would answer 429 before the input is judged.
const t = await createTestApp({ env: { RESET_REQUESTS_PER_ADDRESS: '1000000' } });
afterAll(() => t.close());
const admin = await t.signIn('admin@proboard.local');
const routes = routesUnderTest(t.app);

const writes = routes.filter(isWriteRoute);
const lists = routes.filter((r) => r.method === 'GET' && queryNames(t.app, r).includes('context'));
const withParams = routes.filter((r) => routeParams(r).length > 0);

const tried = { writes: 0, contexts: 0, params: 0, uploads: 0 };
/** A request as the super admin, in the harness's shape. */
const call: Call = async (method, url, body) => {
  const res = await t.request({
    method,
    url,
    token: admin,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, json: () => res.json() };
};
const started = Date.now();
afterAll(() => {
  const total = tried.writes + tried.contexts + tried.params + tried.uploads;
  console.log(
    `hostile input: ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${tried.writes} bodies on ${writes.length} write routes, ${tried.contexts} contexts on ${lists.length} list routes, ` +
      `${tried.params} path parameters on ${withParams.length} routes, ${tried.uploads} uploads; FUZZ_RUNS=${RUNS} FUZZ_SEED=${SEED}${trustScope()})`,
  );
});

/** What no answer may contain: internals, other files, secrets. */
function expectSafeAnswer(res: InjectResponse, what: string) {
  expect(res.statusCode, what).toBeLessThan(500);
  expect(res.body, what).not.toMatch(/root:x:0:0|\.ts:\d+|at [\w.<>]+ \(|node_modules/);
  // Field names the request sent may come back in its 422; stored hashes never.
  expect(res.body, what).not.toMatch(HASH_PATTERN);
  if (res.statusCode >= 400) expect(res.headers['content-type'], what).toMatch(/application\/json/);
}

/** The database as the last request left it: a refused write must find it unchanged. */
let current: TablesSnapshot | null = null;

/** Sends a write and checks that a refusal left every table as it was. */
async function sendWrite(route: RegisteredRoute, param: string, body: HostileBody | null) {
  current ??= await tablesSnapshot(t.db);
  const payload =
    body === null ? undefined : body.kind === 'json' ? (JSON.stringify(body.value) ?? 'null') : body.text;
  const contentType =
    body === null ? undefined : body.kind === 'json' ? 'application/json' : body.contentType;
  const res = await t.request({
    method: route.method,
    url: fillParams(route.url, param),
    token: admin,
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });
  const what = `${route.method} ${fillParams(route.url, param).slice(0, 120)} <- ${String(payload ?? '').slice(0, 300)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  const before = current;
  // What an accepted request queued (a reset mail's Notification row) lands now, not in the next
  // request's window, where it would look like a refused write's change.
  await t.jobsDone();
  current = await tablesSnapshot(t.db, before);
  expectSafeAnswer(res, what);
  if (res.statusCode >= 400) {
    expect(changedTables(before.tables, current.tables), `a refused write changed rows: ${what}`).toEqual([]);
  }
  return res;
}

async function expectHealthy() {
  const res = await t.app.inject({ method: 'GET', url: '/health' });
  expect(res.statusCode).toBe(200);
}

describe('the check that a refused write changed no row', () => {
  it('sees a committed write to any table, and only that', async () => {
    const start = await tablesSnapshot(t.db);
    const idle = await tablesSnapshot(t.db, start);
    expect(changedTables(start.tables, idle.tables)).toEqual([]);
    await t.db.execute(
      sql`update manufacturers set name = name where id = (select min(id) from manufacturers)`,
    );
    const written = await tablesSnapshot(t.db, idle);
    expect(changedTables(idle.tables, written.tables)).toEqual(['manufacturers']);
    // A rolled-back write takes a transaction id but changes nothing.
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from coupons`);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(changedTables(written.tables, (await tablesSnapshot(t.db, written)).tables)).toEqual([]);
  });
});

// First: the bodies below may add records (a translatable language) that make a record read
// earlier invalid to save.
describe('hostile values in the read-only fields of every resource', () => {
  type Json = Record<string, unknown>;
  const read = async (url: string) => (await t.request({ method: 'GET', url, token: admin })).json() as Json;
  /** Every record of the resource but `id`'s stamp (the one a save moves). */
  const rowsBut = async (base: string, plural: string, id: unknown) =>
    (await everyRow(call, base, plural)).data.map((row) =>
      row.id === id ? { ...row, updated_at: 'saved' } : row,
    );

  const served = servedResources(t.app);
  it('has resources to attack (TRUST_ONLY may leave none)', () => {
    expect(served.length > 0 || Boolean(process.env.TRUST_ONLY)).toBe(true);
  });

  it.each(served.map((r) => [r.definition.name, r] as const))(
    '%s',
    async (_name, { definition, base, update }) => {
      const writable = new Set(Object.keys(bodySchema(t.app, update)?.properties ?? {}));
      const { data } = (await read(listUrl(base, { currentPage: 1, perPage: 10 })))[definition.plural] as {
        data: Json[];
      };
      const id = data[0]!.id;
      const readOnly = Object.keys((await read(`${base}/${id}`))[definition.singular] as Json).filter(
        (key) => !writable.has(key),
      );
      expect(readOnly).toEqual(expect.arrayContaining(['id', 'created_at']));
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(readOnly.map((key) => [key, hostileValue])), { requiredKeys: [] }),
          async (tampered) => {
            tried.writes++;
            const record = (await read(`${base}/${id}`))[definition.singular] as Json;
            const rows = await rowsBut(base, definition.plural, id);
            const value = { ...record, ...tampered };
            const res = await sendWrite(update, String(id), { kind: 'json', value });
            const what = `${JSON.stringify(tampered).slice(0, 300)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
            // Saved; or refused whole before any handler (a `__proto__` key: 400, over the body limit: 413).
            expect([200, 400, 413], what).toContain(res.statusCode);
            const { updated_at: _saved, ...after } = (await read(`${base}/${id}`))[
              definition.singular
            ] as Json;
            const { updated_at: _read, ...before } = record;
            expect(after, what).toEqual(before);
            expect(await rowsBut(base, definition.plural, id), what).toEqual(rows);
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
    },
    TIMEOUT,
  );
});

/**
 * Every optional field sent as a cleared form field sends it (`""`, `null`): stored empty or refused
 * with 422 on that field, never a 500. On the kit's creates and updates the other fields are a valid
 * record's (a clone with fresh codes, the record as read), so the value reaches the store; the fields
 * are cleared together and those refused are put back, until the save is accepted (a few requests per
 * route and value, not one per field). Other write routes get every optional field cleared at once.
 * Before the hostile bodies: their DELETEs remove records (ids 1 to 3) some resources have no other of.
 */
describe('cleared fields on every write route', () => {
  const cleared = { fields: 0, routes: new Set<string>() };
  afterAll(() => console.log(`cleared fields: ${cleared.fields} on ${cleared.routes.size} routes`));
  const served = servedResources(t.app);
  const kitRoutes = new Set(served.flatMap((r) => [r.create, r.update]));
  type Json = Record<string, unknown>;

  /** Sends `base` with `fields` cleared to `value`, putting back the ones refused, until it saves. */
  async function clearUntilSaved(
    route: RegisteredRoute,
    param: string,
    base: () => Promise<Json>,
    fields: string[],
    value: '' | null,
    /** A create's unique code: a clone that clashes on it is replaced by the next clone. */
    code?: string,
  ): Promise<{ saved: Json | null; clearedKeys: string[]; sent: Json }> {
    let pending = fields;
    cleared.routes.add(routeLabel(route));
    cleared.fields += fields.length;
    for (let clashes = 0; pending.length; ) {
      const body = { ...(await base()), ...Object.fromEntries(pending.map((key) => [key, value])) };
      const res = await sendWrite(route, param, { kind: 'json', value: body });
      if (res.statusCode < 300) return { saved: res.json() as Json, clearedKeys: pending, sent: body };
      // A clone whose fresh reference is already taken (an article with an ASIN there): the next clone.
      if (code && clashes++ < 10 && refusedAsTaken(res.statusCode, res.json(), code)) continue;
      const what = `${routeLabel(route)} <- ${JSON.stringify(value)} on ${pending.join(', ')}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBe(422);
      const refused = new Set(Object.keys((res.json() as { errors?: Json }).errors ?? {}));
      const rest = pending.filter((key) => !refused.has(key));
      // Refused for something else than these fields (the record's own rules): nothing more to learn.
      if (rest.length === pending.length) break;
      pending = rest;
    }
    return { saved: null, clearedKeys: [], sent: {} };
  }

  /**
   * The saved record holds nothing in the cleared fields it answers, or what the definition itself
   * makes of the blank (a blank shipping cost is 0), or what the same write without the field leaves
   * (a store that takes a blank as not sent: a ticket opened today, or on the day it was).
   */
  async function expectStoredEmpty(
    resource: ServedResource,
    route: RegisteredRoute,
    answer: { saved: Json; clearedKeys: string[]; sent: Json },
    value: unknown,
    omitted: () => Promise<Json | null>,
  ) {
    const record = answer.saved[resource.definition.singular] as Json;
    const stored = (await call('GET', `${resource.base}/${record.id}`)).json()[
      resource.definition.singular
    ] as Json;
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    const parsed = resource.definition.schema.safeParse(answer.sent);
    const blank = (parsed.success ? parsed.data : {}) as Json;
    let kept = answer.clearedKeys.filter(
      (key) => !isEmptyValue(stored[key]) && !same(stored[key], blank[key]),
    );
    const without = kept.length ? await omitted() : null;
    if (without) kept = kept.filter((key) => !same(without[key], stored[key]));
    const what = `${routeLabel(route)}: ${JSON.stringify(value)} saved as ${JSON.stringify(Object.fromEntries(kept.map((k) => [k, stored[k]])))}`;
    expect(kept, what).toEqual([]);
  }

  it.each(served.map((r) => [r.definition.name, r] as const))(
    '%s: create and update',
    async (_name, resource) => {
      const { definition } = resource;
      const page = (await call('GET', listUrl(resource.base, { currentPage: 1, perPage: 4 }))).json();
      const id = String(page[definition.plural].data[0].id);
      let n = 0;
      for (const route of [resource.create, resource.update]) {
        const schema = bodySchema(t.app, route);
        const isCreate = route === resource.create;
        // A create clones a record with fresh codes; an update sends the record as read (its updated_at too).
        const base = async (): Promise<Json> =>
          isCreate
            ? cloneBody(call, resource, schema, 900_000 + n++)
            : bodyOf(
                (await call('GET', `${resource.base}/${id}`)).json()[definition.singular] as Json,
                schema,
              );
        for (const value of CLEARED_VALUES) {
          const before = isCreate ? null : await base();
          const answer = await clearUntilSaved(
            route,
            isCreate ? '' : id,
            base,
            optionalFields(schema),
            value,
            isCreate ? codeField(definition, schema) : undefined,
          );
          // The record the same write without the cleared fields gives: a create of them, or, for an
          // update, the record as it was.
          const omitted = async (): Promise<Json | null> => {
            if (before) return before;
            const body = await base();
            for (const key of answer.clearedKeys) delete body[key];
            const res = await sendWrite(route, '', { kind: 'json', value: body });
            if (res.statusCode !== 201) return null;
            const record = res.json()[definition.singular] as Json;
            return (await call('GET', `${resource.base}/${record.id}`)).json()[definition.singular] as Json;
          };
          if (answer.saved)
            await expectStoredEmpty(resource, route, { ...answer, saved: answer.saved }, value, omitted);
        }
      }
    },
  );

  const others = writes.filter(
    (r) => r.hasBody && !kitRoutes.has(r) && optionalFields(bodySchema(t.app, r)).length,
  );
  it.each(others.map((r) => [routeLabel(r), r] as const))('%s', async (_label, route) => {
    const fields = optionalFields(bodySchema(t.app, route));
    const param = routeParams(route).length ? '1' : '';
    for (const value of CLEARED_VALUES) {
      cleared.routes.add(routeLabel(route));
      cleared.fields += fields.length;
      await sendWrite(route, param, {
        kind: 'json',
        value: Object.fromEntries(fields.map((key) => [key, value])),
      });
    }
  });
});

describe('hostile bodies on every write route', () => {
  it('has write routes to attack', () => {
    expect(writes.length).toBeGreaterThan(0);
  });

  it.each(writes.map((r) => [routeLabel(r), r] as const))(
    '%s',
    async (_label, route) => {
      const params: string[] = routeParams(route).length
        ? ['1', '2', '3', '999999', ...HOSTILE_PARAMS.slice(0, 7)]
        : [''];
      await fc.assert(
        fc.asyncProperty(
          hostileBody(bodySchema(t.app, route)),
          fc.constantFrom(...params),
          async (body, param) => {
            tried.writes++;
            await sendWrite(route, param, body);
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
      // Larger than the body limit: 413, nothing written.
      tried.writes++;
      const huge = await sendWrite(route, params[0]!, {
        kind: 'json',
        value: { az_iso: 'X'.repeat(t.config.BODY_LIMIT_BYTES + 10) },
      });
      expect(huge.statusCode).toBe(413);
      await expectHealthy();
    },
    TIMEOUT,
  );
});

describe('special field names on every write route', () => {
  it.each(writes.map((r) => [routeLabel(r), r] as const))('%s', async (_label, route) => {
    const param = routeParams(route).length ? '1' : '';
    for (const key of SPECIAL_KEYS) {
      tried.writes++;
      const res = await sendWrite(route, param, { kind: 'json', value: { [key]: 'x' } });
      // Bodies are strict objects: an unknown field is refused (a DELETE ignores its body); a
      // read-only one (id, created_at) is ignored, and the body lacks every required field.
      if (route.hasBody) expect(res.statusCode).toBe(422);
    }
    // As a raw key (JSON.parse makes it an own property): refused before any handler.
    tried.writes++;
    await sendWrite(route, param, {
      kind: 'raw',
      text: '{"__proto__": {"x": 1}}',
      contentType: 'application/json',
    });
  });
});

describe('malformed context on every list route', () => {
  it.each(lists.map((r) => [routeLabel(r), r] as const))(
    '%s',
    async (_label, route) => {
      await fc.assert(
        fc.asyncProperty(hostileContext, async (context) => {
          tried.contexts++;
          const url = `${fillParams(route.url, '1')}?context=${context}`;
          const res = await t.request({ method: 'GET', url, token: admin });
          expectSafeAnswer(res, `${url.slice(0, 300)}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      await expectHealthy();
    },
    TIMEOUT,
  );
});

describe('traversal and junk in every path parameter', () => {
  it.each(withParams.map((r) => [routeLabel(r), r] as const))(
    '%s',
    async (_label, route) => {
      for (const param of HOSTILE_PARAMS) {
        tried.params++;
        if (isWriteRoute(route)) {
          await sendWrite(route, param, { kind: 'json', value: {} });
        } else {
          const url = fillParams(route.url, param);
          const res = await t.request({ method: 'GET', url, token: admin });
          expectSafeAnswer(res, `${url.slice(0, 200)}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
      }
      await expectHealthy();
    },
    TIMEOUT,
  );
});

/** One multipart body: `files` as `file` parts, `fields` as plain parts. */
function multipart(
  files: { name: string; bytes: Buffer; type?: string }[],
  fields: Record<string, string> = {},
) {
  const boundary = 'trust-suite-boundary';
  const parts = [
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { text: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const UPLOADS: { what: string; body: { text: Buffer; contentType: string } }[] = [
  { what: 'a real PNG', body: multipart([{ name: 'logo.png', bytes: png(), type: 'image/png' }]) },
  { what: 'a real PDF', body: multipart([{ name: 'manual.pdf', bytes: pdf(), type: 'application/pdf' }]) },
  { what: 'a traversal file name', body: multipart([{ name: '../../../etc/passwd.png', bytes: png() }]) },
  { what: 'a Windows traversal name', body: multipart([{ name: '..\\..\\boot.ini.png', bytes: png() }]) },
  { what: 'a NUL in the name', body: multipart([{ name: 'a\u0000b.png', bytes: png() }]) },
  {
    what: 'a CRLF in the name',
    body: multipart([{ name: 'a\r\nContent-Type: text/html.png', bytes: png() }]),
  },
  { what: 'a 1000-character name', body: multipart([{ name: `${'😀'.repeat(500)}.png`, bytes: png() }]) },
  { what: 'no name', body: multipart([{ name: '', bytes: png() }]) },
  {
    what: 'an executable named .png',
    body: multipart([{ name: 'cat.png', bytes: exe(), type: 'image/png' }]),
  },
  { what: 'an ELF named .pdf', body: multipart([{ name: 'doc.pdf', bytes: elf() }]) },
  { what: 'an executable', body: multipart([{ name: 'setup.exe', bytes: exe() }]) },
  {
    what: 'PHP named .png',
    body: multipart([{ name: 'shell.php.png', bytes: Buffer.from('<?php system($_GET["c"]); ?>') }]),
  },
  {
    what: 'an SVG with script',
    body: multipart([{ name: 'x.svg', bytes: Buffer.from('<svg onload="alert(1)"/>') }]),
  },
  {
    what: 'HTML named .txt',
    body: multipart([{ name: 'note.txt', bytes: Buffer.from('<script>alert(1)</script>') }]),
  },
  {
    what: 'a PNG-HTML polyglot',
    body: multipart([
      { name: 'poly.png', bytes: Buffer.concat([png(), Buffer.from('<script>alert(1)</script>')]) },
    ]),
  },
  {
    what: 'a zip with traversal entries',
    body: multipart([{ name: 'pack.zip', bytes: zip({ '../../evil.sh': 'rm -rf /' }) }]),
  },
  {
    what: 'CSV formulas',
    body: multipart([{ name: 'data.csv', bytes: Buffer.from("a,b\n=cmd|' /C calc'!A0,2\n") }]),
  },
  { what: 'an empty file', body: multipart([{ name: 'empty.pdf', bytes: Buffer.alloc(0) }]) },
  {
    what: 'two files',
    body: multipart([
      { name: 'a.png', bytes: png() },
      { name: 'b.png', bytes: png() },
    ]),
  },
  { what: 'fields but no file', body: multipart([], { file: 'not-a-file', purpose: 'image' }) },
  {
    what: 'a truncated multipart',
    body: {
      text: Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      ),
      contentType: 'multipart/form-data; boundary=x',
    },
  },
  {
    what: 'multipart without boundary',
    body: { text: Buffer.from('garbage'), contentType: 'multipart/form-data' },
  },
];

async function filesOnDisk(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('hostile uploads on every write route', () => {
  const accepted: { route: string; url: string; mime: string }[] = [];

  it.each(writes.map((r) => [routeLabel(r), r] as const))('%s', async (_label, route) => {
    const param = routeParams(route).length ? '1' : '';
    const send = async (query: string, upload: (typeof UPLOADS)[number]) => {
      tried.uploads++;
      const res = await sendWrite({ ...route, url: `${route.url}${query}` }, param, {
        kind: 'raw',
        ...upload.body,
      });
      if (res.statusCode === 201 && res.json().file?.url) {
        accepted.push({ route: routeLabel(route), url: res.json().file.url, mime: res.json().file.mime });
      }
      return res;
    };
    // A route that takes files gets every upload with every purpose; the others a sample.
    const takesFiles = (await send('', UPLOADS[0]!)).statusCode === 201;
    const queries = takesFiles
      ? ['', '?purpose=image', '?purpose=erp-image', '?purpose=document', '?purpose=../x']
      : [''];
    const uploads = takesFiles ? UPLOADS : UPLOADS.filter((_, i) => i % 5 === 1);
    for (const query of queries) for (const upload of uploads) await send(query, upload);
    await expectHealthy();
  });

  it('keeps refused files off the disk, and serves accepted ones by their content', async () => {
    const stored = await t.db.execute<{ storage_key: string; original_name: string }>(
      sql`select storage_key, original_name from stored_files`,
    );
    const onDisk = await filesOnDisk(path.join(t.config.dataDir, 'files'));
    expect(onDisk.map((f) => path.basename(f)).sort()).toEqual(stored.rows.map((r) => r.storage_key).sort());
    for (const file of onDisk)
      expect(path.resolve(file).startsWith(path.resolve(t.config.dataDir, 'files'))).toBe(true);
    for (const row of stored.rows) {
      expect(row.original_name).not.toMatch(/[/\\]/);
      expect(
        [...row.original_name].some((c) => c.charCodeAt(0) < 0x20),
        row.original_name,
      ).toBe(false);
    }
    for (const file of accepted) {
      const res = await t.app.inject({ method: 'GET', url: file.url });
      expect(res.statusCode, file.url).toBe(200);
      expect(res.headers['content-type']).toBe(file.mime);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-disposition'])).not.toMatch(/[\r\n]/);
      expect(file.mime).not.toMatch(/html|svg|javascript/);
    }
    console.log(
      `uploads: ${accepted.length} accepted (${[...new Set(accepted.map((a) => a.route))].join(', ') || 'no route takes files'})`,
    );
    for (const url of [
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/files/../package.json',
      '/files/%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toMatch(/root:x:0:0|"workspaces"/);
    }
  });
});

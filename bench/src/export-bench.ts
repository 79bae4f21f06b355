/**
 * Export bench (issue 32): N articles (200,000 by default) with translations in every content
 * language, rates and markets, exported as the job does (XLSX: the articles, translations, rates and
 * markets sheets; then CSV), timed, with the process's resident memory sampled meanwhile.
 *
 *   npx tsx bench/src/export-bench.ts [--articles 200000] [--languages es,en]
 *
 * Its own database in the bench's cluster (`proboard_export_bench`), filled by a few insert ... select
 * statements, so it needs no full bench data set; kept between runs of the same size.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { exportSheets } from '../../apps/server/src/modules/exports/export-sheets.ts';
import { writeExportFile } from '../../apps/server/src/modules/exports/export-writer.ts';
import { createDb } from '../../apps/server/src/platform/database.ts';
import { recreateDatabase, startCluster } from './cluster.ts';

const { values } = parseArgs({
  options: { articles: { type: 'string', default: '200000' }, languages: { type: 'string', default: '' } },
});
const ARTICLES = Number(values.articles);
const LANGUAGES = values.languages ? values.languages.split(',') : [];
const MARKETS = 12;

const cluster = await startCluster('proboard_export_bench');

async function filled(): Promise<boolean> {
  const client = new pg.Client({ connectionString: cluster.url });
  try {
    await client.connect();
    const found = await client.query<{ n: number }>('select count(*)::int as n from articles');
    return found.rows[0]!.n === ARTICLES;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

if (!(await filled())) {
  const started = Date.now();
  await recreateDatabase(cluster);
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const langs = `array['es','en','fr','it','pt','de']`;
  await client.query(`
    insert into markets (name, iso, available, active, languages)
      select 'Market ' || i, 'M' || lpad(i::text, 2, '0'), true, true, array['es','en']
      from generate_series(1, ${MARKETS}) i;
    insert into families (az_iso, sort_key, name) values ('FBENCH', 1, 'Bench family');
    insert into products (az_iso, name, family_id)
      select 'P' || lpad(i::text, 5, '0'), 'Producto ' || i, (select id from families where az_iso = 'FBENCH')
      from generate_series(1, 2000) i;
    insert into articles (az_iso, name, product_id, ean, width, height, depth, weight, translations,
        markets_available, markets_active)
      select 'AZ' || lpad(i::text, 8, '0'), 'Termostato Blueface Zero ' || i, 1 + i % 2000,
        lpad((8400000000000 + i)::text, 13, '0'), 200 + i % 50, 100 + i % 30, 30 + i % 10, 1.5,
        (select jsonb_object_agg(l, jsonb_build_object('name', 'Termostato ' || l || ' ' || i,
            'description', 'Termostato inteligente con pantalla táctil, modelo ' || i || ' (' || l || ')'))
          from unnest(${langs}) l),
        array[1 + i % ${MARKETS}, 1 + (i + 1) % ${MARKETS}], array[1 + i % ${MARKETS}]
      from generate_series(1, ${ARTICLES}) i;
    insert into article_rates (article_id, market_id, currency, reference_price, valid_from)
      select a.id, m, 'EUR', (10 + a.id % 900) + 0.95, date '2026-01-01'
      from articles a, generate_series(1, 2) m;
    analyze;`);
  await client.end();
  console.log(`generated ${ARTICLES} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const db = createDb(cluster.url, 4);
const request = {
  family: 'gart',
  entity: 'articles',
  market_id: 1,
  languages: LANGUAGES,
  parts: ['translations', 'rates', 'markets'],
  locale: 'es' as const,
  time_zone: 'Europe/Madrid',
  filters: {},
};
const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'export-bench-'));
for (const format of ['xlsx', 'csv'] as const) {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = Date.now();
  const sheets = await exportSheets(db, request);
  const written = await writeExportFile(
    db.$client,
    sheets,
    format,
    path.join(folder, `export.${format}`),
    async () => {},
  );
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const line = `${format}: ${ARTICLES} articles (${sheets.length} sheets, ${written.rows} rows, ${(written.bytes / 1e6).toFixed(1)} MB) in ${seconds.toFixed(1)} s; resident memory ${(baseline / 1e6).toFixed(0)} -> peak ${(peak / 1e6).toFixed(0)} MB`;
  console.log(line);
}
await fs.rm(folder, { recursive: true, force: true });
await db.$client.end();
await cluster.server.stop();

import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';
import type { Storage } from '../platform/storage.ts';

type DemoFile = {
  description: string;
  type: string;
  status: string;
  queued: boolean;
  days_ago: number;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
  done: number;
  error_summary: string | null;
  reverted: boolean;
  by: string;
};

/**
 * The import queue with a file in every state (spec section 4), in upload order: applied files
 * (one of them undone), a cancelled one, the failed file that stops the queue, the file waiting
 * behind it and one still waiting for its uploader (it has errors). One insert; the stored files
 * are small CSVs of real articles and models, so a resumed queue can run them.
 */
const FILES: DemoFile[] = [
  {
    description: 'Daikin VRV conductos - tarifa octubre',
    type: 'compatibilities',
    status: 'success',
    queued: true,
    days_ago: 40,
    rows: 1240,
    created: 1180,
    updated: 60,
    unchanged: 0,
    errors: 0,
    done: 1240,
    error_summary: null,
    reverted: false,
    by: 'catalogue@proboard.local',
  },
  {
    description: 'ASINs Amazon.es - lanzamiento Airzone Aidoo Pro',
    type: 'amazon_asins',
    status: 'success',
    queued: true,
    days_ago: 31,
    rows: 86,
    created: 86,
    updated: 0,
    unchanged: 0,
    errors: 0,
    done: 86,
    error_summary: null,
    reverted: false,
    by: 'admin@proboard.local',
  },
  {
    description: 'Mitsubishi Electric Mr. Slim - Easyzone',
    type: 'easyzone_compatibilities',
    status: 'success',
    queued: true,
    days_ago: 24,
    rows: 312,
    created: 40,
    updated: 12,
    unchanged: 260,
    errors: 0,
    done: 312,
    error_summary: null,
    reverted: true,
    by: 'catalogue@proboard.local',
  },
  {
    description: 'Fujitsu serie KM (duplicado, no usar)',
    type: 'compatibilities',
    status: 'skipped',
    queued: true,
    days_ago: 18,
    rows: 96,
    created: 96,
    updated: 0,
    unchanged: 0,
    errors: 0,
    done: 0,
    error_summary: null,
    reverted: false,
    by: 'catalogue@proboard.local',
  },
  {
    description: 'LG Multi V - revisión protocolos',
    type: 'compatibilities',
    status: 'error',
    queued: true,
    days_ago: 6,
    rows: 540,
    created: 500,
    updated: 40,
    unchanged: 0,
    errors: 0,
    done: 0,
    error_summary:
      'No se ha podido aplicar el archivo: 3 filas ya no pasan las comprobaciones (la primera, fila 118: El modelo está inactivo: actívalo antes de darle compatibilidades)',
    reverted: false,
    by: 'admin@proboard.local',
  },
  {
    description: 'ASINs Amazon.fr / Amazon.it - noviembre',
    type: 'amazon_asins',
    status: 'pending',
    queued: true,
    days_ago: 5,
    rows: 64,
    created: 60,
    updated: 4,
    unchanged: 0,
    errors: 0,
    done: 0,
    error_summary: null,
    reverted: false,
    by: 'admin@proboard.local',
  },
  {
    description: 'Samsung NASA - cassettes 4 vías',
    type: 'compatibilities',
    status: 'pending',
    queued: false,
    days_ago: 1,
    rows: 210,
    created: 190,
    updated: 8,
    unchanged: 0,
    errors: 12,
    done: 0,
    error_summary: null,
    reverted: false,
    by: 'catalogue@proboard.local',
  },
];

export async function seedDemoImports(tx: Tx, storage: Storage | undefined) {
  const seeded = await tx.execute(sql`select 1 from import_files limit 1`);
  if (seeded.rows.length) return;
  const compatibilities = await tx.execute<{ line: string }>(sql`
    select a.az_iso || ';' || m.az_iso || ';' || u.model_reference || ';' || y.az_iso as line
    from compatibilities c join articles a on a.id = c.article_id join iu_models u on u.id = c.iu_model_id
    join manufacturers m on m.id = u.manufacturer_id join compatibility_types y on y.id = c.compatibility_type_id
    order by c.id limit 20`);
  const asins = await tx.execute<{ line: string }>(sql`
    select a.article_iso || ';' || m.domain_extension || ';' || a.asin || ';' || a.keywords as line
    from amazon_asins a join amazon_marketplaces m on m.id = a.marketplace_id order by a.id limit 20`);
  const csv = {
    compatibilities: [
      'article;manufacturer;model_reference;compatibility_type',
      ...compatibilities.rows.map((r) => r.line),
    ],
    amazon_asins: ['article;marketplace;asin;keywords', ...asins.rows.map((r) => r.line)],
  };
  const keys = FILES.map((_, n) => `imports/demo-${n + 1}.csv`);
  if (storage) {
    await Promise.all(
      FILES.map((file, n) =>
        storage.put(
          keys[n]!,
          Buffer.from(csv[file.type === 'amazon_asins' ? 'amazon_asins' : 'compatibilities'].join('\n')),
          'text/csv',
        ),
      ),
    );
  }
  await tx.execute(sql`
    insert into import_files (description, type, status, file_key, file_name, file_format, file_size, rows_total,
      rows_created, rows_updated, rows_unchanged, errors_count, rows_done, preview, queued_at, started_at,
      finished_at, error_summary, reverted_at, reverted_by_email, created_by, created_by_email, created_at, updated_at)
    select f.description, f.type, f.status, f.key, lower(replace(f.description, ' ', '-')) || '.csv', 'csv', 2048,
      f.rows, f.created, f.updated, f.unchanged, f.errors, f.done,
      jsonb_build_object('counts', jsonb_build_object('rows', f.rows, 'created', f.created, 'updated', f.updated,
        'unchanged', f.unchanged, 'errors', f.errors), 'samples', '{"created":[],"updated":[],"unchanged":[]}'::jsonb),
      case when f.queued then at end,
      case when f.status in ('success', 'error') then at + interval '2 minutes' end,
      case when f.status in ('success', 'error', 'skipped') then at + interval '3 minutes' end,
      f.error_summary,
      case when f.reverted then at + interval '1 day' end, case when f.reverted then f.by end,
      (select id from users where email = f.by), f.by, at, at
    from json_to_recordset(${JSON.stringify(FILES.map((f, n) => ({ ...f, key: keys[n], n })))}::json) as f(
        description text, type text, status text, queued boolean, days_ago int, rows int, created int,
        updated int, unchanged int, errors int, done int, error_summary text, reverted boolean, by text,
        key text, n int)
      cross join lateral (select date_trunc('minute', now()) - make_interval(days => f.days_ago) as at) s
    order by f.n`);
}

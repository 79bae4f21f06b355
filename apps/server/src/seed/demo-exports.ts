import { createHash, randomUUID } from 'node:crypto';
import { EXPORT_CONFIG, EXPORT_ENTITY_PARTS, type Locale } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { csvField } from '../modules/exports/export-cells.ts';
import { type ExportRequest, exportSheets } from '../modules/exports/export-sheets.ts';
import type { Tx } from '../platform/resources/resource-store.ts';
import type { Storage } from '../platform/storage.ts';

/** Who asked for the demo exports, in turn (demo accounts with export rights). */
const REQUESTERS = ['admin@proboard.local', 'catalogue@proboard.local'];

/** A sheet's rows as CSV, read in the seed's own transaction (a job's cursor could not see them yet). */
async function csvOf(tx: Tx, request: ExportRequest): Promise<{ text: string; rows: number }> {
  const [sheet] = await exportSheets(tx, request);
  if (!sheet) return { text: '', rows: 0 };
  const found = await tx.execute<Record<string, unknown>>(sql`${sheet.statement} limit 500`);
  const lines = [
    sheet.columns.map((c) => csvField({ value: c.header, style: {} })).join(','),
    ...found.rows.map((row) => sheet.columns.map((c) => csvField(c.cell(row[c.key], row))).join(',')),
  ];
  return { text: `\ufeff${lines.join('\r\n')}\r\n`, rows: found.rows.length };
}

/**
 * A few earlier exports of every entry of the export config (issue 32): written ones with a real
 * small CSV of the demo catalogue (when the seed has storage), and a failed one now and then, by
 * two demo users over the last weeks. None is on its way, so every demo user may start one.
 */
export async function seedDemoExports(tx: Tx, storage: Storage | undefined) {
  const existing = await tx.execute(sql`select 1 from exports limit 1`);
  if (existing.rows.length) return;
  const market = await tx.execute<{ id: number }>(
    sql`select id from markets order by (iso = 'ES') desc, id limit 1`,
  );
  const marketId = market.rows[0]?.id;
  const people = await tx.execute<{ id: number; email: string }>(
    sql`select id, lower(email) as email from users where lower(email) = any(${sql.param(REQUESTERS)}::text[])`,
  );
  if (!marketId || people.rows.length === 0) return;
  const ids = REQUESTERS.map((email) => people.rows.find((p) => p.email === email)?.id).filter(
    Boolean,
  ) as number[];

  const rows: Record<string, unknown>[] = [];
  const files: Record<string, unknown>[] = [];
  let n = 0;
  for (const [family, entities] of Object.entries(EXPORT_CONFIG)) {
    for (const entity of Object.keys(entities)) {
      for (const attempt of [0, 1]) {
        n++;
        const failed = attempt === 1 && n % 3 === 0;
        const parts = family === 'gart' ? [...(EXPORT_ENTITY_PARTS[entity] ?? [])].slice(0, attempt + 1) : [];
        const locale: Locale = attempt === 0 ? 'es' : 'en';
        const request: ExportRequest = {
          family,
          entity,
          market_id: marketId,
          languages: ['es', 'en'],
          parts,
          locale,
          time_zone: 'Europe/Madrid',
          filters: {},
        };
        let file: { url: string; size: number; rows: number } | null = null;
        if (storage && !failed) {
          const { text, rows: count } = await csvOf(tx, request);
          const bytes = Buffer.from(text, 'utf8');
          const key = `${randomUUID()}.csv`;
          await storage.put(key, bytes, 'text/csv');
          files.push({
            storage_key: key,
            original_name: `${family}-${entity}-demo-${n}.csv`,
            size: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            created_by: ids[n % ids.length],
          });
          file = { url: `/files/${key}`, size: bytes.length, rows: count };
        }
        rows.push({
          family,
          entity,
          languages: request.languages,
          parts,
          locale,
          status: failed ? 'failed' : 'done',
          requested_by: ids[n % ids.length],
          rows: file?.rows ?? null,
          file_url: file?.url ?? null,
          size: file?.size ?? null,
          error: failed ? 'canceling statement due to statement timeout' : null,
          days_ago: 3 + ((n * 5) % 40),
        });
      }
    }
  }
  if (files.length) {
    await tx.execute(sql`insert into stored_files (storage_key, original_name, mime, extension, size, sha256, created_by, private)
      select f.storage_key, f.original_name, 'text/csv', 'csv', f.size, f.sha256, f.created_by, true
      from jsonb_to_recordset(${JSON.stringify(files)}::jsonb)
        as f(storage_key text, original_name text, size int, sha256 text, created_by int)`);
  }
  // One statement for every demo export.
  await tx.execute(sql`insert into exports (family, entity, market_id, languages, parts, format, locale, status,
      requested_by, progress, rows, file_url, size, error, started_at, finished_at, created_at, updated_at)
    select r.family, r.entity, ${marketId}, array(select jsonb_array_elements_text(r.languages)),
      array(select jsonb_array_elements_text(r.parts)), 'csv', r.locale, r.status, r.requested_by,
      case when r.status = 'done' then 100 else 40 end, r.rows, r.file_url, r.size, r.error,
      now() - make_interval(days => r.days_ago), now() - make_interval(days => r.days_ago) + interval '2 minutes',
      now() - make_interval(days => r.days_ago), now() - make_interval(days => r.days_ago) + interval '2 minutes'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(family text, entity text, languages jsonb,
      parts jsonb, locale text, status text, requested_by int, rows int, file_url text, size bigint, error text,
      days_ago int)`);
}

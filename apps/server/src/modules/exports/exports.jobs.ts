import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Locale, toLocale } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { fileLinkKey, fileLinkSigner } from '../files/file-links.ts';
import { countRows, type ExportRequest, exportSheets } from './export-sheets.ts';
import { writeExportFile } from './export-writer.ts';
import { EXPORT_QUEUE, entityTitle } from './exports.service.ts';

/** The e-mailed link works this long (issue 32); afterwards the screen's list gives a fresh one. */
export const EXPORT_LINK_DAYS = 7;
/** How often, at most, the job writes its progress (the screen reads it). */
const PROGRESS_EVERY_MS = 1000;

type ExportRow = ExportRequest &
  Record<string, unknown> & {
    id: number;
    status: string;
    format: 'xlsx' | 'csv';
    requested_by: number | null;
    email: string | null;
    name: string | null;
  };

export async function exportJobs(ctx: AppContext) {
  await ctx.jobs.createQueue(EXPORT_QUEUE, { name: EXPORT_QUEUE, retryLimit: 2, retryDelay: 30 });
  const links = fileLinkSigner(await fileLinkKey(ctx.config), EXPORT_LINK_DAYS * 24 * 60 * 60);
  await ctx.jobs.work<{ id: number }>(EXPORT_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    await runExport(ctx, job!.data.id, (url) => String(links.sign(url)));
  });
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * Writes one export: its sheets into a temporary file (memory holds one batch of rows), then the
 * file into storage as a private stored file, the record done, and the requester an e-mail with a
 * signed link. A failure leaves the record failed with its reason and tells the requester so.
 * `sign` makes the e-mailed link of a stored file's URL.
 */
export async function runExport(ctx: AppContext, id: number, sign: (url: string) => string) {
  const claimed = await ctx.db.execute<ExportRow>(sql`
    update exports e set status = 'processing', progress = 0, started_at = now(), updated_at = now()
    from (select x.id, u.email, trim(u.name || ' ' || coalesce(u.surname, '')) as name from exports x
      left join users u on u.id = x.requested_by where x.id = ${id}) r
    where e.id = r.id and e.status in ('pending', 'processing')
    returning e.id, e.family, e.entity, e.market_id, e.languages, e.parts, e.format, e.locale, e.time_zone,
      e.filters, e.status, e.requested_by, r.email, r.name`);
  const request = claimed.rows[0];
  // Deleted, or already written by an earlier attempt: nothing to do.
  if (!request) return;
  const locale: Locale = toLocale(request.locale);
  const entity = entityTitle(locale, request.family, request.entity);
  const screen = new URL(`/exports/${request.family}/${request.entity}`, ctx.config.PUBLIC_URL).href;
  const folder = path.join(ctx.config.dataDir, 'tmp');
  await fs.mkdir(folder, { recursive: true });
  const temp = path.join(folder, `export-${id}-${randomUUID()}`);
  try {
    const sheets = await exportSheets(ctx.db, { ...request, locale });
    const total = Math.max(1, await countRows(ctx.db, request));
    let reported = Date.now();
    const written = await writeExportFile(
      ctx.db.$client,
      sheets,
      request.format,
      temp,
      async (sheet, rows) => {
        if (Date.now() - reported < PROGRESS_EVERY_MS) return;
        reported = Date.now();
        const progress = Math.min(
          99,
          Math.floor((100 * (sheet + Math.min(1, rows / total))) / sheets.length),
        );
        await ctx.db.execute(
          sql`update exports set progress = ${progress} where id = ${id} and status = 'processing'`,
        );
      },
    );
    const key = `${randomUUID()}.${written.extension}`;
    await ctx.storage.putFile(key, temp, written.mime);
    const sha256 = await fileHash(temp);
    const stamp = new Date().toISOString().slice(0, 10);
    const name = `${request.family}-${request.entity}-${id}-${stamp}.${written.extension}`;
    const url = `/files/${key}`;
    const done = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into stored_files (storage_key, original_name, mime, extension, size, sha256, created_by, private)
        values (${key}, ${name}, ${written.mime}, ${written.extension}, ${written.bytes}, ${sha256}, ${request.requested_by}, true)`);
      const updated =
        await tx.execute(sql`update exports set status = 'done', progress = 100, rows = ${written.rows},
          file_url = ${url}, size = ${written.bytes}, error = null, finished_at = now(), updated_at = now()
        where id = ${id} and status = 'processing' returning id`);
      return updated.rows.length > 0;
    });
    if (!done || !request.email) return;
    await ctx.mail.send({
      to: request.email,
      event: 'export_ready',
      locale,
      values: {
        name: request.name ?? '',
        id,
        entity,
        rows: written.rows,
        size: sizeText(written.bytes),
        days: EXPORT_LINK_DAYS,
        link: new URL(sign(url), ctx.config.PUBLIC_URL).href,
        screen,
      },
      mergeVars: { export_id: id },
      related: { type: 'exports', id },
    });
  } catch (error) {
    ctx.log.error({ err: error, exportId: id }, 'export failed');
    const reason = error instanceof Error ? error.message.slice(0, 500) : 'error';
    const failed = await ctx.db.execute(sql`update exports set status = 'failed', error = ${reason},
        finished_at = now(), updated_at = now() where id = ${id} and status = 'processing' returning id`);
    if (failed.rows.length && request.email) {
      await ctx.mail.send({
        to: request.email,
        event: 'export_failed',
        locale,
        values: { name: request.name ?? '', id, entity, screen },
        mergeVars: { export_id: id },
        related: { type: 'exports', id },
      });
    }
  } finally {
    await fs.rm(temp, { force: true });
  }
}

async function fileHash(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Db } from '../database.ts';
import { columnSql, listOrder, listWhere, quoteIdent } from './list-query.ts';
import type { ResourceStore } from './resource-store.ts';

const dialect = new PgDialect();
const BATCH = 2000;

/** The SQL of an Excel download: the list's columns of every filtered row, in the list's order. */
export function exportStatement(
  store: ResourceStore,
  context: ListContext,
  sortKeys: { key: string; desc: boolean }[],
): SQL {
  const select = sql.join(
    store.definition.columns.map((c) => sql`${columnSql(store, c.key)} as ${sql.raw(quoteIdent(c.key))}`),
    sql`, `,
  );
  return sql`select ${select} from ${sql.raw(`${quoteIdent(store.table)} t`)} where ${listWhere(store, context)} order by ${listOrder(store, sortKeys)}`;
}

/**
 * Streams the filtered, sorted list as .xlsx: rows come from a server-side cursor in batches and go
 * straight into the zip stream, so memory does not grow with the number of rows.
 */
export async function streamExcel(
  db: Db,
  store: ResourceStore,
  context: ListContext,
  sortKeys: { key: string; desc: boolean }[],
  reply: FastifyReply,
) {
  const columns = store.definition.columns.map((c) => c.key);
  const query = dialect.sqlToQuery(exportStatement(store, context, sortKeys));

  // The query runs, and its first batch arrives, before anything is sent: a value PostgreSQL refuses
  // still gets a proper error answer instead of a download cut short.
  const client = await db.$client.connect();
  let batch: { rows: Record<string, unknown>[] };
  try {
    await client.query('begin read only');
    await client.query(`declare export_cursor no scroll cursor for ${query.sql}`, query.params);
    batch = await client.query(`fetch ${BATCH} from export_cursor`);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    client.release();
    throw error;
  }

  const output = new PassThrough();
  const stamp = new Date().toISOString().slice(0, 10);
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${store.definition.plural}-${stamp}.xlsx"`);
  reply.send(output);

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(store.definition.plural.slice(0, 31));
  sheet.columns = columns.map((key) => ({ header: key, key, width: 20 }));

  try {
    for (;;) {
      for (const row of batch.rows) {
        sheet.addRow(columns.map((key) => cellValue(row[key]))).commit();
      }
      if (output.writableLength > output.writableHighWaterMark * 16) await once(output, 'drain');
      if (batch.rows.length < BATCH) break;
      batch = await client.query(`fetch ${BATCH} from export_cursor`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    // The download has started: the client sees a broken file, the log says why.
    reply.log.error({ err: error }, 'excel export failed');
    output.destroy(error as Error);
    return reply;
  } finally {
    client.release();
  }
  sheet.commit();
  await workbook.commit();
  return reply;
}

function cellValue(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  return JSON.stringify(value);
}

import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { type ListContext, type Locale, resourceTitleIn } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import pg from 'pg';
import type { Db } from '../database.ts';
import { excelColumns, HEADER_STYLE } from './excel-columns.ts';
import { columnSql, quoteIdent } from './list-engine/columns-sql.ts';
import { listOrder, listWhere } from './list-engine/list-conditions.ts';
import type { ResourceStore } from './resource-store.ts';

const dialect = new PgDialect();
const BATCH = 2000;

/** A `date` column stays PostgreSQL's text (`2026-03-04`): a Date would move it to a time zone. */
const DATE_OID = 1082;
const exportTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Whom the download is for: its words follow their language, its times their zone. */
export interface ExcelReader {
  locale: Locale;
  timeZone: string;
}

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
 * straight into the zip stream, so memory does not grow with the number of rows. The sheet reads as
 * the list does (excel-columns.ts), with its header row frozen.
 */
export async function streamExcel(
  db: Db,
  store: ResourceStore,
  context: ListContext,
  sortKeys: { key: string; desc: boolean }[],
  reply: FastifyReply,
  reader: ExcelReader,
) {
  const columns = excelColumns(store.definition, reader.locale, reader.timeZone);
  const query = dialect.sqlToQuery(exportStatement(store, context, sortKeys));

  // The query runs, and its first batch arrives, before anything is sent: a value PostgreSQL refuses
  // still gets a proper error answer instead of a download cut short.
  const client = await db.$client.connect();
  const fetchBatch = () => client.query({ text: `fetch ${BATCH} from export_cursor`, types: exportTypes });
  let batch: { rows: Record<string, unknown>[] };
  try {
    await client.query('begin read only');
    await client.query(`declare export_cursor no scroll cursor for ${query.sql}`, query.params);
    batch = await fetchBatch();
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

  // Styles carry the date formats and the bold header; each cell shares its kind's style object.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(resourceTitleIn(reader.locale, store.definition.name).slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map(({ key, header, width }) => ({ key, header, width }));
  const header = sheet.getRow(1);
  header.eachCell((cell) => {
    cell.style = HEADER_STYLE;
  });
  header.commit();

  try {
    for (;;) {
      for (const record of batch.rows) {
        const row = sheet.addRow([]);
        columns.forEach((column, index) => {
          const { value, style } = column.cell(record[column.key], record);
          const cell = row.getCell(index + 1);
          cell.value = value;
          cell.style = style;
        });
        row.commit();
      }
      if (output.writableLength > output.writableHighWaterMark * 16) await once(output, 'drain');
      if (batch.rows.length < BATCH) break;
      batch = await fetchBatch();
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

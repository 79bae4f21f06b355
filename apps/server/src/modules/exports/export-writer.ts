import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { PassThrough, type Writable } from 'node:stream';
import archiver from 'archiver';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { HEADER_STYLE } from '../../platform/resources/excel-columns.ts';
import { csvField } from './export-cells.ts';
import type { Sheet } from './export-sheets.ts';

const dialect = new PgDialect();
/** Rows fetched from the cursor at a time: memory holds one batch, whatever the export's size. */
const BATCH = 5000;

export interface WrittenFile {
  rows: number;
  bytes: number;
  extension: 'xlsx' | 'csv' | 'zip';
  mime: string;
}

/** Called after each batch with the rows written so far: the job reports progress from it. */
export type OnRows = (sheetIndex: number, rowsInSheet: number) => Promise<void>;

/**
 * Reads each sheet's rows through a server-side cursor, all in one read-only snapshot (every sheet
 * sees the same catalogue), and hands them over batch by batch.
 */
async function eachBatch(
  pool: pg.Pool,
  sheets: readonly Sheet[],
  write: (sheet: number, rows: Record<string, unknown>[]) => Promise<void>,
) {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    for (const [index, sheet] of sheets.entries()) {
      const query = dialect.sqlToQuery(sheet.statement);
      const cursor = `export_sheet_${index}`;
      await client.query(`declare ${cursor} no scroll cursor for ${query.sql}`, query.params);
      for (;;) {
        const batch = await client.query<Record<string, unknown>>(`fetch ${BATCH} from ${cursor}`);
        await write(index, batch.rows);
        if (batch.rows.length < BATCH) break;
      }
      await client.query(`close ${cursor}`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Waits for a stream that asked to slow down: a fast database never fills memory with unwritten rows. */
async function drained(stream: Writable) {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

/**
 * Writes the sheets into `path`: XLSX with one worksheet per sheet (exceljs' streaming writer,
 * rows committed as they come), or CSV: one file, or a zip of one file per sheet.
 */
export async function writeExportFile(
  pool: pg.Pool,
  sheets: readonly Sheet[],
  format: 'xlsx' | 'csv',
  path: string,
  onRows: OnRows,
): Promise<WrittenFile> {
  let rows = 0;
  if (format === 'xlsx') {
    const file = createWriteStream(path);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: file,
      useStyles: true,
      useSharedStrings: false,
    });
    const worksheets = sheets.map((sheet) => {
      const worksheet = workbook.addWorksheet(safeSheetName(sheet.name), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      worksheet.columns = sheet.columns.map(({ key, header, width }) => ({ key, header, width }));
      return worksheet;
    });
    let current = -1;
    let inSheet = 0;
    await eachBatch(pool, sheets, async (index, batch) => {
      const worksheet = worksheets[index]!;
      if (index !== current) {
        if (current >= 0) worksheets[current]!.commit();
        current = index;
        inSheet = 0;
        const head = worksheet.getRow(1);
        head.eachCell((cell) => {
          cell.style = HEADER_STYLE;
        });
        head.commit();
      }
      const columns = sheets[index]!.columns;
      for (const record of batch) {
        const values: ExcelJS.CellValue[] = [];
        const styles: (Partial<ExcelJS.Style> | undefined)[] = [];
        for (const column of columns) {
          const { value, style } = column.cell(record[column.key], record);
          values.push(value);
          // Only cells with a format carry a style: the others cost nothing more.
          styles.push(style.numFmt || style.font ? style : undefined);
        }
        const row = worksheet.addRow(values);
        styles.forEach((style, i) => {
          if (style) row.getCell(i + 1).style = style;
        });
        row.commit();
      }
      inSheet += batch.length;
      rows += batch.length;
      await drained(file);
      await onRows(index, inSheet);
    });
    // A sheet whose statement gave no row still gets its header.
    for (const [index, worksheet] of worksheets.entries()) {
      if (index > current) {
        const head = worksheet.getRow(1);
        head.eachCell((cell) => {
          cell.style = HEADER_STYLE;
        });
        head.commit();
      }
      worksheet.commit();
    }
    await workbook.commit();
    return { rows, bytes: (await fs.stat(path)).size, extension: 'xlsx', mime: XLSX_MIME };
  }

  // CSV: UTF-8 with a byte-order mark, so Excel reads accents right; one file per sheet.
  const zipped = sheets.length > 1;
  const file = createWriteStream(path);
  const archive = zipped ? archiver('zip', { zlib: { level: 6 } }) : null;
  if (archive) archive.pipe(file);
  let output: Writable = file;
  let current = -1;
  const counts = sheets.map(() => 0);
  const startSheet = (index: number) => {
    const sheet = sheets[index]!;
    if (archive) {
      if (output !== file) (output as PassThrough).end();
      const entry = new PassThrough();
      archive.append(entry, { name: `${index + 1}-${fileSafe(sheet.name)}.csv` });
      output = entry;
    }
    output.write(`\ufeff${sheet.columns.map((c) => csvField({ value: c.header, style: {} })).join(',')}\r\n`);
  };
  await eachBatch(pool, sheets, async (index, batch) => {
    while (current < index) startSheet(++current);
    const columns = sheets[index]!.columns;
    let chunk = '';
    for (const record of batch) {
      chunk += `${columns.map((column) => csvField(column.cell(record[column.key], record))).join(',')}\r\n`;
    }
    output.write(chunk);
    counts[index] = counts[index]! + batch.length;
    rows += batch.length;
    await drained(output);
    await onRows(index, counts[index]!);
  });
  while (current < sheets.length - 1) startSheet(++current);
  if (archive) {
    (output as PassThrough).end();
    await archive.finalize();
  } else {
    (output as WriteStream).end();
  }
  if (!file.closed) await once(file, 'close');
  const extension = zipped ? 'zip' : 'csv';
  return {
    rows,
    bytes: (await fs.stat(path)).size,
    extension,
    mime: zipped ? 'application/zip' : 'text/csv',
  };
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's limits on a sheet's name: 31 characters, none of `\ / ? * [ ] :`. */
const safeSheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet';
const fileSafe = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .toLowerCase();

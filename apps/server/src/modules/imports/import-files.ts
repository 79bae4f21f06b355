import { PassThrough } from 'node:stream';
import { formatMessage, IMPORT_COLUMNS, type ImportType, type Locale } from '@proboard/domain';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { columnHeader, errorMessage } from './import-check.ts';
import type { RowError } from './import-kind.ts';
import { type Cell, csvRows, type SheetFormat, xlsxRows } from './import-sheet.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel opens a UTF-8 CSV with accents right only after a byte-order mark. */
const BOM = '\uFEFF';

const attachment = (reply: FastifyReply, name: string, format: SheetFormat) =>
  reply
    .header('content-type', format === 'xlsx' ? XLSX_MIME : 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.${format}"`);

/** The template of a type: its columns headed in the caller's language, and an example row. */
export async function sendTemplate(
  reply: FastifyReply,
  type: ImportType,
  format: SheetFormat,
  locale: Locale,
) {
  const columns = IMPORT_COLUMNS[type];
  const header = columns.map((c) => columnHeader(locale, c.key));
  const example = columns.map((c) => c.example);
  attachment(reply, `import-${type}`, format);
  if (format === 'csv') return BOM + stringify([header, example], { delimiter: ';' });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(formatMessage(locale, `imports.type.${type}` as never).slice(0, 31));
  sheet.columns = header.map((text) => ({ header: text, width: Math.max(14, text.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  // Codes such as 0012 or 1E5 stay text when typed over the example.
  sheet.columns.forEach((column) => {
    column.numFmt = '@';
  });
  sheet.addRow(example);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const cellText = (cell: Cell) => (typeof cell === 'string' ? cell : cell.formula);

/**
 * The uploaded file again, every row as it was, with one more column naming each row's errors
 * (column and reason) in the caller's language: the user fixes it there and uploads it again (the
 * extra column is ignored on the way back in).
 */
export async function sendErrorFile(
  reply: FastifyReply,
  file: { bytes: Buffer; format: SheetFormat; name: string },
  errors: RowError[],
  locale: Locale,
) {
  const byRow = new Map<number, string[]>();
  for (const error of errors) {
    const { column, message } = errorMessage(locale, error);
    const text = column ? `${columnHeader(locale, column)}: ${message}` : message;
    byRow.set(error.row, [...(byRow.get(error.row) ?? []), text]);
  }
  const rows = file.format === 'xlsx' ? xlsxRows(file.bytes) : csvRows(file.bytes);
  const errorHeader = formatMessage(locale, 'imports.errorColumn');
  attachment(reply, `${file.name.replace(/\.[^.]+$/, '')}-errors`, file.format);
  let headerDone = false;
  let width = 0;
  /** The row's cells, as wide as the header, so the error column is the same column on every row. */
  const padded = (values: Cell[]) => {
    const cells = values.map(cellText);
    if (!headerDone) width = cells.length;
    while (cells.length < width) cells.push('');
    return cells;
  };
  if (file.format === 'csv') {
    const lines: string[] = [BOM];
    for await (const { row, values } of rows) {
      const cells = padded(values);
      const extra = headerDone ? (byRow.get(row) ?? []).join(' | ') : errorHeader;
      headerDone = true;
      lines.push(stringify([[...cells, extra]], { delimiter: ';' }));
    }
    return lines.join('');
  }
  const output = new PassThrough();
  reply.send(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet('Import');
  for await (const { row, values } of rows) {
    const cells = padded(values);
    const extra = headerDone ? (byRow.get(row) ?? []).join(' | ') : errorHeader;
    const written = sheet.addRow([...cells, extra]);
    if (!headerDone || byRow.has(row))
      written.getCell(cells.length + 1).font = { bold: true, color: { argb: 'FFC92A2A' } };
    headerDone = true;
    written.commit();
  }
  sheet.commit();
  await workbook.commit();
  return reply;
}

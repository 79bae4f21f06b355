import { Readable } from 'node:stream';
import { IMPORT_COLUMNS, type ImportType, LOCALES, serverMessages } from '@proboard/domain';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { fieldRefusal } from '../../platform/errors.ts';

/** A cell as read: its text, or the formula it holds (refused: the value it shows is not in the file). */
export type Cell = string | { formula: string };

export interface SheetRow {
  /** The row of the sheet (the header is row 1 of a file without blank rows above it). */
  row: number;
  /** Column key -> cell; columns the file lacks are absent. */
  cells: Record<string, Cell>;
}

export type SheetFormat = 'xlsx' | 'csv';

/** Rows handed on at once: every check and write works on a batch, so memory stays flat. */
export const SHEET_BATCH = 5000;

/** A header as compared: accents, case, spaces and punctuation dropped ("Référence du modèle"). */
const headerKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/** Every way a column may be headed: its key or its header in any language. */
function headerNames(type: ImportType): Map<string, string> {
  const names = new Map<string, string>();
  for (const column of IMPORT_COLUMNS[type]) {
    names.set(headerKey(column.key), column.key);
    for (const locale of LOCALES) {
      const label = (serverMessages[locale] as Record<string, string>)[`imports.column.${column.key}`];
      if (label) names.set(headerKey(label), column.key);
    }
  }
  return names;
}

const cellText = (value: ExcelJS.CellValue): Cell => {
  if (value == null) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('formula' in value || 'sharedFormula' in value) {
      const formula = (value as { formula?: string; sharedFormula?: string }).formula ?? '';
      return { formula: `=${formula || (value as { sharedFormula: string }).sharedFormula}` };
    }
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
};

/** The rows of the first worksheet, each a list of cells from column 1. */
export async function* xlsxRows(bytes: Buffer): AsyncGenerator<{ row: number; values: Cell[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      yield { row: row.number, values };
    }
    return;
  }
}

/** UTF-8, or Windows-1252 (Excel's "CSV" in Spain) when the bytes are not UTF-8; UTF-16 with its BOM. */
function csvText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter of the header line: Excel writes `;` where the decimal mark is a comma. */
function csvDelimiter(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, line.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/** CSV has no formulas, but a spreadsheet opening it runs a cell starting with `=` as one. */
const csvCell = (text: string): Cell => (text.startsWith('=') ? { formula: text } : text);

export async function* csvRows(bytes: Buffer): AsyncGenerator<{ row: number; values: Cell[] }> {
  const text = csvText(bytes).replace(/^\uFEFF/, '');
  const parser = Readable.from([text]).pipe(
    parse({ delimiter: csvDelimiter(text), relax_column_count: true, relax_quotes: true, info: true }),
  );
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { row: record.info.lines, values: record.record.map(csvCell) };
  }
}

const isBlank = (values: Cell[]) => values.every((v) => typeof v === 'string' && v.trim() === '');

export interface Sheet {
  /** Column keys found in the header, in file order (unknown headers are ignored: an error column). */
  columns: string[];
  /** The data rows, in batches of SHEET_BATCH. */
  batches: AsyncGenerator<SheetRow[]>;
}

/**
 * Opens a file as a sheet of `type`: the first non-blank row is the header, matched by key or by a
 * header in any language; a missing required column refuses the file (422 naming them), as does a
 * file that cannot be read as its format (422 "not a spreadsheet") or has no data rows (422 empty).
 */
export async function openSheet(bytes: Buffer, format: SheetFormat, type: ImportType, locale: string) {
  const source = format === 'xlsx' ? xlsxRows(bytes) : csvRows(bytes);
  const names = headerNames(type);
  let header: { row: number; values: Cell[] } | undefined;
  let first: IteratorResult<{ row: number; values: Cell[] }>;
  try {
    do first = await source.next();
    while (!first.done && isBlank(first.value.values));
  } catch {
    throw fieldRefusal(422, 'file', 'imports.notSpreadsheet');
  }
  if (first.done) throw fieldRefusal(422, 'file', 'imports.emptyFile');
  header = first.value;
  const positions = header.values.map((v) => (typeof v === 'string' ? names.get(headerKey(v)) : undefined));
  const messages = serverMessages[locale as keyof typeof serverMessages] ?? serverMessages.es;
  const missing = IMPORT_COLUMNS[type]
    .filter((column) => column.required && !positions.includes(column.key))
    .map(
      (column) => `«${(messages as Record<string, string>)[`imports.column.${column.key}`]}» (${column.key})`,
    );
  if (missing.length)
    throw fieldRefusal(422, 'file', 'imports.missingColumns', { columns: missing.join(', ') });

  async function* batches(): AsyncGenerator<SheetRow[]> {
    let batch: SheetRow[] = [];
    try {
      for await (const { row, values } of source) {
        if (isBlank(values)) continue;
        const cells: Record<string, Cell> = {};
        positions.forEach((key, index) => {
          if (key) cells[key] = values[index] ?? '';
        });
        batch.push({ row, cells });
        if (batch.length >= SHEET_BATCH) {
          yield batch;
          batch = [];
        }
      }
    } catch {
      throw fieldRefusal(422, 'file', 'imports.notSpreadsheet');
    }
    if (batch.length) yield batch;
  }
  header = undefined;
  return { columns: positions.filter((p): p is string => Boolean(p)), batches: batches() } satisfies Sheet;
}

import {
  formatMessage,
  type ImportPreview,
  type ImportRowError,
  type ImportType,
  type Locale,
} from '@proboard/domain';
import { fieldRefusal } from '../../platform/errors.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { asinImport } from './asin-import.ts';
import { compatibilityImport } from './compatibility-import.ts';
import type { CheckedRow, ImportKind, RowAction, RowError } from './import-kind.ts';
import { type Cell, openSheet, type SheetFormat } from './import-sheet.ts';

export const IMPORT_KINDS: Readonly<Record<ImportType, ImportKind>> = {
  compatibilities: compatibilityImport(false) as ImportKind,
  easyzone_compatibilities: compatibilityImport(true) as ImportKind,
  amazon_asins: asinImport as ImportKind,
};

/** Sample rows kept of each kind for the preview. */
const SAMPLES = 10;
/** Row errors kept with the file (its error file names them all up to here; the count is exact). */
export const MAX_STORED_ERRORS = 20_000;

export interface CheckResult {
  counts: ImportPreview['counts'];
  samples: ImportPreview['samples'];
  errors: RowError[];
}

const shown = (cells: Record<string, Cell>) =>
  Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, typeof v === 'string' ? v : v.formula]));

/**
 * Goes through a whole file of `type` batch by batch, checking every row as its form would
 * (`each` sees each checked batch: the queue writes it), and totals what the file would do.
 */
export async function checkFile(
  db: Queryable,
  file: { bytes: Buffer; format: SheetFormat; type: ImportType; locale: string },
  each?: (checked: CheckedRow[]) => Promise<void>,
): Promise<CheckResult> {
  const kind = IMPORT_KINDS[file.type];
  const sheet = await openSheet(file.bytes, file.format, file.type, file.locale);
  const lookups = await kind.lookups(db);
  const seen = new Map<string, number>();
  const result: CheckResult = {
    counts: { rows: 0, created: 0, updated: 0, unchanged: 0, errors: 0 },
    samples: { created: [], updated: [], unchanged: [] },
    errors: [],
  };
  for await (const batch of sheet.batches) {
    const checked = await kind.check(db, lookups, batch, seen);
    for (const row of checked) {
      result.counts.rows++;
      if (row.errors.length) {
        result.counts.errors++;
        if (result.errors.length < MAX_STORED_ERRORS) result.errors.push(...row.errors);
        continue;
      }
      const action = row.action as RowAction;
      result.counts[action]++;
      if (result.samples[action].length < SAMPLES)
        result.samples[action].push({ row: row.row, values: shown(row.cells) });
    }
    await each?.(checked);
  }
  if (result.counts.rows === 0) throw fieldRefusal(422, 'file', 'imports.emptyFile');
  return result;
}

/** A column's header in the locale (`article` -> "Artículo"). */
export const columnHeader = (locale: Locale, column: string) =>
  formatMessage(locale, `imports.column.${column}` as never, {});

/** A stored row error as the user reads it, in their language. */
export function errorMessage(locale: Locale, error: RowError): ImportRowError {
  const params = { ...error.params };
  if (typeof params.column === 'string') params.column = columnHeader(locale, params.column);
  return { row: error.row, column: error.column, message: formatMessage(locale, error.key, params) };
}

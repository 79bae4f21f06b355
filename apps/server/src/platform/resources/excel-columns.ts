import {
  BADGE_STATUSES,
  type ColumnDef,
  fieldLabelIn,
  type Locale,
  RESOURCE_LABELS,
  type ResourceDefinition,
  statusWordIn,
  toBadgeStatus,
} from '@proboard/domain';
import type ExcelJS from 'exceljs';
import { wallClock } from './wall-clock.ts';

/** Staff read day/month/year (es, fr, it, pt); a date-time keeps its time of day. */
export const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';
export const DATE_FORMAT = 'dd/mm/yyyy';
/** A month (ColumnValues `month`): its first day, shown as month and year. */
export const MONTH_FORMAT = 'mm/yyyy';
/** An amount in euros: Excel shows its separators in the reader's own locale. */
export const MONEY_FORMAT = '#,##0.00 "€"';
/** A percentage as the list writes it ("15 %"): the cell holds 15, its unit is in the format. */
export const PERCENT_FORMAT = '0 "%"';
export const DECIMAL_PERCENT_FORMAT = '0.00 "%"';

/**
 * One style object per kind of cell, shared by every cell of that kind: exceljs remembers a style
 * object's id, so a shared one costs nothing per cell while a fresh one is rendered for each.
 */
const PLAIN: Partial<ExcelJS.Style> = {};
const DATE_TIME: Partial<ExcelJS.Style> = { numFmt: DATE_TIME_FORMAT };
const DATE: Partial<ExcelJS.Style> = { numFmt: DATE_FORMAT };
const MONTH: Partial<ExcelJS.Style> = { numFmt: MONTH_FORMAT };
const MONEY: Partial<ExcelJS.Style> = { numFmt: MONEY_FORMAT };
const PERCENT: Partial<ExcelJS.Style> = { numFmt: PERCENT_FORMAT };
const DECIMAL_PERCENT: Partial<ExcelJS.Style> = { numFmt: DECIMAL_PERCENT_FORMAT };
export const HEADER_STYLE: Partial<ExcelJS.Style> = { font: { bold: true } };

export interface ExcelCell {
  value: ExcelJS.CellValue;
  style: Partial<ExcelJS.Style>;
}

export interface ExcelColumn {
  key: string;
  header: string;
  /** In characters: from the header and the column's type, never from scanning the rows. */
  width: number;
  /** The cell of `value`; `row` is the record it comes from (a column whose unit another one picks). */
  cell: (value: unknown, row?: Readonly<Record<string, unknown>>) => ExcelCell;
}

const plain = (value: ExcelJS.CellValue): ExcelCell => ({ value, style: PLAIN });
const EMPTY = plain(null);

/** A date alone, as PostgreSQL's `date` text gives it (the export reads dates as text). */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Related records by name, lists joined: what the list screen shows (cell-format.ts of the web). */
function text(value: unknown): string {
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return String(record.name ?? record.description ?? record.az_iso ?? record.id ?? '');
  }
  return String(value);
}

const widthOf = (header: string, values: number) => Math.min(60, Math.max(8, header.length + 2, values));
const longest = (labels: readonly string[]) => Math.max(...labels.map((label) => label.length)) + 2;

/**
 * The columns of an Excel download as the list shows them (CellValue of the web): headers and
 * enumerated values in the caller's language, booleans as the screen's words, date-times as real
 * Excel dates in the caller's time zone, numbers as numbers.
 */
export function excelColumns(
  definition: ResourceDefinition,
  locale: Locale,
  timeZone: string,
): ExcelColumn[] {
  const words = RESOURCE_LABELS[locale].values;
  const resources = RESOURCE_LABELS[locale].resources as Record<string, { values?: unknown } | undefined>;
  const ownValues = resources[definition.name]?.values as Record<string, Record<string, string>> | undefined;
  const toWallClock = wallClock(timeZone);

  const cellOf = (column: ColumnDef): Pick<ExcelColumn, 'cell'> & { width: number } => {
    if (column.values === 'activity') {
      return {
        width: longest([words.status.active, words.status.inactive]),
        cell: (value) =>
          typeof value === 'boolean'
            ? plain(value ? words.status.active : words.status.inactive)
            : cell(value),
      };
    }
    if (column.type === 'boolean') {
      return {
        width: longest([words.yes, words.no]),
        cell: (value) => (typeof value === 'boolean' ? plain(value ? words.yes : words.no) : cell(value)),
      };
    }
    if (column.values === 'status') {
      const wordOf = (status: string) => statusWordIn(locale, definition.name, column.key, status);
      return {
        width: longest(BADGE_STATUSES.map(wordOf)),
        cell: (value) =>
          typeof value === 'string' && toBadgeStatus(value) ? plain(wordOf(value)) : cell(value),
      };
    }
    // An enumerated column whose resource names its values (a warranty's payment type) shows the names.
    const named = column.values ? undefined : ownValues?.[column.key];
    if (named && typeof named === 'object') {
      return {
        width: longest(Object.values(named)),
        cell: (value) => (typeof value === 'string' && named[value] ? plain(named[value]) : cell(value)),
      };
    }
    if (column.type === 'date') {
      const style = column.values === 'month' ? MONTH : DATE;
      return {
        width: DATE_TIME_FORMAT.length + 2,
        cell: (value) => {
          const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
          return day ? { value: new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!)), style } : cell(value);
        },
      };
    }
    if (column.values === 'money') return { width: 14, cell: (value) => amountCell(value, 'money') };
    // A coupon's discount: euros or a percentage as its type says, the unit in the cell's format.
    const unitBy = column.valuesBy;
    if (unitBy) {
      return {
        width: 14,
        cell: (value, row) => {
          const unit = unitBy.values[String(row?.[unitBy.key] ?? '')];
          return unit === 'money' || unit === 'percentage' ? amountCell(value, unit) : cell(value);
        },
      };
    }
    if (column.type === 'number') return { width: 12, cell };
    return { width: 24, cell };
  };

  function amountCell(value: unknown, unit: 'money' | 'percentage'): ExcelCell {
    const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof amount !== 'number' || !Number.isFinite(amount)) return cell(value);
    if (unit === 'money') return { value: amount, style: MONEY };
    return { value: amount, style: Number.isInteger(amount) ? PERCENT : DECIMAL_PERCENT };
  }

  function cell(value: unknown): ExcelCell {
    if (value === null || value === undefined || value === '') return EMPTY;
    if (value instanceof Date) return { value: toWallClock(value), style: DATE_TIME };
    if (typeof value === 'string' || typeof value === 'number') return plain(value);
    if (typeof value === 'boolean') return plain(value ? words.yes : words.no);
    return plain(text(value));
  }

  return definition.columns.map((column) => {
    const header = fieldLabelIn(locale, definition.name, column.key);
    const { width, cell: write } = cellOf(column);
    return { key: column.key, header, width: widthOf(header, width), cell: write };
  });
}

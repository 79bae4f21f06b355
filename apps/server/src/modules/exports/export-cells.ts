import { type Locale, RESOURCE_LABELS, statusWordIn } from '@proboard/domain';
import type ExcelJS from 'exceljs';
import { DATE_FORMAT, type ExcelCell, type ExcelColumn } from '../../platform/resources/excel-columns.ts';

/** A column of an export's sheet: the same shape as the list download's (excel-columns.ts). */
export type SheetColumn = ExcelColumn;

/**
 * `code`: a short code; `amount`: a price in the row's own currency (a plain two-decimal number:
 * the currency is its own column); `day`: a calendar date given as PostgreSQL's text.
 */
export type SheetValueType = 'text' | 'code' | 'number' | 'amount' | 'day' | 'boolean' | 'status';

const PLAIN: Partial<ExcelJS.Style> = {};
const DAY: Partial<ExcelJS.Style> = { numFmt: DATE_FORMAT };
const AMOUNT: Partial<ExcelJS.Style> = { numFmt: '#,##0.00' };
const EMPTY: ExcelCell = { value: null, style: PLAIN };
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const WIDTHS: Record<SheetValueType, number> = {
  text: 30,
  code: 14,
  number: 12,
  amount: 14,
  day: 12,
  boolean: 10,
  status: 16,
};

/** A sub-export's column: real numbers, dates and amounts, booleans and states as words of `locale`. */
export function sheetColumn(
  key: string,
  header: string,
  type: SheetValueType,
  locale: Locale,
  resource = 'exports',
): SheetColumn {
  const words = RESOURCE_LABELS[locale].values;
  const width = Math.min(60, Math.max(WIDTHS[type], header.length + 2));
  const cell = (value: unknown): ExcelCell => {
    if (value === null || value === undefined || value === '') return EMPTY;
    switch (type) {
      case 'number':
      case 'amount': {
        const n = typeof value === 'number' ? value : Number(value);
        if (!Number.isFinite(n)) return { value: String(value), style: PLAIN };
        return { value: n, style: type === 'amount' ? AMOUNT : PLAIN };
      }
      case 'day': {
        const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
        return day
          ? { value: new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!)), style: DAY }
          : { value: String(value), style: PLAIN };
      }
      case 'boolean':
        return {
          value: value === true ? words.yes : value === false ? words.no : String(value),
          style: PLAIN,
        };
      case 'status':
        return { value: statusWordIn(locale, resource, key, String(value)), style: PLAIN };
      default:
        return { value: String(value), style: PLAIN };
    }
  };
  return { key, header, width, cell };
}

/**
 * Whether a text would be read as a formula by a spreadsheet opening a CSV (`=`, `+`, `-`, `@`, and
 * the tab and carriage return OWASP adds): such a text is written with a leading apostrophe, which
 * Excel and LibreOffice show as nothing and read as "this is text".
 */
export const looksLikeFormula = (text: string) => /^[=+\-@\t\r]/.test(text);

const two = (n: number) => String(n).padStart(2, '0');

/** A cell of a sheet as CSV text: ISO dates (date-times as the wall clock), dot decimals, formulas as text. */
export function csvField(cell: ExcelCell): string {
  const { value } = cell;
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${two(value.getUTCMonth() + 1)}-${two(value.getUTCDate())}`;
    text = cell.style.numFmt?.includes('hh')
      ? `${day} ${two(value.getUTCHours())}:${two(value.getUTCMinutes())}`
      : day;
  } else if (typeof value === 'number') {
    text = String(value);
  } else {
    text = String(value);
    if (looksLikeFormula(text)) text = `'${text}`;
  }
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

import type { ColumnType, ColumnValues, ColumnValuesBy } from '@proboard/domain';
import { calendarDayText } from '@proboard/domain';

/** Text of a list value: related records by name, dates in the user's locale, the rest as text. */
export function cellText(value: unknown, type: ColumnType | undefined, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date' && typeof value === 'string') {
    // A `date` column (a discount's validity) is a day, not a moment: no time, no zone shift.
    const day = calendarDayText(value, locale);
    if (day) return day;
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) {
      return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
    }
  }
  // A fraction in the locale's writing (7,5); whole numbers (ids, counts) as they are.
  if (typeof value === 'number' && !Number.isInteger(value)) {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 4, useGrouping: false }).format(value);
  }
  if (Array.isArray(value)) return value.map((item) => cellText(item, undefined, locale)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return String(record.name ?? record.description ?? record.az_iso ?? record.id ?? '');
  }
  return String(value);
}

/** A share in the locale's writing with its sign (`7,5 %` in Spanish, `7.5%` in English). */
export function percentageText(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(value / 100);
}

/** A column's label set for one row: the one its `valuesBy` picks by the row, else its own. */
export function rowValues(
  column: { values?: ColumnValues | undefined; valuesBy?: ColumnValuesBy | undefined },
  row: unknown,
): ColumnValues | undefined {
  const by = column.valuesBy;
  if (!by) return column.values;
  const chooser = (row as Record<string, unknown> | null)?.[by.key];
  return (typeof chooser === 'string' ? by.values[chooser] : undefined) ?? column.values;
}

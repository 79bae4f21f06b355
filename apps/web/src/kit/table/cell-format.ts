import type { ColumnType } from '@proboard/domain';
import { calendarDayText } from '../fields/calendar-day.ts';

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
  if (Array.isArray(value)) return value.map((item) => cellText(item, undefined, locale)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return String(record.name ?? record.description ?? record.az_iso ?? record.id ?? '');
  }
  return String(value);
}

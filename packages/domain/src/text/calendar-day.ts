/** A calendar day as the API sends it (`2027-03-31`, a PostgreSQL `date`), with no time and no zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day written in the user's language (`31/3/27`, `martes, 31 de marzo de 2027`), or null
 * for anything that is not one. Read and written in UTC: `new Date('2027-03-31')` is midnight UTC,
 * which the user's own zone would show as the 30th anywhere west of Greenwich.
 */
export function calendarDayText(
  value: unknown,
  locale: string,
  style: 'short' | 'medium' | 'long' | 'full' = 'short',
): string | null {
  if (typeof value !== 'string' || !CALENDAR_DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  // `2027-02-30` parses as 2 March: not a day anyone chose.
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** The month of a calendar day, with its year, in the user's language (`noviembre de 2026`), or null. */
export function calendarMonthText(value: unknown, locale: string): string | null {
  if (calendarDayText(value, locale) === null) return null;
  const date = new Date(`${value as string}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A date-time written as ISO (`2026-11-09T06:05:21.584Z`): a moment, not a calendar day. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A moment in the user's language and in the zone of their device (`9 de noviembre de 2026,
 * 7:05:21`), or null for anything that is not one.
 */
export function momentText(value: unknown, locale: string, timeZone?: string): string | null {
  if (typeof value !== 'string' || !MOMENT.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'medium', timeZone }).format(date);
}

import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

const TOKENS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  day: 'DD',
  month: 'MM',
  year: 'YYYY',
};

/**
 * How a day is typed in the interface language, as a dayjs format: `DD/MM/YYYY` in Spanish, French,
 * Italian and Portuguese, `MM/DD/YYYY` in English. Read from Intl's own numeric date, so it follows
 * the language rather than the browser's settings.
 */
export function typedDayFormat(locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2027, 2, 31)));
  return parts.map((part) => TOKENS[part.type] ?? (part.type === 'literal' ? part.value : '')).join('');
}

/**
 * The calendar day (`2027-03-31`) a person typed, or null when it is not one. The language's order
 * with one or two digits for day and month (`31/3/2027`), its two-digit year (`31/03/27`, this
 * century), and the API's own `2027-03-31` are understood; `31/02/2027` is not a day.
 */
export function parseTypedDay(text: string, locale: string): string | null {
  const typed = text.trim();
  if (!typed) return null;
  // Strict parsing compares the day written back with the text: `D` reads `4`, `DD` reads `04`.
  const formats = ['DD', 'D']
    .flatMap((day) =>
      ['MM', 'M'].map((month) => typedDayFormat(locale).replace('DD', day).replace('MM', month)),
    )
    .flatMap((format) => [format, format.replace('YYYY', 'YY')])
    .concat('YYYY-MM-DD');
  for (const candidate of formats) {
    const day = dayjs(typed, candidate, true);
    if (day.isValid()) return day.format('YYYY-MM-DD');
  }
  return null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const TYPED_MONTH = /^(\d{1,2})[/.-](\d{4})$/;

/**
 * What a list's date filter sends for the text typed in its box. The API matches the beginning of
 * the ISO date (`2027`, `2027-03`, `2027-03-31`); a person types a day in the language's order
 * (`31/03/2027`) or a month as `03/2027`. Anything else goes as typed (a year, an ISO prefix).
 */
export function dateFilterValue(text: string, locale: string): string {
  const typed = text.trim();
  const day = parseTypedDay(typed, locale);
  if (day) return day;
  const month = TYPED_MONTH.exec(typed);
  if (month && Number(month[1]) >= 1 && Number(month[1]) <= 12) {
    return `${month[2]}-${month[1]!.padStart(2, '0')}`;
  }
  return typed;
}

/** The text a list's date filter shows for the value it sent (`dateFilterValue` read back). */
export function dateFilterText(value: string, locale: string): string {
  if (ISO_DAY.test(value)) {
    const day = dayjs(value, 'YYYY-MM-DD', true);
    if (day.isValid()) return day.format(typedDayFormat(locale));
  }
  const month = ISO_MONTH.exec(value);
  return month ? `${month[2]}/${month[1]}` : value;
}

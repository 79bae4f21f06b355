import { SEARCH_TEXT_COLUMN } from '../columns.ts';
import type { Row } from './resource-store.ts';

/** timestamptz: drizzle hands it over as PostgreSQL's text (`2024-06-01 10:00:00.123+00`). */
export const TIMESTAMPTZ = 1184;

interface QueryAnswer<T> {
  rows: T[];
  /** Column names and types, as node-postgres gives them. */
  fields?: { name: string; dataTypeID: number }[];
}

/** Columns the database keeps for itself (a list's search text, ResourceStore.searchText): never answered. */
export const INTERNAL_COLUMNS: ReadonlySet<string> = new Set([SEARCH_TEXT_COLUMN]);

/**
 * The rows of a query as the API answers them: timestamptz columns in ISO 8601 (UTC), internal columns
 * left out, everything else as PostgreSQL gave it. Columns are picked by their type, so a text that
 * merely looks like a timestamp (a name, say) is left alone. Converts in place: the rows are this
 * answer's own.
 */
export function serializeRows<T extends Row = Row>(answer: QueryAnswer<T>): T[] {
  const fields = answer.fields ?? [];
  const stamps = fields.filter((field) => field.dataTypeID === TIMESTAMPTZ).map((f) => f.name);
  const internal = fields.filter((field) => INTERNAL_COLUMNS.has(field.name)).map((f) => f.name);
  if (stamps.length === 0 && internal.length === 0) return answer.rows;
  for (const row of answer.rows) {
    const record = row as Row;
    for (const key of stamps) {
      const value = record[key];
      if (typeof value === 'string') record[key] = utcStamp(value);
    }
    for (const key of internal) delete record[key];
  }
  return answer.rows;
}

/** PostgreSQL's text of a timestamptz (as drizzle gives it), or a Date, in ISO 8601 (UTC). */
export const isoTimestamp = (value: string | Date) => new Date(value).toISOString();

/** PostgreSQL's text of a UTC timestamptz, `2019-06-10 03:19:33.7+00`: its parts are read in place. */
const UTC_STAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/** The same instant as isoTimestamp gives it (`2019-06-10T03:19:33.700Z`), without parsing a Date. */
export function utcStamp(value: string): string {
  const parts = UTC_STAMP.exec(value);
  if (!parts) return isoTimestamp(value);
  return `${parts[1]}T${parts[2]}.${(parts[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

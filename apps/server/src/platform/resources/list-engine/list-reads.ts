import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Queryable, Row } from '../resource-store.ts';
import { INTERNAL_COLUMNS, TIMESTAMPTZ, utcStamp } from '../serialize.ts';

/** Turns a list statement into its text and values (also the key of list memory: read-list-page.ts). */
export const queryDialect = new PgDialect();

/**
 * How many list statements one connection keeps prepared. A connection that prepares one more is
 * closed when it is handed back, and the pool opens a fresh one: its statements go with it (a list's
 * filters and sorts make many texts, and PostgreSQL keeps each one's parse tree until the end).
 */
export const PREPARED_PER_CONNECTION = 250;
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * Types left as PostgreSQL's text, as drizzle leaves them (its node-postgres session): timestamps,
 * dates, intervals, and arrays of numerics and of those. Rows read here equal drizzle's.
 */
const TEXT_TYPES: ReadonlySet<number> = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;
const types = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(id) ? asText : pg.types.getTypeParser(id, format),
} as pg.CustomTypesConfig;

/** The rows of a list statement as the API answers them, and its `__` columns (from its first row). */
export interface ListRead {
  rows: Row[];
  /** Values the statement carries beside the rows (`__matches`), named without their `__`. */
  meta: Row;
}

/**
 * Runs a list statement (rows, count, ids) as a prepared statement named by its text: each
 * connection parses a list's statement once, not on every request (0.2-0.4 ms of PostgreSQL's time
 * each). Plans stay made for each request's values (`plan_cache_mode`, createDb): a plan made once
 * for a search's pattern would be wrong for another. Rows come as arrays and are built here, without
 * the search text and the `__` columns, timestamps in ISO 8601 (serializeRows does the same to
 * object rows, by deleting keys: such objects are slower to copy and to turn into JSON).
 */
export async function readList(db: Queryable, query: SQL): Promise<ListRead> {
  const { sql: text, params } = queryDialect.sqlToQuery(query);
  const pool = (db as { $client?: unknown }).$client;
  if (!isPool(pool)) {
    const result = await db.execute<Row>(query);
    return built(
      result.fields ?? [],
      result.rows.map((row) => (result.fields ?? []).map((f) => row[f.name])),
    );
  }
  const client = await pool.connect();
  const name = statementName(text);
  const names = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, names.add(name));
  let failed = false;
  try {
    const result = await client.query<unknown[]>({
      name,
      text,
      values: params as unknown[],
      rowMode: 'array',
      types,
    });
    return built(result.fields, result.rows);
  } catch (error) {
    // A connection that failed mid-statement is not handed to the next request.
    failed = true;
    throw error;
  } finally {
    client.release(failed || names.size > PREPARED_PER_CONNECTION);
  }
}

const isPool = (value: unknown): value is pg.Pool =>
  typeof value === 'object' && value !== null && 'connect' in value && 'totalCount' in value;

/** Within PostgreSQL's 63 characters; a hash of the text, so one name is never two statements. */
const statementName = (text: string) => `list_${createHash('sha1').update(text).digest('base64url')}`;

function built(fields: { name: string; dataTypeID: number }[], arrays: unknown[][]): ListRead {
  const meta: Row = {};
  const kept: { index: number; name: string; stamp: boolean }[] = [];
  fields.forEach((field, index) => {
    if (field.name.startsWith('__')) meta[field.name.slice(2)] = arrays[0]?.[index];
    else if (!INTERNAL_COLUMNS.has(field.name))
      kept.push({ index, name: field.name, stamp: field.dataTypeID === TIMESTAMPTZ });
  });
  const rows = arrays.map((values) => {
    const row: Row = {};
    for (const { index, name, stamp } of kept) {
      const value = values[index];
      row[name] = stamp && typeof value === 'string' ? utcStamp(value) : value;
    }
    return row;
  });
  return { rows, meta };
}

import { issueKey, type ServerMessageKey } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable, Row, Tx } from '../../platform/resources/resource-store.ts';
import type { Cell, SheetRow } from './import-sheet.ts';

export interface RowError {
  row: number;
  /** The file's column, or null for the row as a whole. */
  column: string | null;
  key: ServerMessageKey;
  params?: Record<string, string | number>;
}

export type RowAction = 'created' | 'updated' | 'unchanged';

export interface CheckedRow {
  row: number;
  cells: Record<string, Cell>;
  errors: RowError[];
  /** The record's writable values, as the form would send them (rows without errors). */
  body?: Row;
  action?: RowAction;
}

/** The key a row names its record by, and the first row of the file that named it. */
export type SeenKeys = Map<string, number>;

/** One type of import: how a batch of rows is checked, written and undone. */
export interface ImportKind<L = unknown> {
  /** The table it writes (import_changes.target). */
  target: string;
  /** What the checks look up once per file (the small vocabularies). */
  lookups(db: Queryable): Promise<L>;
  check(db: Queryable, lookups: L, batch: SheetRow[], seen: SeenKeys): Promise<CheckedRow[]>;
  /** Upserts the rows by their key and logs each change; resolves how many were created and updated. */
  apply(tx: Tx, fileId: number, bodies: Row[]): Promise<{ created: number; updated: number }>;
  /** Takes back what the file's changes log says it did. */
  undo(tx: Tx, fileId: number): Promise<void>;
}

/** A cell's text, trimmed; a formula cell reads as empty (its error is reported by `formulaErrors`). */
export const text = (cells: Record<string, Cell>, key: string) => {
  const cell = cells[key];
  return typeof cell === 'string' ? cell.trim() : '';
};

export function formulaErrors(row: SheetRow): RowError[] {
  return Object.entries(row.cells)
    .filter(([, cell]) => typeof cell !== 'string')
    .map(([column, cell]) => ({
      row: row.row,
      column,
      key: 'imports.formulaCell' as const,
      params: { formula: (cell as { formula: string }).formula.slice(0, 60) },
    }));
}

export function requiredErrors(row: SheetRow, keys: readonly string[]): RowError[] {
  return keys
    .filter((key) => typeof row.cells[key] === 'string' && text(row.cells, key) === '')
    .map((key) => ({ row: row.row, column: key, key: 'validations.required' as const }));
}

/**
 * The form schema's verdict on a body, as row errors in the file's columns (`fields`: the schema's
 * field -> the column it comes from).
 */
export function schemaErrors(
  schema: z.ZodType,
  body: Row,
  row: number,
  fields: Readonly<Record<string, string>>,
): RowError[] {
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const { key, params } = issueKey(issue, body);
    return { row, column: fields[String(issue.path[0])] ?? null, key, params };
  });
}

/** Rule errors of a store (field -> message keys) as row errors in the file's columns. */
export function ruleErrors(
  errors: Record<string, string[]>,
  row: number,
  fields: Readonly<Record<string, string>>,
): RowError[] {
  return Object.entries(errors).flatMap(([field, keys]) =>
    keys.map((key) => ({ row, column: fields[field] ?? null, key: key as ServerMessageKey })),
  );
}

/** Records of `table` by their code, for the codes of a batch (one query, the code's unique index). */
export async function idsByCode(db: Queryable, table: string, codes: Iterable<string>) {
  const list = [...new Set(codes)].filter(Boolean);
  if (!list.length) return new Map<string, number>();
  const found = await db.execute<{ id: number; az_iso: string }>(
    sql`select id, az_iso from ${sql.raw(`"${table}"`)} where az_iso = any(${sql.param(list)}::text[])`,
  );
  return new Map(found.rows.map((r) => [r.az_iso, r.id]));
}

/** A vocabulary's rows by their code and by their name, compared in upper case. */
export function byCodeOrName<T extends { az_iso: string; name?: string | null }>(rows: T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    if (row.name) map.set(row.name.toUpperCase(), row);
  }
  for (const row of rows) map.set(row.az_iso.toUpperCase(), row);
  return map;
}

/** The key repeated in the file: an error naming the row that had it first. */
export function repeatedKey(seen: SeenKeys, key: string, row: number): RowError | null {
  const first = seen.get(key);
  if (first !== undefined) return { row, column: null, key: 'imports.duplicateKey', params: { row: first } };
  seen.set(key, row);
  return null;
}

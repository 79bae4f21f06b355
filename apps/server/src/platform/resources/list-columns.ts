import type { ResourceDefinition } from '@proboard/domain';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The columns of a list row (ResourceStore.listColumns): the definition's list columns that the table
 * holds, the id, `extra` (the ids a row's labels and links need) and the row's version. Not the
 * form's other fields (comments, e-mails, flags), parsed and sent 25 times a page for nothing: the
 * record's own read has them all.
 */
export function listColumnsOf(
  definition: Pick<ResourceDefinition, 'columns'>,
  table: PgTable,
  extra: readonly string[] = [],
): string[] {
  const held = new Set(Object.values(getTableColumns(table)).map((column) => column.name));
  const wanted = ['id', ...definition.columns.map((column) => column.key), ...extra, 'updated_at'];
  return [...new Set(wanted)].filter((name) => held.has(name));
}

import { sql } from 'drizzle-orm';
import { recordAudits } from '../../platform/audit.ts';
import type { HookCaller, Row, Tx } from '../../platform/resources/resource-store.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';

/** Each level below a node: its table, its resource name (audit type) and its parent key. */
const BELOW = {
  books: { table: 'digital_sections', type: 'digitalsections', parentKey: 'book_id', next: 'sections' },
  sections: {
    table: 'digital_subsections',
    type: 'digitalsubsections',
    parentKey: 'section_id',
    next: 'subsections',
  },
  subsections: { table: 'digital_contents', type: 'digitalcontents', parentKey: 'subsection_id', next: null },
} as const;

export type SubtreeRoot = keyof typeof BELOW;

/**
 * Deletes everything under a node before the node itself goes (the kit's delete, whose confirmation
 * says it cannot be undone): deepest level first, each row with its own audit row, by the deleting
 * user. The foreign keys stay RESTRICT, so no other path can drop a subtree silently.
 */
export async function deleteSubtree(tx: Tx, root: SubtreeRoot, id: number, caller: HookCaller) {
  const levels: { table: string; type: string; ids: number[] }[] = [];
  let parents = [id];
  let level: SubtreeRoot | null = root;
  while (level && parents.length) {
    const { table, type, parentKey, next }: (typeof BELOW)[SubtreeRoot] = BELOW[level];
    const found = await tx.execute<{ id: number }>(
      sql`select id from ${sql.raw(`"${table}"`)} where ${sql.raw(`"${parentKey}"`)} = any(${sql.param(parents)}::int[])`,
    );
    parents = found.rows.map((row) => row.id);
    if (parents.length) levels.push({ table, type, ids: parents });
    level = next;
  }
  const actor = { userId: caller.userId, email: null, url: null, ip: null, userAgent: null, requestId: null };
  for (const { table, type, ids } of levels.reverse()) {
    const deleted = serializeRows(
      await tx.execute<Row>(
        sql`delete from ${sql.raw(`"${table}"`)} where id = any(${sql.param(ids)}::int[]) returning *`,
      ),
    );
    await recordAudits(
      tx,
      actor,
      deleted.map((row) => ({ event: 'deleted' as const, type, id: row.id as number, before: row })),
    );
  }
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/resources/resource-store.ts';

/**
 * Positions of the nodes of one level inside their parent: dense (1..n) and unique (an index on
 * parent and position). Every change first locks the parent row (`for no key update`, which lets the
 * foreign-key checks of other writers through), so concurrent moves, creates and deletes under one
 * parent take turns and each sees the others' result. Rows are shifted in two steps (negated, then
 * back) because a unique index is checked row by row during one UPDATE.
 */
export interface Level {
  table: string;
  parentTable: string;
  parentKey: string;
}

const ident = (name: string) => sql.raw(`"${name}"`);

/** Locks the parents (in id order, so two writers never wait for each other crosswise). */
export async function lockParents(tx: Tx, level: Level, parentIds: number[]): Promise<number[]> {
  const ids = [...new Set(parentIds)].sort((a, b) => a - b);
  const found = await tx.execute<{ id: number }>(
    sql`select id from ${ident(level.parentTable)} where id = any(${sql.param(ids)}::int[]) order by id for no key update`,
  );
  return found.rows.map((row) => row.id);
}

async function shift(tx: Tx, level: Level, parentId: number, from: number, to: number, by: 1 | -1) {
  const { table, parentKey } = level;
  await tx.execute(sql`update ${ident(table)} set position = -(position + ${by})
    where ${ident(parentKey)} = ${parentId} and position between ${from} and ${to}`);
  await tx.execute(sql`update ${ident(table)} set position = -position
    where ${ident(parentKey)} = ${parentId} and position < 0`);
}

/** Takes a node out of its parent's order (to 0) and closes the gap. The parent must be locked. */
export async function detach(tx: Tx, level: Level, id: number) {
  const row = await tx.execute<{ parent: number; position: number }>(
    sql`select ${ident(level.parentKey)} as parent, position from ${ident(level.table)} where id = ${id}`,
  );
  const current = row.rows[0];
  if (!current || current.position === 0) return;
  await tx.execute(sql`update ${ident(level.table)} set position = 0 where id = ${id}`);
  await shift(tx, level, current.parent, current.position + 1, 2_147_483_646, -1);
}

/** Puts a detached node (position 0) last in its parent. The parent must be locked. */
export async function appendLast(tx: Tx, level: Level, id: number) {
  await tx.execute(sql`update ${ident(level.table)} t set position = (
      select coalesce(max(s.position), 0) + 1 from ${ident(level.table)} s where s.${ident(level.parentKey)} = t.${ident(level.parentKey)})
    where id = ${id}`);
}

/**
 * Moves a node to `target` (1..n, clamped) inside its parent, shifting the siblings between; answers
 * the position it ends at, or null when the node does not exist.
 */
export async function moveTo(tx: Tx, level: Level, id: number, target: number): Promise<number | null> {
  const parent = await tx.execute<{ parent: number }>(
    sql`select ${ident(level.parentKey)} as parent from ${ident(level.table)} where id = ${id}`,
  );
  const parentId = parent.rows[0]?.parent;
  if (parentId === undefined) return null;
  await lockParents(tx, level, [parentId]);
  // Read again under the lock: a concurrent move may have changed it meanwhile.
  const now = await tx.execute<{ parent: number; position: number; count: number }>(sql`
    select t.${ident(level.parentKey)} as parent, t.position,
      (select count(*)::int from ${ident(level.table)} s where s.${ident(level.parentKey)} = t.${ident(level.parentKey)}) as count
    from ${ident(level.table)} t where t.id = ${id}`);
  const current = now.rows[0];
  if (!current) return null;
  if (current.parent !== parentId) return moveTo(tx, level, id, target);
  const to = Math.min(Math.max(target, 1), current.count);
  if (to === current.position) return to;
  await tx.execute(sql`update ${ident(level.table)} set position = 0 where id = ${id}`);
  if (to < current.position) await shift(tx, level, parentId, to, current.position - 1, 1);
  else await shift(tx, level, parentId, current.position + 1, to, -1);
  await tx.execute(sql`update ${ident(level.table)} set position = ${to} where id = ${id}`);
  return to;
}

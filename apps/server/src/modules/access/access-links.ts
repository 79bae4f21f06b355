import { sql } from 'drizzle-orm';
import { quoteIdent } from '../../platform/resources/list-engine/columns-sql.ts';
import type { Queryable, Tx } from '../../platform/resources/resource-store.ts';

/**
 * A many-to-many link edited as a list of ids on its owner's form (a role's permissions, a group's
 * roles, an application's groups): replaced whole on every write, read back as ids.
 */
export interface LinkTable {
  table: string;
  owner: string;
  target: string;
  /** The table the target ids point into (to refuse unknown ids with 422). */
  targetTable: string;
}

const ident = (name: string) => sql.raw(quoteIdent(name));

export async function linkedIds(db: Queryable, link: LinkTable, ownerId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(
    sql`select ${ident(link.target)} as id from ${ident(link.table)} where ${ident(link.owner)} = ${ownerId}
      order by ${ident(link.target)}`,
  );
  return result.rows.map((row) => row.id);
}

export async function replaceLinks(tx: Tx, link: LinkTable, ownerId: number, ids: readonly number[]) {
  await tx.execute(sql`delete from ${ident(link.table)} where ${ident(link.owner)} = ${ownerId}`);
  if (ids.length === 0) return;
  await tx.execute(sql`insert into ${ident(link.table)} (${ident(link.owner)}, ${ident(link.target)})
    select ${ownerId}, unnest(${sql.param([...new Set(ids)])}::int[])`);
}

/** Whether every id names a row of the link's target table. */
export async function allExist(tx: Tx, link: LinkTable, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const result = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${ident(link.targetTable)} where id = any(${sql.param(unique)}::int[])`,
  );
  return result.rows[0]?.n === unique.length;
}

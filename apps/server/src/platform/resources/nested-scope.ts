import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../errors.ts';
import { quoteIdent } from './list-engine/columns-sql.ts';
import type { Queryable, ResourceStore, Row } from './resource-store.ts';

/** A parent id in a path is a PostgreSQL integer: anything else names no parent (404). */
const parentParams = z.object({ parent_id: z.string().min(1).max(100) });
const parentAndIdParams = parentParams.extend({ id: z.string().min(1).max(100) });

const parentIdOf = (params: unknown): number | null => {
  const raw = (params as { parent_id?: unknown } | null)?.parent_id;
  return typeof raw === 'string' && /^\d{1,10}$/.test(raw) && Number(raw) <= 2_147_483_647
    ? Number(raw)
    : null;
};

const and = (a: SQL | null | undefined, b: SQL): SQL => (a ? sql`(${a}) and ${b}` : b);

/**
 * The nested routes of a child resource (ARCHITECTURE.md "Nested resources"): its paths sit under one
 * parent record (`{parent apiPath}/:parent_id/{child apiPath}`), and every request works with the child
 * store scoped to that parent:
 * - a parent that does not exist answers 404, as does a child of another parent (read, update, delete);
 * - lists and Excel hold only the parent's children (the scope is the list's first condition);
 * - the parent's id is written from the path on create (a body's own value is ignored: the column is
 *   one of the record's read-only keys), and an update never moves a child to another parent;
 * - writes lock the parent row first, so rules across siblings ("one default address") take turns.
 */
export function nestedScope(child: ResourceStore, parent: ResourceStore) {
  const link = child.definition.parent;
  if (!link) throw new Error(`${child.definition.name} names no parent in its definition`);
  if (link.resource !== parent.definition.name) {
    throw new Error(`${child.definition.name}'s parent is ${link.resource}, not ${parent.definition.name}`);
  }
  const key = link.key;
  const column = sql.raw(`t.${quoteIdent(key)}`);
  const parentTable = sql.raw(quoteIdent(parent.table));
  const hooks = child.hooks ?? {};

  function scopedTo(parentId: number): ResourceStore {
    const lockParent = (db: Queryable) =>
      db.execute(sql`select 1 from ${parentTable} where id = ${parentId} for update`);
    return {
      ...child,
      // The whole table's counters say nothing about one parent's children (nor do they by state).
      countedColumns: undefined,
      weekCounted: undefined,
      // Nor do the postings of its words, split by the child's scope at most, not by parent.
      searchWords: undefined,
      writable: child.writable.includes(key) ? child.writable : [...child.writable, key],
      hooks: {
        ...hooks,
        listScope: () => and(hooks.listScope?.(), sql`${column} = ${parentId}`),
        // The whole table's counters say nothing about one parent's children.
        scopeTotal: undefined,
        // The child's own prepare sees its parent (a discount's client key is derived from it).
        prepare: (body: Row) => {
          const withParent = { ...body, [key]: parentId };
          return { ...(hooks.prepare ? hooks.prepare(withParent) : withParent), [key]: parentId };
        },
        async validate(tx, body, existing, caller) {
          await lockParent(tx);
          return (await hooks.validate?.(tx, body, existing, caller)) ?? {};
        },
        async validateDelete(tx, existing, caller) {
          await lockParent(tx);
          return (await hooks.validateDelete?.(tx, existing, caller)) ?? {};
        },
        async attach(db, record) {
          if (Number(record[key]) !== parentId) throw notFound();
          return hooks.attach ? hooks.attach(db, record) : record;
        },
      },
    };
  }

  return {
    path: `${parent.definition.apiPath}/:parent_id/${child.definition.apiPath}`,
    params: parentParams,
    recordParams: parentAndIdParams,
    /** The child store for the parent named by the path; 404 when that parent does not exist. */
    async storeFor(db: Queryable, params: unknown): Promise<ResourceStore> {
      const parentId = parentIdOf(params);
      const raw = (params as { parent_id?: unknown } | null)?.parent_id;
      // A parent whose web routes name it by az_iso (an article's tabs) is found by it too (SPEC-RULINGS).
      const where =
        parentId !== null
          ? sql`id = ${parentId}`
          : parent.azIsoLookup && typeof raw === 'string'
            ? sql`az_iso = ${raw}`
            : null;
      if (!where) throw notFound();
      const found = await db.execute<{ id: number }>(sql`select id from ${parentTable} where ${where}`);
      const id = found.rows[0]?.id;
      if (id === undefined) throw notFound();
      return scopedTo(Number(id));
    },
  };
}

import { type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from '../current-user.ts';
import { notFound } from '../errors.ts';
import { quoteIdent } from './list-engine/columns-sql.ts';
import type { ResourceStore } from './resource-store.ts';

/**
 * The rows a caller may read, where a guard lets some callers see only part of a resource (the
 * alerts of one's own market): a condition on `t`, or null for every row.
 */
export type ReadScope = (user: CurrentUser | null) => SQL | null;

/**
 * The store as `user` reads it: its lists and Excel hold only the rows `scope` keeps (the list's
 * condition, so list memory keys it apart), and a record outside it answers 404, as one that does
 * not exist (its existence is none of the caller's business). Counters of the whole table say
 * nothing about the scoped part, so the list counts its rows.
 */
export function withReadScope(
  store: ResourceStore,
  scope: ReadScope,
  user: CurrentUser | null,
): ResourceStore {
  const condition = scope(user);
  if (!condition) return store;
  const hooks = store.hooks ?? {};
  const table = sql.raw(quoteIdent(store.table));
  return {
    ...store,
    countedColumns: undefined,
    weekCounted: undefined,
    searchWords: undefined,
    hooks: {
      ...hooks,
      listScope: () => {
        const own = hooks.listScope?.();
        return own ? sql`(${own}) and ${condition}` : condition;
      },
      scopeTotal: undefined,
      async attach(db, record) {
        const kept = await db.execute(
          sql`select 1 from ${table} t where t.id = ${Number(record.id)} and ${condition}`,
        );
        if (kept.rows.length === 0) throw notFound();
        return hooks.attach ? hooks.attach(db, record) : record;
      },
    },
  };
}

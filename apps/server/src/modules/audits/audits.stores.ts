import { audits, canAccess, RESOURCE_ACCESS, RESOURCE_DEFINITIONS } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../platform/current-user.ts';
import type { ReadScope } from '../../platform/resources/read-scope.ts';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';

/** The text a filter typed, out of the LIKE pattern the list engine hands a custom filter (`%text%`). */
const typedValue = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, '$1').trim();

/** Keys of the change, for updates only (a creation carries every field: its list row names none). */
const FIELDS = `case when t.event in ('updated', 'reverted') and jsonb_typeof(t.new_values) = 'object'
  then (select string_agg(k, ', ' order by k) from jsonb_object_keys(t.new_values) k) end`;

/** The definitions whose records the audits name, by audit type (the type is the definition's name). */
const AUDITED = Object.values(RESOURCE_DEFINITIONS);

/**
 * The audits list. Its filters are equalities on the indexed columns (a record's history and a
 * user's changes each walk their own index, migration 0063); `created_from` and `created_to` bound
 * the date range (the day typed, in UTC).
 */
export const auditStore: ResourceStore = {
  definition: audits,
  table: 'audits',
  writable: [],
  json: ['old_values', 'new_values'],
  countedColumns: ['auditable_type'],
  weekCounted: { column: 'created_at' },
  listColumns: [
    'id',
    'created_at',
    'user_id',
    'user_email',
    'event',
    'auditable_type',
    'auditable_id',
    'reverts_id',
    'updated_at',
  ],
  computed: { fields: FIELDS },
  expressions: { created_from: 't.created_at', created_to: 't.created_at' },
  filters: {
    event: (pattern) => sql`t.event = ${typedValue(pattern).toLowerCase()}`,
    auditable_type: (pattern) => sql`t.auditable_type = ${typedValue(pattern).toLowerCase()}`,
    auditable_id: (pattern) => sql`t.auditable_id = ${typedValue(pattern)}`,
    // A user by id, or by the e-mail they had (the row keeps it: a deleted user's changes stay findable).
    user_email: (pattern) => {
      const typed = typedValue(pattern);
      return /^\d{1,9}$/.test(typed)
        ? sql`t.user_id = ${Number(typed)}`
        : sql`t.user_id in (select u.id from users u where lower(u.email) = ${typed.toLowerCase()})`;
    },
    created_from: (pattern) => sql`t.created_at >= ${dayOf(typedValue(pattern))}::timestamptz`,
    created_to: (pattern) =>
      sql`t.created_at < ${dayOf(typedValue(pattern))}::timestamptz + interval '1 day'`,
  },
  // The typed id whole, in each resource: one range of the record index per type, not a scan of all rows.
  search: (typed) =>
    sql`t.auditable_type = any(${sql.param(AUDITED.map((d) => d.name))}) and t.auditable_id = ${typed.trim()}`,
  uniques: {},
};

/** A `YYYY-MM-DD` day typed in a range filter; anything else is refused by PostgreSQL's cast as 422. */
function dayOf(typed: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(typed) ? typed : 'invalid';
}

/**
 * The audit types `user` may read the changes of: the resources whose details guard (or list guard,
 * for a resource without details) they pass. A type that is no resource's (a workflow message, a
 * stored file) is for audits-read-all only.
 */
export function readableAuditTypes(user: CurrentUser | null): string[] {
  return AUDITED.filter((definition) => {
    const access = definition.access ?? definition.name;
    const actions = RESOURCE_ACCESS[access];
    if (!actions) return false;
    return canAccess(access, actions.details ? 'details' : 'list', user);
  }).map((definition) => definition.name);
}

/** Whether `user` reads every change (audits-read-all; AZ_SADMIN passes every permission). */
export const readsAllAudits = (user: CurrentUser | null) =>
  user !== null && (user.permissions.includes('audits-read-all') || user.roles.includes('AZ_SADMIN'));

/** audits-read: only the changes of the resources the caller may read (server-enforced). */
export const auditReadScope: ReadScope = (user) => {
  if (readsAllAudits(user)) return null;
  const types = readableAuditTypes(user);
  return types.length ? sql`t.auditable_type = any(${sql.param(types)})` : sql`false`;
};

import {
  EXTERNAL_TYPE_PROFILES,
  externalUsers,
  internalUsers,
  partnerUsers,
  type ResourceDefinition,
} from '@proboard/domain';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { partitionTotal } from '../../platform/resources/list-engine/partition-counts.ts';
import type { Queryable, ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { users } from './access.tables.ts';
import { checkPersonGrants } from './grant-limits.ts';
import { administrationKeeperErrors, extraRoleIds } from './user-access.ts';
import { queueInvitation } from './user-invitations.ts';
import { endAllSessions } from './user-sessions.ts';

type Errors = Record<string, string[]>;
const UNKNOWN_REFERENCE = 'validations.in_array';

/** A user's profile as a value of the insert itself (the kit writes SQL values as they are). */
const profileNamed = (azIso: string): SQL => sql`(select id from profiles where az_iso = ${azIso})`;
const profileIds = (azIsos: readonly string[]) =>
  sql.raw(`select id from profiles where az_iso in (${azIsos.map((p) => `'${p}'`).join(', ')})`);
/** An array, not `in (select…)`: the planner then walks the list's order index instead of sorting. */
const profileCondition = (azIsos: readonly string[]) => sql`t.profile_id = any(array(${profileIds(azIsos)}))`;
/** The kind's total from the users' counters by profile (migration 0017), not a count of its rows. */
const profileTotal = (azIsos: readonly string[]) => partitionTotal('users', 'profile_id', profileIds(azIsos));

/** List rows and Excel: every column but the password hash. */
const LIST_COLUMNS = Object.values(getTableColumns(users))
  .map((column) => column.name)
  .filter((name) => name !== 'password_hash');

const PERSON_WRITABLE = ['email', 'name', 'surname', 'country_iso', 'market', 'status', 'position', 'type'];

async function missing(tx: Tx, query: SQL): Promise<boolean> {
  const result = await tx.execute<{ found: boolean }>(sql`select (${query}) as found`);
  return result.rows[0]?.found !== true;
}

/** References a person's form names that must exist (an unknown id or code is a 422, not a 500). */
async function personErrors(tx: Tx, body: Row): Promise<Errors> {
  const errors: Errors = {};
  const country = body.country_iso as string | null | undefined;
  if (country && (await missing(tx, sql`exists (select 1 from countries where iso = ${country})`)))
    errors.country_iso = [UNKNOWN_REFERENCE];
  const market = body.market as string | null | undefined;
  if (market && (await missing(tx, sql`exists (select 1 from markets where iso = ${market})`)))
    errors.market = [UNKNOWN_REFERENCE];
  return errors;
}

async function staffReferenceErrors(tx: Tx, body: Row): Promise<Errors> {
  const errors = await personErrors(tx, body);
  const group = body.role_group_id as number | null | undefined;
  if (group && (await missing(tx, sql`exists (select 1 from role_groups where id = ${group})`)))
    errors.role_group_id = [UNKNOWN_REFERENCE];
  const roleIds = (body.role_ids as number[] | undefined) ?? [];
  if (roleIds.length) {
    const found = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from roles where id = any(${sql.param(roleIds)}::int[])`,
    );
    if (found.rows[0]?.n !== new Set(roleIds).size) errors.role_ids = [UNKNOWN_REFERENCE];
  }
  return errors;
}

/** A record of another kind (a partner read through the internal users) is not found here. */
async function ofKind(db: Queryable, record: Row, profileIsos: readonly string[]) {
  const result = await db.execute<{ az_iso: string }>(
    sql`select az_iso from profiles where id = ${record.profile_id as number}`,
  );
  if (!profileIsos.includes(result.rows[0]?.az_iso ?? '')) throw notFound();
  const { password_hash: _hash, ...rest } = record;
  return rest;
}

const common = {
  table: 'users',
  searchText: true,
  // Every user list is newest first; its postings are kept in that order too (migration 0046).
  sortedWords: { key: 'created_at', desc: true },
  listColumns: LIST_COLUMNS,
  uniques: { users_email_lower_key: 'email' },
  computed: {
    role_group: '(select g.name from role_groups g where g.id = t.role_group_id)',
    // Whether the person has chosen a password yet: the screen offers "resend invitation" until then.
    invitation_pending: 't.password_hash is null',
  },
  filters: {
    role_group: (pattern: string) =>
      sql`t.role_group_id in (select g.id from role_groups g where g.name ilike ${pattern})`,
  },
};

/** E-mails are kept trimmed and in lower case: one address is one account, however it is typed. */
const normalised = (body: Row): Row =>
  typeof body.email === 'string' ? { ...body, email: body.email.trim().toLowerCase() } : body;

/** The group and extra roles of a staff record or form (what the grant limits compare). */
const staffAccess = (row: Row) => ({
  role_group_id: (row.role_group_id as number | null | undefined) ?? null,
  role_ids: (row.role_ids as number[] | undefined) ?? [],
});

/**
 * Internal staff or partners: one profile each; the kind is set by the list a user is created from.
 * Creating one queues the invitation mail in the same transaction; deactivating one signs them out.
 */
function staffStore(
  ctx: AppContext,
  definition: ResourceDefinition,
  profile: 'INTERNAL' | 'PARTNER',
): ResourceStore {
  return {
    ...common,
    definition,
    writable: [...PERSON_WRITABLE, 'crm_alias', 'agent_code', 'role_group_id', 'profile_id'],
    // A search is totalled from the postings of its words, split by profile (migration 0041).
    searchWords: { parts: () => profileIds([profile]) },
    hooks: {
      listScope: () => profileCondition([profile]),
      scopeTotal: () => profileTotal([profile]),
      prepare: (body) => ({
        ...normalised(body),
        type: profile.toLowerCase(),
        profile_id: profileNamed(profile),
      }),
      async validate(tx, body, existing, caller) {
        // Before anything else: a refused grant answers 403 whatever else the form holds.
        await checkPersonGrants(tx, caller.userId, existing && staffAccess(existing), staffAccess(body));
        const errors = await staffReferenceErrors(tx, body);
        if (existing) {
          const keeper = await administrationKeeperErrors(
            tx,
            existing as { id: number; status: string; role_group_id: number | null },
            {
              status: body.status as string,
              role_group_id: (body.role_group_id as number | null | undefined) ?? null,
              role_ids: (body.role_ids as number[] | undefined) ?? [],
            },
            caller.userId,
          );
          Object.assign(errors, keeper);
        }
        return errors;
      },
      async validateDelete(tx, existing, caller) {
        await checkPersonGrants(tx, caller.userId, staffAccess(existing), null);
        return administrationKeeperErrors(
          tx,
          existing as { id: number; status: string; role_group_id: number | null },
          null,
          caller.userId,
        );
      },
      async afterWrite(tx, record, body) {
        const id = record.id as number;
        await tx.execute(sql`delete from user_roles where user_id = ${id}`);
        const roleIds = [...new Set((body.role_ids as number[] | undefined) ?? [])];
        if (roleIds.length) {
          await tx.execute(sql`insert into user_roles (user_id, role_id)
            select ${id}, unnest(${sql.param(roleIds)}::int[])`);
        }
        if (record.status === 'active' && body.status === 'inactive') await endAllSessions(tx, id);
      },
      async afterCreate(tx, id, _body, caller) {
        await queueInvitation(ctx.jobs, tx, { userId: id, locale: caller.locale });
      },
      async attach(db, record) {
        const user = await ofKind(db, record, [profile]);
        return { ...user, role_ids: await extraRoleIds(db, record.id as number) };
      },
    },
  };
}

const EXTERNAL_PROFILES = Object.values(EXTERNAL_TYPE_PROFILES);

/**
 * Professional and final customers' accounts: their type decides their profile, which never opens
 * the back-office (the sign-in refuses it). `client_id` is their company, kept as a number until the
 * customers area gives companies their screens.
 */
export const externalUserStore: ResourceStore = {
  ...common,
  // The company's name beside its id (the customers area's companies).
  computed: { ...common.computed, company: '(select c.name from companies c where c.id = t.client_id)' },
  definition: externalUsers,
  // Customers of a type and market read their total from counters (migration 0038).
  countedColumns: ['profile_id', 'type', 'market'],
  writable: [...PERSON_WRITABLE, 'client_id', 'profile_id'],
  searchWords: { parts: () => profileIds(EXTERNAL_PROFILES) },
  hooks: {
    listScope: () => profileCondition(EXTERNAL_PROFILES),
    scopeTotal: () => profileTotal(EXTERNAL_PROFILES),
    prepare: (body) => ({
      ...normalised(body),
      profile_id: profileNamed(EXTERNAL_TYPE_PROFILES[body.type as keyof typeof EXTERNAL_TYPE_PROFILES]),
    }),
    validate: (tx, body) => personErrors(tx, body),
    async afterWrite(tx, record, body) {
      if (record.status === 'active' && body.status === 'inactive')
        await endAllSessions(tx, record.id as number);
    },
    attach: (db, record) => ofKind(db, record, EXTERNAL_PROFILES),
  },
};

export function userStores(ctx: AppContext) {
  return {
    internal: staffStore(ctx, internalUsers, 'INTERNAL'),
    partner: staffStore(ctx, partnerUsers, 'PARTNER'),
    external: externalUserStore,
  };
}

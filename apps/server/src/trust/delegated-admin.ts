/**
 * The "delegated administrator" of the trust suite (issue 30, point 1): a user whose only role holds
 * the permissions that administer users, groups and roles, and nothing more. Every grant route (a
 * create or update whose definition has a field picking roles, permissions or a role group) is tried
 * with every role, permission and group it does not hold; none may be granted (docs/security.md,
 * "Account administration"; the server's rule is modules/access/grant-limits.ts).
 */
import type { FieldDef, ResourceDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { RegisteredRoute } from '../platform/gateway.ts';
import type { TestApp } from '../test/test-app.ts';
import {
  bodyOf,
  bodySchema,
  type Call,
  callAs,
  changedTables,
  cloneBody,
  createUser,
  isWriteRoute,
  type JsonSchema,
  routeLabel,
  routesUnderTest,
  type ServedResource,
  type Subject,
  servedResources,
  type TablesSnapshot,
  tablesSnapshot,
} from './harness.ts';

/** Lookup sources whose ids carry access: picking one of them in a form grants it. */
const GRANT_SOURCES = {
  roles: 'role',
  permissions: 'permission',
  rolegroups: 'group',
  rolesgroups: 'group',
} as const;
type GrantKind = (typeof GRANT_SOURCES)[keyof typeof GRANT_SOURCES];

/**
 * Fields that pick roles or groups but grant nothing, each with why (reviewed, like the matrix's
 * auth-only writes): a new one fails the suite until it is refused or reviewed here.
 */
const REVIEWED_NOT_GRANTS: Record<string, string> = {
  // Which role groups see an application's link on the home screen: it gives no role or permission.
  'corporateapplications.role_groups': 'visibility of a home-screen link',
};

export interface GrantField {
  key: string;
  kind: GrantKind;
  many: boolean;
}

export const grantFieldsOf = (definition: ResourceDefinition): GrantField[] =>
  definition.fields.flatMap((field: FieldDef) => {
    const kind = GRANT_SOURCES[field.source as keyof typeof GRANT_SOURCES];
    if (!kind || REVIEWED_NOT_GRANTS[`${definition.name}.${field.key}`]) return [];
    return [{ key: field.key, kind, many: field.kind === 'multiselect' }];
  });

export interface GrantResource {
  resource: ServedResource;
  fields: GrantField[];
  schema: JsonSchema | undefined;
}

/** Every served resource whose create and update take a grant field. */
export function grantResources(t: TestApp): GrantResource[] {
  return servedResources(t.app).flatMap((resource) => {
    const fields = grantFieldsOf(resource.definition);
    return fields.length ? [{ resource, fields, schema: bodySchema(t.app, resource.create) }] : [];
  });
}

/**
 * Write routes whose published body has a property named like a grant field (of any definition) but
 * that are not the create or update of a grant resource: a hand-written grant route the generated
 * part would miss. The suite expects none.
 */
export function unexaminedGrantRoutes(t: TestApp, grants: GrantResource[]): string[] {
  const keys = new Set(grantResources(t).flatMap((g) => g.fields.map((f) => f.key)));
  const covered = new Set(grants.flatMap((g) => [g.resource.create, g.resource.update].map(routeLabel)));
  return routesUnderTest(t.app)
    .filter(isWriteRoute)
    .filter((route) => Object.keys(bodySchema(t.app, route)?.properties ?? {}).some((k) => keys.has(k)))
    .map(routeLabel)
    .filter((label) => !covered.has(label));
}

export interface Delegate extends Subject {
  userId: number;
  roleId: number;
  roleName: string;
  groupId: number;
  groupName: string;
  /** What it holds, by id. */
  held: Record<GrantKind, number[]>;
  /** What it does not hold, by id, read before the suite made anything. */
  lacking: Record<GrantKind, number[]>;
}

const ids = async (t: TestApp, query: ReturnType<typeof sql>) =>
  (await t.db.execute<{ id: number }>(query)).rows.map((row) => row.id);

/**
 * The delegated administrator: a role carrying every permission that guards a route of a grant
 * resource (its list, details, create, update, delete and actions), given through a role group, as
 * staff get theirs.
 */
export async function createDelegate(t: TestApp, grants: GrantResource[]): Promise<Delegate> {
  const bases = grants.map((g) => g.resource.base);
  const lists = new Set(grants.map((g) => g.resource.list.url));
  const administering = (route: RegisteredRoute) =>
    lists.has(route.url) || bases.some((base) => route.url === base || route.url.startsWith(`${base}/`));
  const permissions = [
    ...new Set(
      t.app.gatewayRoutes
        .filter(administering)
        .flatMap((r) => r.guards.flatMap((g) => (g.name === 'permission' ? g.params : []))),
    ),
  ].sort();
  const roleName = 'TRUST_DELEGATED_ADMIN';
  const groupName = 'Trust delegated administrators';
  const [roleId] = await ids(
    t,
    sql`insert into roles (name, description) values (${roleName}, '') returning id`,
  );
  await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
    select ${roleId!}, id from permissions where name = any(${sql.param(permissions)}::text[])`);
  const [groupId] = await ids(t, sql`insert into role_groups (name) values (${groupName}) returning id`);
  await t.db.execute(
    sql`insert into role_group_roles (role_group_id, role_id) values (${groupId!}, ${roleId!})`,
  );
  const email = await createUser(t.db, 'delegated-admin@trust.local', []);
  const [userId] = await ids(
    t,
    sql`update users set role_group_id = ${groupId!} where email = ${email} returning id`,
  );
  const held = {
    role: [roleId!],
    permission: await ids(
      t,
      sql`select permission_id as id from role_permissions where role_id = ${roleId!} order by 1`,
    ),
    group: [groupId!],
  };
  const lacking = {
    role: await ids(t, sql`select id from roles where id <> ${roleId!} order by id`),
    permission: await ids(
      t,
      sql`select id from permissions where id <> all(${sql.param(held.permission)}::int[]) order by id`,
    ),
    group: await ids(
      t,
      sql`select distinct role_group_id as id from role_group_roles where role_id <> ${roleId!} order by 1`,
    ),
  };
  return {
    name: 'delegated administrator',
    email,
    token: await t.signIn(email),
    roles: [roleName],
    permissions,
    userId: userId!,
    roleId: roleId!,
    roleName,
    groupId: groupId!,
    groupName,
    held,
    lacking,
  };
}

type Json = Record<string, unknown>;

/** The body with every grant field set to what the delegate holds: a grant it may make. */
function withHeld(body: Json, fields: GrantField[], delegate: Delegate): Json {
  const out = { ...body };
  for (const field of fields)
    out[field.key] = field.many ? delegate.held[field.kind] : delegate.held[field.kind][0];
  return out;
}

const withGrant = (body: Json, field: GrantField, delegate: Delegate, id: number): Json => ({
  ...body,
  [field.key]: field.many ? [...delegate.held[field.kind], id] : id,
});

/** The delegate's own record of a resource (itself, its role, its group), found by reading it. */
async function ownRecord(call: Call, grant: GrantResource, delegate: Delegate): Promise<Json | null> {
  const { base, definition } = grant.resource;
  const candidates: [number, (r: Json) => boolean][] = [
    [delegate.userId, (r) => r.email === delegate.email],
    [delegate.roleId, (r) => r.name === delegate.roleName],
    [delegate.groupId, (r) => r.name === delegate.groupName],
  ];
  for (const [id, isOwn] of candidates) {
    const res = await call('GET', `${base}/${id}`);
    const record = res.status === 200 ? (res.json()[definition.singular] as Json) : null;
    if (record && isOwn(record)) return record;
  }
  return null;
}

export interface GrantTally {
  attempts: number;
  routes: Set<string>;
  /** Attempts that were not refused with 403 or changed a table. */
  granted: number;
  /** The tables as the last attempt left them (a refusal writes nothing: the next snapshot is cheap). */
  snapshot?: TablesSnapshot;
}

export const newTally = (): GrantTally => ({ attempts: 0, routes: new Set(), granted: 0 });

/**
 * Tries, on the create and on the update of one grant resource, every role, permission and group the
 * delegate lacks in every grant field, each alone beside what it holds: each must be a 403 that left
 * every table as it was. The same body with only what it holds first succeeds (the route takes the
 * body, so a refusal is the rule's, not a malformed form's).
 */
export async function tryGrants(
  t: TestApp,
  grant: GrantResource,
  delegate: Delegate,
  tally: GrantTally,
): Promise<{ granted: string[]; controls: string[] }> {
  const granted: string[] = [];
  const controls: string[] = [];
  const call = callAs(t, delegate.token!);
  const { create, update, base, definition } = grant.resource;
  const attempt = async (route: RegisteredRoute, url: string, body: Json, what: string) => {
    const before = await tablesSnapshot(t.db, tally.snapshot);
    const res = await t.request({
      method: route.method as 'POST' | 'PUT',
      url,
      token: delegate.token!,
      payload: body,
    });
    const after = await tablesSnapshot(t.db, before);
    tally.snapshot = after;
    tally.attempts++;
    tally.routes.add(routeLabel(route));
    const changed = changedTables(before.tables, after.tables);
    if (res.statusCode === 403 && changed.length === 0) return;
    tally.granted++;
    granted.push(
      `${routeLabel(route)} ${what}: ${res.statusCode} ${res.body.slice(0, 160)} changed [${changed}]`,
    );
  };

  const template = withHeld(await cloneBody(call, grant.resource, grant.schema, 1), grant.fields, delegate);
  const made = await call('POST', base, template);
  if (made.status !== 201) {
    controls.push(`${routeLabel(create)} with what it holds: ${made.status} ${JSON.stringify(made.json())}`);
    return { granted, controls };
  }
  const own = await ownRecord(call, grant, delegate);
  const target = own ?? (made.json()[definition.singular] as Json);
  const updateUrl = `${base}/${target.id}`;
  const kept = await call(
    'PUT',
    updateUrl,
    withHeld(bodyOf(target, bodySchema(t.app, update)), grant.fields, delegate),
  );
  if (kept.status !== 200) {
    controls.push(`${routeLabel(update)} with what it holds: ${kept.status} ${JSON.stringify(kept.json())}`);
    return { granted, controls };
  }
  const current = bodyOf(kept.json()[definition.singular] as Json, bodySchema(t.app, update));

  // The control's own work (an invitation mailed by a job) is done before the tables are watched.
  await t.jobsDone();
  // Never created: a refused create leaves its codes free for the next attempt.
  const fresh = withHeld(await cloneBody(call, grant.resource, grant.schema, 2), grant.fields, delegate);
  for (const field of grant.fields) {
    for (const id of delegate.lacking[field.kind]) {
      await attempt(
        create,
        base,
        withGrant(fresh, field, delegate, id),
        `${field.key} + ${field.kind} ${id}`,
      );
      await attempt(
        update,
        updateUrl,
        withGrant(current, field, delegate, id),
        `${field.key} + ${field.kind} ${id}`,
      );
    }
  }
  return { granted, controls };
}

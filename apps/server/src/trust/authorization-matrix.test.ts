/**
 * Authorization matrix: every registered gateway route x every archetype (the demo accounts that
 * may sign in, a back-office user without any role, no token at all). The expected answer comes
 * from the route's own guard through `checkGuards` of the domain package; the request goes through
 * the real gateway. Nothing here names a route: new routes are in the matrix as soon as they exist.
 */
import {
  type GuardSubject,
  isReadOnlyRole,
  parseGuard,
  READ_ONLY_ROLES,
  RESOURCE_ACCESS,
} from '@proboard/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { findUserByToken } from '../platform/current-user.ts';
import type { RegisteredRoute } from '../platform/gateway.ts';
import { createTestApp } from '../test/test-app.ts';
import {
  createDelegate,
  grantResources,
  newTally,
  tryGrants,
  unexaminedGrantRoutes,
} from './delegated-admin.ts';
import {
  createUser,
  documentedApiOperations,
  expectedOutcome,
  fillParams,
  isPublicRoute,
  isWriteRoute,
  permissionCatalogue,
  routeLabel,
  routesUnderTest,
  SECRET_PATTERN,
  SIGNABLE_ACCOUNTS,
  type Subject,
  seededGrants,
  trustScope,
} from './harness.ts';

/** A value for every path parameter that names nothing: no request of the matrix changes data. */
const PARAM = '999999';

const t = await createTestApp();
afterAll(() => t.close());
const routes = routesUnderTest(t.app);

async function subjectFor(name: string, email: string, grants: GuardSubject): Promise<Subject> {
  return { name, email, token: await t.signIn(email), ...grants };
}

const allPermissions = await permissionCatalogue(t.db);
const noRoleEmail = await createUser(t.db, 'no-roles@trust.local', []);
const grants = grantResources(t);
const delegate = await createDelegate(t, grants);
const subjects: Subject[] = [
  delegate,
  ...(await Promise.all(
    SIGNABLE_ACCOUNTS.map((a) => subjectFor(a.email, a.email, seededGrants(a.email, allPermissions))),
  )),
  await subjectFor('no roles', noRoleEmail, { roles: [], permissions: [] }),
  { name: 'no token', email: null, token: null, roles: [], permissions: [] },
];

/** A route such as logout revokes the token it is called with: sign in again before the next call. */
async function freshToken(subject: Subject) {
  if (!subject.token || !subject.email) return;
  if (!(await findUserByToken(t.db, subject.token))) subject.token = await t.signIn(subject.email);
}

const send = (route: RegisteredRoute, token: string | null) =>
  t.request({
    method: route.method,
    url: fillParams(route.url, PARAM),
    token: token ?? undefined,
    ...(isWriteRoute(route) ? { payload: {} } : {}),
  });

let cells = 0;
afterAll(() => {
  console.log(
    `authorization matrix: ${routes.length} routes (${routes.filter(isPublicRoute).length} public) x ${subjects.length} subjects = ${cells} requests` +
      ` (subjects: ${subjects.map((s) => s.name).join(', ')}${trustScope()})`,
  );
});

describe('every registered route declares its guard', () => {
  it('has a parseable guard; v1 routes start with auth, v1-public routes are public', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.guard.trim(), routeLabel(route)).not.toBe('');
      expect(route.guards, routeLabel(route)).toEqual(parseGuard(route.guard));
      if (route.version === 'v1') expect(route.guards[0]?.name, routeLabel(route)).toBe('auth');
      else expect(isPublicRoute(route), routeLabel(route)).toBe(true);
    }
  });

  it('registers every API operation of the OpenAPI document through the gateway', () => {
    const gateway = new Set(t.app.gatewayRoutes.map(routeLabel));
    const bypassing = documentedApiOperations(t.app).filter((op) => !gateway.has(op));
    expect(bypassing).toEqual([]);
  });

  it('knows the seeded roles and permissions of each demo account as the server does', async () => {
    for (const subject of subjects.filter((s) => s.email?.endsWith('@proboard.local'))) {
      const res = await t.request({ method: 'GET', url: '/api/mslogin.v1/auth/user', token: subject.token! });
      const { user } = res.json();
      expect([...user.roles].sort(), subject.name).toEqual(subject.roles);
      expect([...user.permissions].sort(), subject.name).toEqual(subject.permissions);
    }
  });
});

describe('authorization matrix', () => {
  it.each(routes.map((route) => [routeLabel(route), route] as const))('%s', async (_label, route) => {
    for (const subject of subjects) {
      await freshToken(subject);
      const res = await send(route, subject.token);
      cells++;
      const cell = `${routeLabel(route)} as ${subject.name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, cell).toBeLessThan(500);
      expect(res.body, cell).not.toMatch(SECRET_PATTERN);
      for (const other of subjects) if (other.token) expect(res.body, cell).not.toContain(other.token);
      if (!subject.token && !isPublicRoute(route)) {
        expect(res.statusCode, cell).toBe(401);
        continue;
      }
      const outcome = expectedOutcome(route, subject.token ? subject : null);
      if (outcome === 'unauthenticated') expect(res.statusCode, cell).toBe(401);
      else if (outcome === 'forbidden' || outcome === 'guest-only') expect(res.statusCode, cell).toBe(403);
      else expect([401, 403], cell).not.toContain(res.statusCode);
    }
  });
});

/**
 * Read-only roles, independently of checkGuards (SPEC-RULINGS): a user whose only role is a
 * `*_READONLY` one lists and views, and every write answers 403.
 */
const readOnlyUsers = await Promise.all(
  READ_ONLY_ROLES.map(async (role) => {
    const email = await createUser(t.db, `${role.toLowerCase()}@trust.local`, [role]);
    return { role, token: await t.signIn(email) };
  }),
);

describe('read-only roles never write', () => {
  const writes = routes.filter((r) => isWriteRoute(r) && !isPublicRoute(r));
  /** Guards of the writes of each resource that names read-only roles among its readers. */
  const resourcesWithReadOnly = Object.entries(RESOURCE_ACCESS).flatMap(([resource, access]) => {
    const readers = [access.list, access.details].flatMap((g) =>
      g ? parseGuard(g).flatMap((p) => (p.name === 'role' ? p.params : [])) : [],
    );
    const readOnly = [...new Set(readers.filter(isReadOnlyRole))];
    const writeGuards = new Set(
      (['create', 'duplicate', 'edit', 'delete'] as const).flatMap((a) => (access[a] ? [access[a]] : [])),
    );
    const readGuards = new Set([access.list, access.details].filter(Boolean));
    return readOnly.length ? [{ resource, readOnly, writeGuards, readGuards }] : [];
  });

  it('covers every resource of RESOURCE_ACCESS that has read-only roles', () => {
    expect(resourcesWithReadOnly.length).toBeGreaterThan(0);
    const served = resourcesWithReadOnly.filter((r) => writes.some((w) => r.writeGuards.has(w.guard)));
    console.log(
      `read-only roles: ${readOnlyUsers.length} users x ${writes.length} write routes; ` +
        `${served.length}/${resourcesWithReadOnly.length} resources with read-only roles have server writes` +
        ` (${served.map((r) => r.resource).join(', ')})`,
    );
  });

  it.each(resourcesWithReadOnly.map((r) => [r.resource, r] as const))(
    '%s: its read-only roles list, and get 403 on every POST/PUT/DELETE',
    async (_name, resource) => {
      const mine = writes.filter((w) => resource.writeGuards.has(w.guard));
      const reads = routes.filter((r) => r.method === 'GET' && resource.readGuards.has(r.guard));
      for (const { role, token } of readOnlyUsers.filter((u) => resource.readOnly.includes(u.role))) {
        for (const route of reads) {
          const res = await send(route, token);
          expect([401, 403], `${routeLabel(route)} as ${role}`).not.toContain(res.statusCode);
        }
        for (const route of mine) {
          const res = await send(route, token);
          expect(res.statusCode, `${routeLabel(route)} as ${role}: ${res.body}`).toBe(403);
        }
      }
    },
  );

  it('refuses every role- or permission-guarded write to every read-only-only user', async () => {
    const guarded = writes.filter((w) => w.guards.some((g) => g.name === 'role' || g.name === 'permission'));
    for (const { role, token } of readOnlyUsers) {
      for (const route of guarded) {
        const res = await send(route, token);
        expect(res.statusCode, `${routeLabel(route)} as ${role}: ${res.body}`).toBe(403);
      }
    }
    // Writes guarded by `auth` alone are open to any signed-in user by design; list them here.
    const authOnly = writes.filter((w) => !guarded.includes(w)).map(routeLabel);
    const reviewed = [
      // Reviewed: each signed-in user's own two-step verification (acts on the caller's account only;
      // read-only users protect their sign-in like everyone else).
      'POST /api/mslogin.v1/auth/second-factor/enrolment',
      'POST /api/mslogin.v1/auth/second-factor/enrolment/confirm',
      'POST /api/mslogin.v1/auth/second-factor/recovery-codes',
      'POST /api/mslogin.v1/auth/second-factor/disable',
      // Reviewed: only the user who started the job (or a super administrator) may cancel it, and
      // starting one needs the resource's write guard; anyone else gets 404.
      'POST /api/msloader.v1/batch-jobs/:id/cancel',
      // Reviewed: finishes the caller's own sign-in for an application the login service serves
      // (OAuth interaction); it names only the caller as the account, whatever their roles.
      'POST /api/mslogin.v1/oauth/interactions/:uid/login',
    ].filter((label) => routes.some((r) => routeLabel(r) === label));
    expect(authOnly, 'writes guarded by auth alone: review whether read-only users may call them').toEqual(
      reviewed,
    );
  });
});

/**
 * Nobody grants what they do not hold: the delegated administrator (delegated-admin.ts) tries every
 * role, permission and group it lacks on every grant route found from the definitions.
 */
describe('a delegated administrator grants nothing beyond its own', () => {
  const tally = newTally();
  afterAll(() => {
    console.log(
      `delegated administrator: ${tally.attempts} grant attempts on ${tally.routes.size} routes, ${tally.granted} granted${trustScope()}`,
    );
  });

  it('finds the grant routes from the definitions, and no other write takes a grant field', () => {
    if (!process.env.TRUST_ONLY) expect(grants.length).toBeGreaterThan(0);
    expect(unexaminedGrantRoutes(t, grants)).toEqual([]);
  });

  // One attempt per privileged role and permission (hundreds for a role), each checked against the
  // tables: the default 30 s ran out on a loaded machine as the areas added permissions.
  it.each(grants.map((g) => [g.resource.definition.name, g] as const))(
    '%s',
    async (_name, grant) => {
      const { granted, controls } = await tryGrants(t, grant, delegate, tally);
      expect(controls, 'grants of what it holds').toEqual([]);
      expect(granted, 'grants of what it lacks').toEqual([]);
    },
    120_000,
  );
});

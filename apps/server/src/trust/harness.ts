/**
 * Shared helpers of the trust suite. Everything here is derived from what the server registers
 * (`app.gatewayRoutes`, its OpenAPI document) and from the domain package (roles, permissions,
 * resource definitions), so a route or resource added later is covered without new test code.
 */
import * as domain from '@proboard/domain';
import {
  checkGuards,
  type GuardOutcome,
  type GuardSubject,
  PERMISSION_NAMES,
  type ResourceDefinition,
  SUPER_ADMIN_ROLE,
  serverMessages,
  uniqueCodes,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/database.ts';
import type { RegisteredRoute } from '../platform/gateway.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ROLE_GROUPS, ROLE_PERMISSIONS } from '../seed/demo-accounts.ts';
import type { TestApp } from '../test/test-app.ts';

// ---- routes ----------------------------------------------------------------------------------------

export const isPublicRoute = (route: RegisteredRoute) =>
  route.guards.every((g) => g.name === 'public' || g.name === 'guest');
export const isWriteRoute = (route: RegisteredRoute) => route.method !== 'GET';
export const routeLabel = (route: RegisteredRoute) => `${route.method} ${route.url}`;
/** `:name` parameters of a route URL. */
export const routeParams = (route: RegisteredRoute) => [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
/** The URL with every `:param` replaced by `value` (already URL-encoded by the caller). */
export const fillParams = (url: string, value: string) => url.replace(/:\w+/g, value);

/**
 * What the gateway decides for a subject (null = no token). v1-public routes never read the
 * Authorization header (API.md), so their subject is always anonymous.
 */
export function expectedOutcome(route: RegisteredRoute, subject: GuardSubject | null): GuardOutcome {
  const who = route.version === 'v1-public' ? null : subject;
  return checkGuards(route.guards, who, { strictRoles: route.strictRoles });
}

// ---- OpenAPI: the JSON schemas the gateway publishes for each route ---------------------------------

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export function openApiOperation(app: FastifyInstance, route: RegisteredRoute): OpenApiOperation | undefined {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  return doc.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase()];
}

export const bodySchema = (app: FastifyInstance, route: RegisteredRoute) =>
  openApiOperation(app, route)?.requestBody?.content?.['application/json']?.schema;

export const queryNames = (app: FastifyInstance, route: RegisteredRoute) =>
  (openApiOperation(app, route)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);

/** Every `/api/` operation of the OpenAPI document (routes registered with or without `route()`). */
export function documentedApiOperations(app: FastifyInstance): string[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths ?? {}).flatMap(([p, ops]) =>
    p.startsWith('/api/') && !p.startsWith('/api/docs')
      ? Object.keys(ops).map((method) => `${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`)
      : [],
  );
}

// ---- subjects ----------------------------------------------------------------------------------------

export interface Subject extends GuardSubject {
  name: string;
  email: string | null;
  token: string | null;
}

/** The demo accounts whose profile may use the back-office (the others cannot sign in). */
export const SIGNABLE_ACCOUNTS = DEMO_ACCOUNTS.filter((a) => a.profile !== 'PROFESSIONAL');

/**
 * Roles and permissions a demo account should hold, from the seed definitions alone; the super admin
 * holds every permission of the catalogue (`allPermissions`, the permissions table).
 */
export function seededGrants(
  email: string,
  allPermissions: readonly string[] = PERMISSION_NAMES,
): GuardSubject {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`${email} is no demo account`);
  const roles = [
    ...(ROLE_GROUPS.find((g) => g.name === account.group)?.roles ?? []),
    ...(account.extraRoles ?? []),
  ];
  const permissions = roles.includes(SUPER_ADMIN_ROLE)
    ? [...allPermissions]
    : roles.flatMap((r) => ROLE_PERMISSIONS[r] ?? []);
  return { roles: [...new Set(roles)].sort(), permissions: [...new Set(permissions)].sort() };
}

/** Every permission name of the database's catalogue. */
export async function permissionCatalogue(db: Db): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(sql`select name from permissions order by name`);
  return rows.rows.map((r) => r.name);
}

/**
 * Creates an active INTERNAL (back-office) user holding exactly `roles` (no role group), with the
 * demo password, and returns its e-mail.
 */
export async function createUser(db: Db, email: string, roles: readonly string[]): Promise<string> {
  const inserted = await db.execute<{ id: number }>(sql`
    insert into users (email, name, surname, password_hash, type, profile_id)
    select ${email}, 'Trust', 'Suite', u.password_hash, 'internal', (select id from profiles where az_iso = 'INTERNAL')
    from users u where u.email = 'admin@proboard.local'
    returning id`);
  const id = inserted.rows[0]!.id;
  if (roles.length) {
    await db.execute(sql`insert into user_roles (user_id, role_id)
      select ${id}, r.id from roles r where r.name = any(${sql.param([...roles])}::text[])`);
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from user_roles where user_id = ${id}`,
    );
    if (count.rows[0]!.n !== roles.length) throw new Error(`unknown role among ${roles.join(', ')}`);
  }
  return email;
}

export { DEMO_PASSWORD };

// ---- database fingerprint --------------------------------------------------------------------------

/**
 * Tables a refused request may legitimately change: failed sign-ins are counted, and presenting a
 * reused refresh token revokes its family.
 */
export const VOLATILE_TABLES = new Set(['login_failures', 'access_tokens']);

/**
 * Tables written only by triggers from the rows of other tables (migrations 0041 and 0042: the words
 * of the searched tables, their postings and counts): they change exactly when those rows do, which the fingerprint
 * already sees.
 */
const DERIVED_TABLES = new Set([
  'search_words',
  'search_postings',
  'search_word_counts',
  'search_sorted_postings',
]);

const fingerprintSql = new WeakMap<Db, string>();

/**
 * Row count and an order-independent checksum of the row versions (sum of the hashes of their
 * `xmin`, the transaction that wrote each) of every table of the public schema but the volatile and
 * derived ones, in one query. A committed insert, update or delete changes them; a rolled-back one
 * does not. Hashing the versions, not each row's text, and planning the 100-table union once per
 * connection (a prepared statement) took a fingerprint from about 120 ms to a third of that: the
 * hostile-input suite takes one per write it sends.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  let query = fingerprintSql.get(db);
  if (!query) {
    const tables = await db.execute<{ name: string }>(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
    query = tables.rows
      .filter((t) => !VOLATILE_TABLES.has(t.name) && !DERIVED_TABLES.has(t.name))
      .map(
        (t) =>
          `select '${t.name}' as name, count(*) || ':' || coalesce(sum(hashint8(x.xmin::text::bigint)), 0) as sum from "${t.name}" x`,
      )
      .join(' union all ');
    fingerprintSql.set(db, query);
  }
  const result = await db.$client.query<{ name: string; sum: string }>({
    name: 'trust-fingerprint',
    text: query,
  });
  return Object.fromEntries(result.rows.map((r) => [r.name, r.sum]));
}

/** The tables' fingerprint, and a transaction id taken when it was read (`tablesSnapshot`). */
export type TablesSnapshot = { mark: bigint; tables: Record<string, string> };

/**
 * The tables as they are now. Every write takes a transaction id, so when the id taken here is the
 * one right after `previous`'s, nothing was written anywhere in between and its fingerprint still
 * holds: most refused writes of the hostile-input suite write nothing, and a fingerprint reads every
 * table. The id is taken first: a write racing the fingerprint shows in the next snapshot's id.
 */
export async function tablesSnapshot(db: Db, previous?: TablesSnapshot): Promise<TablesSnapshot> {
  const taken = await db.$client.query<{ mark: string }>('select pg_current_xact_id()::text as mark');
  const mark = BigInt(taken.rows[0]!.mark);
  if (previous && mark === previous.mark + 1n) return { mark, tables: previous.tables };
  return { mark, tables: await fingerprint(db) };
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

// ---- resources ---------------------------------------------------------------------------------------

const isDefinition = (value: unknown): value is ResourceDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResourceDefinition).apiPath === 'string' &&
  typeof (value as ResourceDefinition).service === 'string' &&
  typeof (value as ResourceDefinition).singular === 'string' &&
  typeof (value as ResourceDefinition).schema === 'object';

/**
 * The routes a trust suite attacks: all of them, or, while one area is being built, only those whose
 * path holds `TRUST_ONLY` (a developer's shortcut on two cores; CI never sets it, and the suites print it).
 */
export function routesUnderTest(app: FastifyInstance): RegisteredRoute[] {
  const only = process.env.TRUST_ONLY;
  return only ? app.gatewayRoutes.filter((r) => r.url.includes(only)) : app.gatewayRoutes;
}

export const trustScope = () =>
  process.env.TRUST_ONLY ? `; only paths holding ${process.env.TRUST_ONLY}` : '';

/** Every resource definition the domain package exports. */
export const RESOURCE_DEFINITIONS: ResourceDefinition[] = [
  ...new Set((Object.values(domain) as unknown[]).filter(isDefinition)),
];

export interface ServedResource {
  definition: ResourceDefinition;
  /** `/api/{service}.v1/{apiPath}` */
  base: string;
  list: RegisteredRoute;
  create: RegisteredRoute;
  update: RegisteredRoute;
  remove: RegisteredRoute;
}

/** One record per value of a closed set (an e-mail template per event): no clone can be a new row. */
const keyedByClosedSet = (definition: ResourceDefinition) =>
  definition.fields.some((field) => field.uniqueCode && field.kind === 'select' && !field.source);

/**
 * The definitions whose standard endpoints (list, create, update, delete) the server registers with
 * JSON bodies, as independent records. A resource created by a file upload (an import), whose
 * create asks for work (an export, `requestedWork`) or keyed by a closed set (an e-mail template per
 * event) is not one: its module's own tests hold it.
 */
export function servedResources(app: FastifyInstance): ServedResource[] {
  const routes = routesUnderTest(app);
  const find = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url);
  return RESOURCE_DEFINITIONS.flatMap((definition) => {
    const base = `/api/${definition.service}.v1/${definition.apiPath}`;
    const list = find('GET', `/api/${definition.service}.v1/${domain.listPathOf(definition)}`);
    const create = find('POST', base);
    const update = find('PUT', `${base}/:id`);
    const remove = find('DELETE', `${base}/:id`);
    return list &&
      create &&
      !create.upload &&
      !definition.requestedWork &&
      !keyedByClosedSet(definition) &&
      update &&
      remove
      ? [{ definition, base, list, create, update, remove }]
      : [];
  });
}

export type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<{ status: number; json: () => ReturnType<typeof JSON.parse> }>;

/** Requests through the test app's gateway as the holder of `token`. */
export const callAs =
  (t: TestApp, token: string): Call =>
  async (method, url, body) => {
    const res = await t.request({
      method,
      url,
      token,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, json: () => res.json() };
  };

/** Where a resource's paged list is, by its base (`attribute-types` lists at `attribute-types/filter`). */
const LIST_PATHS = new Map(
  RESOURCE_DEFINITIONS.map((d) => [
    `/api/${d.service}.v1/${d.apiPath}`,
    `/api/${d.service}.v1/${domain.listPathOf(d)}`,
  ]),
);

/** The paged list of the resource at `base`, with `context`. */
const listUrl = (base: string, context: object) =>
  `${LIST_PATHS.get(base) ?? base}?context=${encodeURIComponent(JSON.stringify(context))}`;

export { listUrl };

type Json = Record<string, unknown>;

/** Coerces a value read from the API to the type the body schema wants (numerics come as text). */
function toSchema(value: unknown, schema: JsonSchema | undefined): unknown {
  if (!schema || value === null || value === undefined) return value;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const types = variants.flatMap((v) => (Array.isArray(v.type) ? v.type : v.type ? [v.type] : []));
    if (
      typeof value === 'string' &&
      !types.includes('string') &&
      types.some((t) => t === 'number' || t === 'integer')
    )
      return Number(value);
    const object = variants.find((v) => v.type === 'object' || v.properties);
    if (object && typeof value === 'object' && !Array.isArray(value)) return toSchema(value, object);
    const array = variants.find((v) => v.type === 'array');
    if (array && Array.isArray(value)) return toSchema(value, array);
    return value;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if ((type === 'number' || type === 'integer') && typeof value === 'string') return Number(value);
  if (type === 'array' && Array.isArray(value)) return value.map((v) => toSchema(v, schema.items));
  if ((type === 'object' || schema.properties) && typeof value === 'object' && !Array.isArray(value)) {
    const props = schema.properties;
    if (!props) return value;
    const out: Json = {};
    for (const [key, v] of Object.entries(value as Json)) {
      if (key in props) out[key] = toSchema(v, props[key]);
    }
    return out;
  }
  return value;
}

/** A record as read from the API, as the body of its update (the fields the schema takes). */
export const bodyOf = (record: Json, schema: JsonSchema | undefined) => toSchema(record, schema) as Json;

/**
 * Same character classes as `original`, ending in an encoding of `n`: a fresh code. A short code
 * grows to four characters (less when the schema says so): a two-letter market iso would
 * otherwise allow only 26 codes, and a long write load repeats them (422, already taken).
 */
export function freshCode(original: string, n: number, maxLength = 4): string {
  const length = Math.max(original.length, Math.min(maxLength, 4));
  const seed = original.length >= 2 ? original : `${original}XX`;
  const chars = [...seed.padEnd(length, seed.at(-1))];
  const pick = (c: string, digit: number) => {
    if (/[A-Z]/.test(c)) return String.fromCharCode(65 + (digit % 26));
    if (/[a-z]/.test(c)) return String.fromCharCode(97 + (digit % 26));
    return String(digit % 10);
  };
  let rest = n;
  for (let i = chars.length - 1; i >= Math.max(0, chars.length - 4); i--) {
    const c = chars[i]!;
    const base = /[A-Za-z]/.test(c) ? 26 : 10;
    chars[i] = pick(/[A-Za-z0-9]/.test(c) ? c : '0', rest % base);
    rest = Math.floor(rest / base);
  }
  // A leading Q/q marks every code the suite makes (none of the seeds start with it).
  if (/[A-Z]/.test(chars[0]!)) chars[0] = 'Q';
  else if (/[a-z]/.test(chars[0]!)) chars[0] = 'q';
  return chars.join('');
}

/** Renames `from` to `to` wherever a nested string is that code or starts with `from_`; drops nested ids. */
function recode(value: unknown, from: string, to: string, depth = 0): unknown {
  if (typeof value === 'string') {
    if (depth > 0 && value === from) return to;
    return depth > 0 && value.startsWith(`${from}_`) ? `${to}${value.slice(from.length)}` : value;
  }
  if (Array.isArray(value)) return value.map((v) => recode(v, from, to, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Json)
        .filter(([k]) => !(depth > 0 && k === 'id'))
        .map(([k, v]) => [k, recode(v, from, to, depth + 1)]),
    );
  }
  return value;
}

/** The first record of a resource as a create body (the fields its schema takes, no updated_at). */
export async function recordAsBody(
  call: Call,
  resource: Pick<ServedResource, 'definition' | 'base'>,
  schema: JsonSchema | undefined,
): Promise<Json> {
  const { definition, base } = resource;
  const page = await call('GET', listUrl(base, { currentPage: 1, perPage: 10 }));
  if (page.status !== 200) throw new Error(`list of ${definition.name} answered ${page.status}`);
  const first = page.json()[definition.plural]?.data?.[0] as Json | undefined;
  if (!first) throw new Error(`${definition.name} has no record to clone: seed one`);
  const detail = await call('GET', `${base}/${first.id}`);
  const body = toSchema(detail.json()[definition.singular] as Json, schema) as Json;
  delete body.updated_at;
  return body;
}

/**
 * A fresh code the resource's own rule takes: `freshCode`'s four characters where the rule allows
 * them, else as long as the original (a country's iso is exactly two letters, a rule the published
 * JSON Schema cannot say: it is checked after a transform).
 */
function fittingCode(
  definition: ResourceDefinition,
  body: Json,
  key: string,
  original: string,
  n: number,
  maxLength: number | undefined,
): string {
  const example = definition.fields.find((field) => field.key === key)?.example;
  if (example) return example(n, body);
  const code = freshCode(original, n, maxLength);
  const refused = definition.schema
    .safeParse({ ...body, [key]: code })
    .error?.issues.some((issue) => issue.path[0] === key);
  return refused ? freshCode(original, n, original.length) : code;
}

/**
 * `body` with its unique codes renewed from `n` (the same `n` gives the same codes), optional ones
 * emptied, and child ids dropped: what the duplicate screen sends.
 */
export function withFreshCodes(
  body: Json,
  definition: ResourceDefinition,
  schema: JsonSchema | undefined,
  n: number,
): Json {
  let out = body;
  const required = new Set(schema?.required ?? []);
  const references = new Set(
    definition.fields.filter((f) => f.kind === 'select' || f.kind === 'multiselect').map((f) => f.key),
  );
  for (const key of uniqueCodes(definition)) {
    const old = out[key];
    // A list no two records share (a group company's markets): a clone starts without it.
    if (Array.isArray(old)) {
      if (old.length > 0) out = { ...out, [key]: [] };
      continue;
    }
    if (typeof old !== 'string' || !old) continue;
    // A code chosen from a closed set (an e-mail template's event) is no text to renew.
    if (definition.fields.some((f) => f.key === key && f.kind === 'select' && !f.source)) continue;
    if (!required.has(key)) {
      out = { ...out, [key]: null };
      continue;
    }
    const code = fittingCode(definition, out, key, old, n, schema?.properties?.[key]?.maxLength);
    // A select's value is a reference, not a copy of the code: a marketplace's domain `es` is
    // renewed, its language `es` is not.
    const recoded = Object.entries(out).map(([k, v]) => [k, references.has(k) ? v : recode(v, old, code, 1)]);
    out = { ...Object.fromEntries(recoded), [key]: code };
  }
  return withFreshRowCodes(out, definition, schema, n);
}

/** Rows' unit codes (a warranty line's serial number) renewed from `n`, within their length. */
function withFreshRowCodes(
  body: Json,
  definition: ResourceDefinition,
  schema: JsonSchema | undefined,
  n: number,
) {
  let out = body;
  for (const field of definition.fields) {
    const rows = out[field.key];
    if (!field.rowCodes || !Array.isArray(rows)) continue;
    const columns = schema?.properties?.[field.key]?.items?.properties ?? {};
    out = {
      ...out,
      [field.key]: rows.map((row: Json, index) => {
        const renewed = { ...row };
        for (const column of field.rowCodes!) {
          const old = renewed[column];
          if (typeof old !== 'string' || !old) continue;
          // The template may be an earlier clone: its suffix is replaced, not grown.
          const stem = old.replace(/(-\d+-\d+)+$/, '') || 'SN';
          const suffix = `-${n}-${index}`;
          const max = columns[column]?.maxLength ?? 40;
          renewed[column] = `${stem.slice(0, Math.max(1, max - suffix.length))}${suffix}`;
        }
        return renewed;
      }),
    };
  }
  return out;
}

/** Record ids of a lookup source (`companies`), read once per source. */
const sourceIds = new Map<string, Promise<number[]>>();
function idsOf(call: Call, source: string): Promise<number[]> {
  const known = sourceIds.get(source);
  if (known) return known;
  const definition = RESOURCE_DEFINITIONS.find((d) => d.name === source);
  if (!definition) throw new Error(`no definition named ${source}`);
  const ids = everyRow(call, `/api/${definition.service}.v1/${definition.apiPath}`, definition.plural).then(
    ({ data }) => data.map((row) => Number(row.id)),
  );
  sourceIds.set(source, ids);
  return ids;
}

/**
 * Unique codes that are references (a select with a `source`): the `n`-th record of that source, so
 * clones differ in the key several fields make unique (a commission configuration's company).
 */
async function withFreshReferences(call: Call, definition: ResourceDefinition, body: Json, n: number) {
  let out = body;
  for (const field of definition.fields) {
    if (!field.uniqueCode || !field.source || typeof out[field.key] !== 'number') continue;
    const ids = await idsOf(call, field.source);
    // Spread over the whole list: neighbours of a seeded record are likelier to share its key.
    if (ids.length) out = { ...out, [field.key]: ids[(n * 7919) % ids.length] };
  }
  return out;
}

/** The unique code a create body is known by (az_iso, iso...). */
export const codeField = (definition: ResourceDefinition, schema: JsonSchema | undefined) =>
  uniqueCodes(definition).find((key) => (schema?.required ?? []).includes(key));

/** "A record with this value already exists", in every language the server answers in. */
const ALREADY_TAKEN = new Set(
  Object.values(serverMessages).map((messages) => messages['validations.unique']),
);

/**
 * A refusal whose only complaint is that `field`'s value is already taken by another record: a 422
 * saying so, or a 409 on that field naming the record to edit instead (an article's ASIN on that
 * marketplace, the compatibility of that article and model).
 */
export function refusedAsTaken(status: number, answer: unknown, field: string): boolean {
  const errors = (answer as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  if (Object.keys(errors).join() !== field) return false;
  if (status === 409) return true;
  return status === 422 && [errors[field]].flat().some((message) => ALREADY_TAKEN.has(String(message)));
}

/**
 * Creates a clone of `template` with fresh codes from `next()`. A fresh code may already be taken
 * (the seed holds Qatar's `QA`, an earlier clone the same code): then the next one is tried, a few
 * times; any other answer, refusals included, is returned as it came.
 */
export async function createClone(
  call: Call,
  resource: Pick<ServedResource, 'definition' | 'base'>,
  schema: JsonSchema | undefined,
  template: Json,
  next: () => number,
) {
  const code = codeField(resource.definition, schema);
  for (let attempt = 1; ; attempt++) {
    const n = next();
    const body = await withFreshReferences(
      call,
      resource.definition,
      withFreshCodes(template, resource.definition, schema, n),
      n,
    );
    const res = await call('POST', resource.base, body);
    if (!code || attempt >= 30 || !refusedAsTaken(res.status, res.json(), code)) return { ...res, body };
  }
}

/** A valid create body for a resource: a clone of one of its records with fresh codes. */
export async function cloneBody(
  call: Call,
  resource: Pick<ServedResource, 'definition' | 'base'>,
  schema: JsonSchema | undefined,
  n: number,
): Promise<Json> {
  const body = withFreshCodes(await recordAsBody(call, resource, schema), resource.definition, schema, n);
  return withFreshReferences(call, resource.definition, body, n);
}

/** A private file's signed link (`/files/<key>?expires=&signature=`): each read signs it anew. */
const SIGNED_LINK = /^(\/files\/[^?]+)\?expires=\d+&signature=[\w-]+$/;

/**
 * Drops ids and updated_at at any depth, and private files' link signatures: what two versions (or
 * two reads) of a record may differ in.
 */
export function withoutIds(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(SIGNED_LINK, '$1');
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Json)
        .filter(([k, v]) => k !== 'id' && k !== 'updated_at' && v !== undefined)
        .map(([k, v]) => [k, withoutIds(v)]),
    );
  }
  return value;
}

/** Where a text sits in a record: a top-level key, or a key inside the Spanish translation. */
export type TextPath = readonly [string] | readonly ['translations', 'es', string];

const PREFERRED_TEXTS = ['name', 'description', 'key', 'value', 'title'];

const isFreeText = (schema: JsonSchema | undefined) =>
  schema !== undefined &&
  !schema.enum &&
  (Array.isArray(schema.type) ? schema.type.includes('string') : schema.type === 'string');

/**
 * A text of the body that may take any short text (for "who saved last" checks): a top-level name,
 * description..., else a top-level text that is also translated (the Spanish one: a FAQ's question,
 * a symptom), else the text of the Spanish translation (a digital book's title). Never a unique code.
 */
export function editableTextField(
  definition: ResourceDefinition,
  schema: JsonSchema | undefined,
): TextPath | undefined {
  // Codes and selects (a country code picked from a list) are not free text.
  const codes = new Set([
    ...uniqueCodes(definition),
    ...definition.fields.filter((f) => f.kind === 'select').map((f) => f.key),
  ]);
  const textsOf = (properties: Record<string, JsonSchema> = {}) =>
    Object.keys(properties).filter((key) => !codes.has(key) && isFreeText(properties[key]));
  const top = textsOf(schema?.properties);
  const spanish = textsOf(schema?.properties?.translations?.properties?.es?.properties);
  const key = PREFERRED_TEXTS.find((k) => top.includes(k)) ?? top.find((k) => spanish.includes(k));
  if (key) return [key];
  const translated = PREFERRED_TEXTS.find((k) => spanish.includes(k)) ?? spanish[0];
  if (translated) return ['translations', 'es', translated];
  // A record with no name nor translations (an order, a CRM configuration): a plain text of its own
  // that takes any short text (no format, pattern or minimum length: not a URL, not a secret).
  const plain = top.find((k) => {
    const property = schema?.properties?.[k];
    return !property?.format && !property?.pattern && (property?.minLength ?? 0) <= 1;
  });
  return plain ? [plain] : undefined;
}

/** The value at `path` of a record (undefined where a step is missing). */
export const valueAt = (record: unknown, path: TextPath): unknown =>
  path.reduce<unknown>((value, key) => (value as Json | null | undefined)?.[key], record);

/** A copy of `record` with `value` at `path` (the objects on the way copied, not changed). */
export function withValueAt<T extends Json>(record: T, path: readonly string[], value: unknown): T {
  const [head, ...rest] = path as [string, ...string[]];
  const inner = rest.length ? withValueAt((record[head] ?? {}) as Json, rest, value) : value;
  return { ...record, [head]: inner };
}

/** Fails loudly on a 5xx; returns the status. */
export function describeResponse(res: { statusCode: number; body: string }) {
  return `${res.statusCode} ${res.body.slice(0, 300)}`;
}

/** A stored password hash (argon2id), in any answer or log line. */
export const HASH_PATTERN = /\$argon2(id|i|d)\$/;
/** Secret columns named in an answer that the request did not name itself. */
export const SECRET_PATTERN = /\$argon2|password_hash|token_hash|refresh_hash/;

/**
 * The top-level fields a body may leave out (the schema's properties it does not require), but the
 * optimistic lock: a cleared `updated_at` is the 428 of `required-version.ts`, tested on its own.
 */
export const optionalFields = (schema: JsonSchema | undefined) =>
  Object.keys(schema?.properties ?? {}).filter(
    (key) => key !== 'updated_at' && !(schema?.required ?? []).includes(key),
  );

/** A value as a cleared field is stored: nothing (null, empty text, no entries), or not answered at all. */
export const isEmptyValue = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

/** The largest page a list answers (API.md); the trust suites read whole lists page by page with it. */
const LARGEST_PAGE = 50;

/**
 * Every row of the list at `base`, read page by page (`currentPage: -1` is answered only by the
 * lists read whole, `wholeList`), with the list's total. Fails on anything but 200.
 */
export async function everyRow(call: Call, base: string, plural: string, context: object = {}) {
  const read = async (page: number) => {
    const res = await call('GET', listUrl(base, { ...context, currentPage: page, perPage: LARGEST_PAGE }));
    if (res.status !== 200) throw new Error(`list ${base} page ${page} answered ${res.status}`);
    return res.json()[plural] as { data: Json[]; total: number; last_page: number };
  };
  const first = await read(1);
  const data = [...first.data];
  for (let page = 2; page <= first.last_page; page++) data.push(...(await read(page)).data);
  return { data, total: first.total };
}

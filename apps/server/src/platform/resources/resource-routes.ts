import {
  checkGuards,
  guardForAction,
  type Locale,
  listPathOf,
  parseGuard,
  RESOURCE_ACCESS,
  type ServerMessageKey,
} from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AuditActor, type AuditEvent, recordAudit } from '../audit.ts';
import type { CurrentUser } from '../current-user.ts';
import { forbidden, notFound, TranslatedError } from '../errors.ts';
import { requestTimeZone, route, type Service } from '../gateway.ts';
import { streamExcel } from './excel-export.ts';
import { oversizedImages } from './image-limits.ts';
import { fromTable, quoteIdent, selectList } from './list-engine/columns-sql.ts';
import { ListInputError, listOrder, listWhere } from './list-engine/list-conditions.ts';
import { readContext } from './list-engine/list-context.ts';
import type { ListMemory } from './list-engine/list-memory.ts';
import { readListPage } from './list-engine/read-list-page.ts';
import { checkWholeList, checkWholeListLength } from './list-engine/whole-list.ts';
import { nestedScope } from './nested-scope.ts';
import { paginationEnvelope } from './pagination.ts';
import { recordFilesKeeper } from './private-record-files.ts';
import { type ReadScope, withReadScope } from './read-scope.ts';
import { checkVersion } from './required-version.ts';
import { bodyShape, resourceAnswers } from './resource-answers.ts';
import type { HookCaller, Queryable, ResourceStore, Row, Tx } from './resource-store.ts';
import { serializeRows } from './serialize.ts';

/*
 * The HTTP routes of a resource: each parses its request, passes its guard, calls the list engine
 * (`list-engine/`, one entry: `readListPage`) or writes the record, and answers.
 */

const idParams = z.object({ id: z.string().min(1).max(100) });
const listQuery = z.object({ context: z.string().max(10_000).optional() });
/** A create that duplicates a record names it like `:id` does (stores with `afterDuplicate` only). */
const duplicateQuery = z.object({ duplicate_of: z.string().min(1).max(100).optional() });

/** `:id` is the numeric id, or the az_iso where the resource has one (SPEC-RULINGS). */
function idCondition(store: ResourceStore, id: string): SQL | null {
  // Ids are PostgreSQL integers: a longer number names no record (and would overflow the query).
  if (/^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647) return sql`t.id = ${Number(id)}`;
  if (store.azIsoLookup) return sql`t.az_iso = ${id}`;
  return null;
}

export async function readRecord(
  db: Queryable,
  store: ResourceStore,
  id: string,
  lock = false,
): Promise<Row | null> {
  const where = idCondition(store, id);
  if (!where) return null;
  const result = await db.execute<Row>(
    sql`select ${selectList(store)} from ${fromTable(store)} where ${where} ${lock ? sql`for update of t` : sql``}`,
  );
  const row = serializeRows(result)[0];
  if (!row) return null;
  return store.hooks?.attach ? await store.hooks.attach(db, row) : row;
}

/** The answer of a list route: `{ <plural>: { data, ...pagination } }`, or 422 naming what is wrong. */
export async function listAnswer(
  db: Queryable,
  store: ResourceStore,
  rawContext: string | undefined,
  req: FastifyRequest,
  memory?: ListMemory,
) {
  const { context } = readContext(store, rawContext, requestTimeZone(req));
  checkWholeList(store, context);
  try {
    const { data, total } = await readListPage({ db, memory }, store, context);
    checkWholeListLength(context, data);
    const path = req.url.split('?')[0]!;
    return { [store.definition.plural]: paginationEnvelope({ data, total, context, path }) };
  } catch (error) {
    if (error instanceof ListInputError)
      throw new TranslatedError(422, 'errors.invalidForm', { [error.field]: [error.message] });
    throw error;
  }
}

/**
 * Column values of a write: the writable keys present in the body. A key the body schema left
 * undefined was sent empty (a cleared number field sends `""` or `null`): it stores null, as the
 * other cleared fields do (an undefined SQL parameter would make the statement invalid).
 */
function columnValues(store: ResourceStore, body: Row): [string, unknown][] {
  const json = new Set(store.json ?? []);
  return store.writable
    .filter((key) => key in body)
    .map((key) => [key, json.has(key) ? JSON.stringify(body[key] ?? null) : (body[key] ?? null)]);
}

const asSqlValue = (store: ResourceStore, key: string, value: unknown): SQL => {
  if ((store.json ?? []).includes(key)) return sql`${value}::jsonb`;
  if (Array.isArray(value)) return sql`${sql.param(value)}`;
  return sql`${value}`;
};

/** Maps database refusals to the 422/409 answers of API.md. */
export function databaseError(
  store: ResourceStore,
  error: unknown,
  t: (key: ServerMessageKey) => string,
): never {
  const pg =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  if (pg?.code === '23505') {
    const field = (pg.constraint && store.uniques[pg.constraint]) || 'az_iso';
    throw new TranslatedError(422, 'errors.invalidForm', { [field]: [t('validations.unique')] });
  }
  // 23503 on a write naming a record that does not exist (a cleared code sent as ""): 422 on its column.
  const detail = (pg as { detail?: string }).detail ?? '';
  const missing = pg?.code === '23503' && /^Key \((\w+)\)=.* is not present in table/.exec(detail);
  if (missing)
    throw new TranslatedError(422, 'errors.invalidForm', { [missing[1]!]: [t('validations.in_array')] });
  // 23503: a reference to something in use; 23001: ON DELETE RESTRICT.
  if (pg?.code === '23503' || pg?.code === '23001') throw new TranslatedError(409, 'errors.inUse');
  // A cleared field whose column must hold a value (23502) is a missing one; a value the column cannot
  // read (22P02 text as a number, 22007/22008 a date) is of the wrong type.
  if (pg?.code === '23502') {
    const column = (pg as { column?: string }).column ?? '_';
    throw new TranslatedError(422, 'errors.invalidForm', { [column]: [t('validations.required')] });
  }
  if (['22001', '22003', '22P02', '22007', '22008'].includes(pg?.code ?? '')) {
    throw new TranslatedError(422, 'errors.invalidForm', { _: [t('validations.type')] });
  }
  throw error;
}

/** Runs the resource's database checks; their messages are keys, answered in the caller's locale. */
async function validateWithHooks(
  store: ResourceStore,
  tx: Tx,
  body: Row,
  existing: Row | null,
  t: (key: ServerMessageKey) => string,
  caller: HookCaller,
) {
  const errors = (await store.hooks?.validate?.(tx, body, existing, caller)) ?? {};
  const images = await oversizedImages(tx, store, body, caller.locale);
  throwFieldErrors(errors, t, images);
}

/** Answers 422 with `errors` (message keys) and `translated` (messages already in the caller's language). */
function throwFieldErrors(
  errors: Record<string, string[]>,
  t: (key: ServerMessageKey) => string,
  translated: Record<string, string[]> = {},
) {
  if (Object.keys(errors).length === 0 && Object.keys(translated).length === 0) return;
  const all: Record<string, string[]> = Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(key as ServerMessageKey))]),
  );
  for (const [field, messages] of Object.entries(translated))
    all[field] = [...(all[field] ?? []), ...messages];
  throw new TranslatedError(422, 'errors.invalidForm', all);
}

/**
 * The keys of a record as the store returns it (table columns and computed values) that the body
 * schema does not take: `id`, `created_at`, `az_label`, related objects shown with it. Read from the
 * database's own description of the select, so a new column or computed value is covered as it comes.
 * Relations added by `attach` are the body's own (a relation shown only for display is `computed`).
 */
async function returnedReadOnlyKeys(db: Queryable, store: ResourceStore): Promise<Set<string>> {
  const probe = await db.execute(sql`select ${selectList(store)} from ${fromTable(store)} limit 0`);
  const writable = new Set(Object.keys(bodyShape(store)));
  const returned = (probe as { fields?: { name: string }[] }).fields ?? [];
  return new Set(returned.map((field) => field.name).filter((name) => !writable.has(name)));
}

/**
 * The record a create duplicates (`?duplicate_of=`), as the caller could read it with the resource's
 * GET: its read guard must pass (else 403, as that GET would answer), and a record that does not
 * exist is a 422 on `duplicate_of` before anything is written.
 */
async function duplicateSource(
  tx: Tx,
  store: ResourceStore,
  sourceId: string,
  user: CurrentUser | null,
  t: (key: ServerMessageKey) => string,
): Promise<Row> {
  const readGuard = parseGuard(guardForAction(store.definition.access ?? store.definition.name, 'details'));
  if (checkGuards(readGuard, user) !== 'allowed') throw forbidden();
  const source = await readRecord(tx, store, sourceId);
  if (!source) {
    throw new TranslatedError(422, 'errors.invalidForm', { duplicate_of: [t('validations.in_array')] });
  }
  return source;
}

/** Who writes an update, and how its audit row reads (a revert names the change it undoes). */
export interface UpdateWriter {
  actor: AuditActor;
  t: (key: ServerMessageKey) => string;
  locale: Locale;
  audit?: { event: AuditEvent; revertsId?: number };
}

/**
 * The update of a record read and locked in `tx`: the store's rules (`validate`, image limits), the
 * write, its hooks and its audit row. PUT and the audits' revert both write through it, so a revert
 * obeys every rule an edit does.
 */
export async function writeUpdate(
  tx: Tx,
  store: ResourceStore,
  existing: Row,
  values: Row,
  { actor, t, locale, audit }: UpdateWriter,
): Promise<Row> {
  await validateWithHooks(store, tx, values, existing, t, { userId: actor.userId, locale });
  const sets = columnValues(store, values).map(
    ([k, v]) => sql`${sql.raw(quoteIdent(k))} = ${asSqlValue(store, k, v)}`,
  );
  sets.push(
    sql`updated_at = greatest(now(), ${existing.updated_at as string}::timestamptz + interval '1 millisecond')`,
  );
  await tx.execute(
    sql`update ${sql.raw(quoteIdent(store.table))} set ${sql.join(sets, sql`, `)} where id = ${existing.id as number}`,
  );
  await store.hooks?.afterWrite?.(tx, existing, values);
  await recordFilesKeeper(store)(tx, values);
  const updated = (await readRecord(tx, store, String(existing.id)))!;
  await recordAudit(tx, actor, {
    event: audit?.event ?? 'updated',
    type: store.definition.name,
    id: existing.id as number,
    before: existing,
    after: updated,
    revertsId: audit?.revertsId,
  });
  return updated;
}

/** The top-level stores resourceRoutes registered with writes, by audit type (the audits' revert finds them). */
const writableStores = new Map<string, ResourceStore>();
export const storeOfAuditableType = (type: string): ResourceStore | undefined => writableStores.get(type);

/**
 * list, export, read, create, update and delete of one resource, guarded by its route table entries.
 * `writes: false` registers only list, export and read (returns: their changes are transitions).
 */
export function resourceRoutes(
  app: FastifyInstance,
  store: ResourceStore,
  options: {
    writes?: boolean;
    /** A nested resource's parent store: routes under `{parent}/:parent_id/…`, scoped to that record. */
    parent?: ResourceStore;
    /** The rows each caller may read (lists, Excel, details): the alerts of one's market. */
    readScope?: ReadScope;
    /**
     * The store as read in the caller's language, for values its SQL words in it (an API warning's
     * message): lists, Excel, details and the records writes answer.
     */
    inLocale?: (store: ResourceStore, locale: Locale) => ResourceStore;
  } = {},
) {
  const def = store.definition;
  const nest = options.parent ? nestedScope(store, options.parent) : null;
  const base = nest?.path ?? def.apiPath;
  const recordParams = nest?.recordParams ?? idParams;
  /** The store a request works with: for a nested resource, scoped to the parent of the path (404 if none). */
  const scoped = async (db: Queryable, params: unknown, reader?: CurrentUser | null, locale?: Locale) => {
    const nested = nest ? await nest.storeFor(db, params) : store;
    const found = options.inLocale && locale ? options.inLocale(nested, locale) : nested;
    return options.readScope && reader !== undefined
      ? withReadScope(found, options.readScope, reader)
      : found;
  };
  const service = def.service as Service;
  const guard = (action: 'list' | 'details' | 'create' | 'edit' | 'delete') =>
    guardForAction(def.access ?? def.name, action);
  const type = def.name;
  const answers = resourceAnswers(store);
  // The files the record's private columns name become private with the write (privateFiles).
  const keepFilesPrivate = recordFilesKeeper(store);
  // Asked once, on the first write (the columns do not change while the process runs).
  let readOnly: Promise<Set<string>> | undefined;
  const readOnlyKeys = (ctx: { db: Queryable }) => {
    readOnly ??= returnedReadOnlyKeys(ctx.db, store).catch((error) => {
      readOnly = undefined;
      throw error;
    });
    return readOnly;
  };

  for (const path of nest ? [base] : [listPathOf(def), ...(def.listAliases ?? [])]) {
    route(app, {
      method: 'GET',
      service,
      path,
      guard: guard('list'),
      summary: `List ${def.plural} (context: page, per page, filters, sort)`,
      params: nest?.params,
      query: listQuery,
      response: answers.list,
      handler: async ({ query, params, app: ctx, req, user, locale }) =>
        listAnswer(ctx.db, await scoped(ctx.db, params, user, locale), query.context, req, app.listMemory),
    });
  }

  route(app, {
    method: 'GET',
    service,
    path: `${base}/export`,
    params: nest?.params,
    guard: guard('list'),
    summary: `Excel (.xlsx) of the filtered, sorted ${def.plural}`,
    query: listQuery,
    response: answers.export,
    handler: async ({ query, params, app: ctx, req, reply, locale, user }) => {
      const store = await scoped(ctx.db, params, user, locale);
      const timeZone = requestTimeZone(req);
      const { context, sortKeys } = readContext(store, query.context, timeZone);
      try {
        // Validates filters and sort before the download starts.
        listWhere(store, context);
        listOrder(store, sortKeys);
      } catch (error) {
        if (error instanceof ListInputError)
          throw new TranslatedError(422, 'errors.invalidForm', { [error.field]: [error.message] });
        throw error;
      }
      return streamExcel(ctx.db, store, context, sortKeys, reply, { locale, timeZone });
    },
  });

  // A list-only resource (the carrier parcel audit) has no details route, so no read.
  if (RESOURCE_ACCESS[def.access ?? def.name]?.details) {
    route(app, {
      method: 'GET',
      service,
      path: `${base}/:id`,
      guard: guard('details'),
      summary: `One ${def.singular}`,
      params: recordParams,
      response: answers.read,
      handler: async ({ params, app: ctx, user, locale }) => {
        const store = await scoped(ctx.db, params, user, locale);
        const record = await readRecord(ctx.db, store, params.id);
        if (!record) throw notFound();
        return { [def.singular]: record };
      },
    });
  }

  if (options.writes === false) return;
  if (!nest) writableStores.set(type, store);

  // A resource without a create route (temporary customers arrive from the public sign-up) has no POST.
  if (RESOURCE_ACCESS[def.access ?? def.name]?.create)
    route(app, {
      method: 'POST',
      service,
      path: base,
      params: nest?.params,
      guard: guard('create'),
      summary: `Create a ${def.singular}`,
      body: def.schema,
      query: store.hooks?.afterDuplicate ? duplicateQuery : undefined,
      readOnlyKeys,
      status: 201,
      response: answers.created,
      handler: async ({ body, query, params, user, app: ctx, actor, t, locale }) => {
        const store = await scoped(ctx.db, params, undefined, locale);
        const values = store.hooks?.prepare ? store.hooks.prepare(body as Row) : (body as Row);
        const caller = { userId: actor.userId, locale };
        try {
          const record = await ctx.db.transaction(async (tx) => {
            const sourceId = query?.duplicate_of;
            const source = sourceId ? await duplicateSource(tx, store, sourceId, user, t) : null;
            await validateWithHooks(store, tx, values, null, t, caller);
            const columns = columnValues(store, values);
            const inserted = await tx.execute<Row>(sql`
            insert into ${sql.raw(quoteIdent(store.table))} (${sql.raw(columns.map(([k]) => quoteIdent(k)).join(', '))})
            values (${sql.join(
              columns.map(([k, v]) => asSqlValue(store, k, v)),
              sql`, `,
            )}) returning id`);
            const id = String(inserted.rows[0]!.id);
            await store.hooks?.afterWrite?.(tx, { id: Number(id) }, values);
            await keepFilesPrivate(tx, values);
            await store.hooks?.afterCreate?.(tx, Number(id), values, caller);
            if (source)
              await store.hooks?.afterDuplicate?.(tx, (await readRecord(tx, store, id))!, source, caller);
            const created = (await readRecord(tx, store, id))!;
            await recordAudit(tx, actor, { event: 'created', type, id, after: created });
            return created;
          });
          return { [def.singular]: record };
        } catch (error) {
          if (error instanceof TranslatedError) throw error;
          databaseError(store, error, t);
        }
      },
    });

  route(app, {
    method: 'PUT',
    service,
    path: `${base}/:id`,
    guard: guard('edit'),
    summary: `Update a ${def.singular}; updated_at as read is required (428 without it, 409 when stale)`,
    params: recordParams,
    body: def.schema,
    readOnlyKeys,
    response: answers.updated,
    handler: async ({ body, params, app: ctx, actor, t, locale }) => {
      const store = await scoped(ctx.db, params, undefined, locale);
      const values = store.hooks?.prepare ? store.hooks.prepare(body as Row) : (body as Row);
      try {
        const record = await ctx.db.transaction(async (tx) => {
          const existing = await readRecord(tx, store, params.id, true);
          if (!existing) throw notFound();
          checkVersion(values.updated_at, existing.updated_at);
          return writeUpdate(tx, store, existing, values, { actor, t, locale });
        });
        return { [def.singular]: record };
      } catch (error) {
        if (error instanceof TranslatedError) throw error;
        databaseError(store, error, t);
      }
    },
  });

  // A resource whose records nobody deletes (card-terminal operations, the bank's) has no DELETE.
  if (RESOURCE_ACCESS[def.access ?? def.name]?.delete)
    route(app, {
      method: 'DELETE',
      service,
      path: `${base}/:id`,
      guard: guard('delete'),
      summary: `Delete a ${def.singular}`,
      params: recordParams,
      response: answers.deleted,
      handler: async ({ params, app: ctx, actor, t, locale }) => {
        const store = await scoped(ctx.db, params);
        try {
          await ctx.db.transaction(async (tx) => {
            const existing = await readRecord(tx, store, params.id, true);
            if (!existing) throw notFound();
            const refusals =
              (await store.hooks?.validateDelete?.(tx, existing, { userId: actor.userId, locale })) ?? {};
            throwFieldErrors(refusals, t);
            await tx.execute(
              sql`delete from ${sql.raw(quoteIdent(store.table))} where id = ${existing.id as number}`,
            );
            await recordAudit(tx, actor, {
              event: 'deleted',
              type,
              id: existing.id as number,
              before: existing,
            });
          });
          return { message: 'ok' };
        } catch (error) {
          if (error instanceof TranslatedError) throw error;
          databaseError(store, error, t);
        }
      },
    });
}

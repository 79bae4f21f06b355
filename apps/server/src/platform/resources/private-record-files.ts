import { accessOutcome, type GuardSubject, privateFilesOf, type ResourceDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../gateway.ts';
import type { Queryable, ResourceStore, Row } from './resource-store.ts';

/** What signs a stored file's URL as a short-lived link (modules/files/file-links.ts). */
export interface UrlSigner {
  sign(url: unknown): unknown;
}

/*
 * A record's private files (ResourceDefinition.privateFiles: a company's documents, an order's
 * invoice, a shipment's label, a report's signatures), one piece for every resource: the files a
 * record's write names become private (`stored_files.private`, served only through signed links:
 * modules/files/files.routes.ts), and every API answer carrying such a record gives them as signed
 * links, if its caller may read that resource. Audit rows, conflict checks and Excel downloads keep
 * the plain `/files/<key>`, which opens nothing for a private file. Files the server stores itself
 * (a carrier's label, a drawn signature) are stored private where they are written (isPrivateFile).
 */

/** The stores whose definitions hold private files, by definition name (resourceRoutes registers them). */
const privateStores = new Map<string, ResourceStore>();
/** Those definitions by the keys their records are answered under (`order`, `orders`...). */
const containers = new Map<string, ResourceDefinition[]>();

/** The stores with private files the server registered: the generated tests walk them. */
export const privateFileStores = (): ResourceStore[] => [...privateStores.values()];

/** Whether `key` of a record of `definition` holds a private file (for writes outside the stores). */
export const isPrivateFile = (definition: ResourceDefinition, key: string) =>
  privateFilesOf(definition).includes(key);

const storedUrls = (values: unknown[]) =>
  values.filter((url): url is string => typeof url === 'string' && url.startsWith('/files/'));

/** Marks the stored files named by `urls` private; once private, a file stays so. */
export async function keepFilesPrivate(db: Queryable, urls: readonly unknown[]) {
  const named = storedUrls([...urls]);
  if (!named.length) return;
  await db.execute(sql`update stored_files set private = true
    where '/files/' || storage_key = any(${sql.param(named)}::text[]) and not private`);
}

/**
 * What a store's create and update call with the values they wrote: marks the files the record's
 * private columns name private, in the same transaction. A store without private files gets a
 * function that does nothing. Registers the store (see privateFileStores).
 */
export function recordFilesKeeper(store: ResourceStore): (db: Queryable, values: Row) => Promise<void> {
  const keys = privateFilesOf(store.definition);
  if (!keys.length) return async () => {};
  const { definition } = store;
  privateStores.set(definition.name, store);
  for (const key of [definition.singular, definition.plural]) {
    const known = containers.get(key) ?? [];
    if (!known.includes(definition)) containers.set(key, [...known, definition]);
  }
  return (db, values) =>
    keepFilesPrivate(
      db,
      keys.map((key) => values[key]),
    );
}

/** An answer nests records a few levels deep at most (a list row's attached works). */
const MAX_DEPTH = 8;
/** A plain object (a record, an envelope): a Date or a Buffer is a value, not something to look into. */
const isObject = (value: unknown): value is Row => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** The records a value under a container key holds: one record, an array, or a list envelope's `data`. */
function recordsUnder(value: unknown): Row[] {
  if (Array.isArray(value)) return value.filter(isObject);
  if (!isObject(value)) return [];
  return Array.isArray(value.data) ? value.data.filter(isObject) : [value];
}

/** The definitions whose records `payload` carries with a stored file in a private column. */
function carried(payload: unknown, found = new Set<ResourceDefinition>(), depth = 0) {
  if (depth > MAX_DEPTH) return found;
  if (Array.isArray(payload)) {
    for (const item of payload) carried(item, found, depth + 1);
    return found;
  }
  if (!isObject(payload)) return found;
  for (const [key, value] of Object.entries(payload)) {
    for (const definition of containers.get(key) ?? []) {
      const keys = privateFilesOf(definition);
      if (recordsUnder(value).some((record) => storedUrls(keys.map((k) => record[k])).length))
        found.add(definition);
    }
    if (typeof value === 'object') carried(value, found, depth + 1);
  }
  return found;
}

type Sign = (record: Row, keys: readonly string[]) => Row;

/** A copy of `value` with the private columns of the records under `readable` keys signed. */
function signed(value: unknown, readable: Map<string, readonly string[]>, sign: Sign, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => signed(item, readable, sign, depth + 1));
  if (!isObject(value)) return value;
  const copy: Row = {};
  for (const [key, inner] of Object.entries(value)) {
    const nested = signed(inner, readable, sign, depth + 1);
    const keys = readable.get(key);
    copy[key] = keys ? signContainer(nested, keys, sign) : nested;
  }
  return copy;
}

function signContainer(value: unknown, keys: readonly string[], sign: Sign): unknown {
  if (Array.isArray(value)) return value.map((item) => (isObject(item) ? sign(item, keys) : item));
  if (!isObject(value)) return value;
  if (Array.isArray(value.data))
    return { ...value, data: value.data.map((item) => (isObject(item) ? sign(item, keys) : item)) };
  return sign(value, keys);
}

/** Whether the caller may read records of `definition` (its details, or its list where it has none). */
function mayRead(definition: ResourceDefinition, subject: GuardSubject | null) {
  const access = definition.access ?? definition.name;
  for (const action of ['details', 'list'] as const) {
    try {
      return accessOutcome(access, action, subject) === 'allowed';
    } catch {
      // No such action for this resource: try the next one.
    }
  }
  return false;
}

/**
 * Every API answer that carries a record with private files (details, lists, nested tabs, a
 * transition's or an action's answer, records attached to another: an assignment's works) gives
 * them as signed links, so the reader's <a href> and <img> open them without a header; a caller
 * who may not read that resource gets the plain URL, which opens nothing. Done as the answer is
 * serialised, on a copy: the rows the list memory keeps stay plain.
 */
export function answerRecordFilesAsLinks(app: FastifyInstance, signer: UrlSigner) {
  const sign: Sign = (record, keys) => {
    const copy = { ...record };
    for (const key of keys) if (key in copy) copy[key] = signer.sign(copy[key]);
    return copy;
  };
  app.addHook('preSerialization', async (req: FastifyRequest, _reply, payload) => {
    if (!req.url.startsWith('/api/') || !isObject(payload)) return payload;
    const found = carried(payload);
    if (!found.size) return payload;
    const token = bearerToken(req);
    const subject = token ? await app.sessions.find(token) : null;
    const readable = new Map<string, readonly string[]>();
    for (const definition of found) {
      if (!mayRead(definition, subject)) continue;
      for (const key of [definition.singular, definition.plural]) {
        readable.set(key, [...new Set([...(readable.get(key) ?? []), ...privateFilesOf(definition)])]);
      }
    }
    return readable.size ? signed(payload, readable, sign) : payload;
  });
}

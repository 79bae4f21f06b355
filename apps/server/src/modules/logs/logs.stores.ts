import {
  type Locale,
  logs,
  ORDER_STATUSES,
  RESOURCE_DEFINITIONS,
  serverMessages,
  statusWordIn,
  WARNING_KINDS,
  type WarningKind,
  warnings,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { readRecord, storeOfAuditableType } from '../../platform/resources/resource-routes.ts';
import type { HookCaller, ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';

/** The text a filter typed, out of the LIKE pattern the list engine hands a custom filter (`%text%`). */
const typedValue = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, '$1').trim();

/** A `YYYY-MM-DD` day typed in a range filter; anything else is refused by PostgreSQL's cast as 422. */
const dayOf = (typed: string) => (/^\d{4}-\d{2}-\d{2}$/.test(typed) ? typed : 'invalid');

const userEmail = (column: string) => `(select u.email from users u where u.id = t.${column})`;

/**
 * The logs list (`/logs`): newest activity first, filtered by level, type, seen and a date range
 * (the rows that happened in it at least once: last seen on or after its start, first seen before
 * its end). Totals of level, type and seen filters come from counters (migration 0066); the whole
 * list's deep pages start at their week.
 */
export const logStore: ResourceStore = {
  definition: logs,
  table: 'logs',
  writable: [],
  json: ['context'],
  countedColumns: ['level', 'type', 'seen'],
  weekCounted: { column: 'last_seen_at' },
  searchText: true,
  // Contexts and browsers' names are read with the record, not with 25 list rows.
  listColumns: [
    'id',
    'level',
    'type',
    'origin',
    'message',
    'count',
    'seen',
    'last_seen_at',
    'created_at',
    'updated_at',
  ],
  recordComputed: {
    user_email: userEmail('user_id'),
    seen_by_email: userEmail('seen_by'),
    user_ids_text: "array_to_string(t.user_ids, ', ')",
    context_text: "coalesce(jsonb_pretty(t.context), '')",
  },
  expressions: { date_from: 't.last_seen_at', date_to: 't.created_at' },
  filters: {
    date_from: (pattern) => sql`t.last_seen_at >= ${dayOf(typedValue(pattern))}::timestamptz`,
    date_to: (pattern) => sql`t.created_at < ${dayOf(typedValue(pattern))}::timestamptz + interval '1 day'`,
  },
  uniques: {},
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Params whose value is a code the message names by its word (an order's status). */
const NAMED_PARAMS: Partial<Record<WarningKind, Record<string, (locale: Locale, value: string) => string>>> =
  {
    order_stuck: { status: (locale, value) => statusWordIn(locale, 'orders', 'status', value) },
  };
const NAMED_VALUES: Partial<Record<WarningKind, Record<string, readonly string[]>>> = {
  order_stuck: { status: ORDER_STATUSES },
};

/** One param of a kind's message, as SQL: the value, or its word where the param is a named code. */
function paramSql(kind: WarningKind, name: string, locale: Locale): string {
  const value = `coalesce(t.params->>${quote(name)}, '')`;
  const word = NAMED_PARAMS[kind]?.[name];
  const codes = NAMED_VALUES[kind]?.[name];
  if (!word || !codes) return value;
  const cases = codes.map((code) => `when ${quote(code)} then ${quote(word(locale, code))}`).join(' ');
  return `(case t.params->>${quote(name)} ${cases} else ${value} end)`;
}

/**
 * A warning's message in `locale`, as SQL: its kind's server message with the params filled in (a
 * manual warning's message is its description), so that lists, Excel and details read it in the caller's
 * language and the template's current wording.
 */
export function warningMessageSql(locale: Locale): string {
  const catalogue = serverMessages[locale] as Record<string, string>;
  const cases = WARNING_KINDS.filter((kind) => kind !== 'manual').map((kind) => {
    const parts = (catalogue[`warnings.${kind}`] ?? kind).split(/\{(\w+)\}/);
    const text = parts.map((part, n) => (n % 2 === 0 ? quote(part) : paramSql(kind, part, locale)));
    return `when ${quote(kind)} then ${text.join(' || ')}`;
  });
  return `(case t.kind ${cases.join(' ')} else coalesce(t.description, '') end)`;
}

/** Blank optional texts are stored as null. */
function prepareWarning(body: Row): Row {
  const out = { ...body };
  for (const key of ['subject_type', 'subject_id', 'description', 'resolution_note']) {
    if (typeof out[key] === 'string') {
      const trimmed = (out[key] as string).trim();
      out[key] = trimmed === '' ? null : trimmed;
    }
  }
  return out;
}

/** What a record is called in a warning's list: its code, else its name, else its id. */
const labelOf = (record: Row) =>
  String(record.az_iso ?? record.order_reference ?? record.name ?? record.email ?? record.id);

/**
 * A warning written by hand names the record it is about by resource and id (both or neither; the
 * record must exist); a check's warning keeps the record its check found. The server's own columns
 * are set here, on the values the write stores: the kind of a new one (`manual`), its record's label,
 * and who resolved it and when as its state changes (a reopened warning forgets them).
 */
async function validateWarning(
  tx: Tx,
  body: Row,
  existing: Row | null,
  caller: HookCaller,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (existing && existing.kind !== 'manual') {
    body.subject_type = existing.subject_type;
    body.subject_id = existing.subject_id;
  } else {
    const type = (body.subject_type as string | null | undefined) ?? null;
    const id = (body.subject_id as string | null | undefined) ?? null;
    if (type && !id) errors.subject_id = ['validations.required'];
    if (id && !type) errors.subject_type = ['validations.required'];
    if (type && id) {
      // A record of a resource the server writes is looked up (it must exist); of another, taken as named.
      const store = storeOfAuditableType(type);
      if (!RESOURCE_DEFINITIONS[type]) errors.subject_type = ['validations.in_array'];
      else if (store) {
        const record = await readRecord(tx, store, id);
        if (!record) errors.subject_id = ['validations.in_array'];
        else {
          body.subject_id = String(record.id);
          body.subject_label = labelOf(record);
        }
      } else body.subject_label = id;
    } else {
      body.subject_type = '';
      body.subject_id = '';
      body.subject_label = null;
    }
    if (!existing) body.kind = 'manual';
  }
  const wasResolved = existing?.state === 'resolved';
  if (body.state === 'resolved' && !wasResolved) {
    body.resolved_at = new Date().toISOString();
    body.resolved_by = caller.userId;
    body.resolved_by_check = false;
  } else if (body.state === 'open' && wasResolved) {
    body.resolved_at = null;
    body.resolved_by = null;
    body.resolved_by_check = false;
  }
  return errors;
}

/**
 * The API warnings (`/warnings`): a check's warnings and those written by hand; a person edits the
 * state, the description and the resolution. The message is worded in the caller's language (`warningStoreIn`).
 */
export const warningStore: ResourceStore = {
  definition: warnings,
  table: 'api_warnings',
  json: ['params'],
  writable: [
    'subject_type',
    'subject_id',
    'description',
    'state',
    'resolution_note',
    // Set by validateWarning only (the body schema has none of them).
    'kind',
    'subject_label',
    'resolved_at',
    'resolved_by',
    'resolved_by_check',
  ],
  countedColumns: ['state'],
  computed: {
    message: warningMessageSql('es'),
    resolved_by_email: userEmail('resolved_by'),
  },
  expressions: { resolved_by_email: userEmail('resolved_by') },
  uniques: { api_warnings_active_problem_index: 'subject_id' },
  hooks: { prepare: prepareWarning, validate: validateWarning },
};

const localized = new Map<Locale, ResourceStore>();

/** The warnings' store with its message in `locale` (made once per language). */
export function warningStoreIn(store: ResourceStore, locale: Locale): ResourceStore {
  if (locale === 'es' && store === warningStore) return store;
  const known = store === warningStore ? localized.get(locale) : undefined;
  if (known) return known;
  const made = { ...store, computed: { ...store.computed, message: warningMessageSql(locale) } };
  if (store === warningStore) localized.set(locale, made);
  return made;
}

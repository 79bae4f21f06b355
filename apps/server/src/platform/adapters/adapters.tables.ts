import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newestFirstOrder, timestamps } from '../columns.ts';

/**
 * Every call to an outside system (CRM, ERP, later carriers), one row per attempt: what was sent and
 * what came back (secrets masked), how long it took and how it ended. `/crmlogs` lists them.
 */
export const integrationLogs = pgTable(
  'integration_logs',
  {
    id: serial('id').primaryKey(),
    /** `crm`, `a3`... */
    system: text('system').notNull(),
    /** The configuration record the call used (a CRM configuration's id; null for singletons). */
    configuration_id: integer('configuration_id'),
    /** What the call does (`upsertClient`, `sendOrder`). */
    operation: text('operation').notNull(),
    /** The record the call is about (`company` 12), when there is one. */
    entity: text('entity'),
    entity_id: text('entity_id'),
    method: text('method').notNull(),
    url: text('url').notNull(),
    /** Headers and body sent, masked. */
    request: jsonb('request').notNull(),
    /** Status line, headers and body received (JSON or the first characters of the text), masked. */
    answer: jsonb('answer'),
    http_status: integer('http_status'),
    duration_ms: integer('duration_ms').notNull(),
    /** `success` or `error`. */
    outcome: text('outcome').notNull(),
    /** Why it failed: `timeout`, `network`, `http`, `invalid_answer`, with a short text. */
    error: text('error'),
    attempt: integer('attempt').notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    ...timestamps,
  },
  (t) => [
    newestFirstOrder('integration_logs', t),
    index('integration_logs_entity_index').on(t.entity, t.entity_id),
    index('integration_logs_idempotency_key_index').on(t.idempotency_key),
  ],
);

/**
 * Where a record stands with an outside system (a company with the CRM): `pending` while its job
 * queues or retries, `synced` after the remote took it, `failed` once the retries ran out.
 */
export const integrationSyncStates = pgTable(
  'integration_sync_states',
  {
    id: serial('id').primaryKey(),
    system: text('system').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    status: text('status').notNull(),
    last_error: text('last_error'),
    /** Attempts of the current job (reset when a new one is queued). */
    attempts: integer('attempts').notNull().default(0),
    /** The remote system's id of the record (the CRM's client id, the A3 order number). */
    remote_id: text('remote_id'),
    idempotency_key: text('idempotency_key'),
    ...timestamps,
  },
  (t) => [uniqueIndex('integration_sync_states_key').on(t.system, t.entity, t.entity_id)],
);

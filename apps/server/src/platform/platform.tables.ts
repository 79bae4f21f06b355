import { logs as logsDefinition, notifications as notificationsDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newestFirstOrder, searchTextColumn, searchTextIndexes, stamp, timestamps } from './columns.ts';

const NOTIFICATION_SEARCH = notificationsDefinition.search;

/** One row per change made through the API: who, what, before and after. */
export const audits = pgTable(
  'audits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id'),
    user_email: text('user_email'),
    event: text('event').notNull(),
    auditable_type: text('auditable_type').notNull(),
    auditable_id: text('auditable_id').notNull(),
    old_values: jsonb('old_values'),
    new_values: jsonb('new_values'),
    url: text('url'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    request_id: text('request_id'),
    /** The audit row a revert undid (no foreign key: retention prunes old rows). */
    reverts_id: bigint('reverts_id', { mode: 'number' }),
    ...timestamps,
  },
  // The list's order (newest first, then id) within a record, within a user and overall (0063).
  (t) => [
    index('audits_record_order_index').on(
      t.auditable_type,
      t.auditable_id,
      t.created_at.desc().nullsLast(),
      t.id,
    ),
    index('audits_user_order_index').on(t.user_id, t.created_at.desc().nullsLast(), t.id),
    index('audits_order_created_at_index').on(t.created_at.desc().nullsLast(), t.id),
  ],
);

/**
 * Every e-mail the platform sends (or fails to send), as rendered from its template: the stored copy
 * (`html`, `text`) is what the recipient read, one-time links masked. `events` is the delivery
 * timeline (queued, deferred with the SMTP answer, sent, rejected, resent); a resend is a child row
 * (`resent_from_id`), the original is never edited but for its state.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('pending'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    merge_vars: jsonb('merge_vars').notNull().default({}),
    reject_reason: text('reject_reason'),
    message_id: text('message_id'),
    eml_path: text('eml_path'),
    sent_at: stamp('sent_at'),
    locale: text('locale').notNull().default('es'),
    /** The template row it was rendered from (none: the built-in text); a deleted template stays named here. */
    email_template_id: integer('email_template_id'),
    layout: text('layout').notNull().default('basic'),
    html: text('html'),
    text: text('text'),
    /** The sender and reply address it went with (a market's ticket address), for a resend. */
    mail_from: text('mail_from'),
    reply_to: text('reply_to'),
    smtp_response: text('smtp_response'),
    attempts: integer('attempts').notNull().default(0),
    events: jsonb('events').notNull().default([]),
    resent_from_id: integer('resent_from_id').references((): AnyPgColumn => notifications.id, {
      onDelete: 'set null',
    }),
    /** The record it is about: a resource name (`returns`) and its id. */
    related_type: text('related_type'),
    related_id: integer('related_id'),
    search_text: searchTextColumn(NOTIFICATION_SEARCH),
    ...timestamps,
  },
  (t) => [
    index().on(t.recipient),
    newestFirstOrder('notifications', t),
    // A state or a template, newest first, read from the index (2,000,000 rows in the bench).
    index('notifications_status_created_at_index').on(t.status, t.created_at.desc().nullsLast(), t.id),
    index('notifications_template_created_at_index').on(t.template, t.created_at.desc().nullsLast(), t.id),
    index('notifications_resent_from_index').on(t.resent_from_id),
    index('notifications_related_index').on(t.related_type, t.related_id),
    ...searchTextIndexes('notifications', t),
  ],
);

/**
 * The logs (`/logs`, spec section 3): what the server logged at warning level and above and every
 * failed call to an outside system, written by `log-records.ts`. Repeats are one row while it is not
 * seen (`group_key`: level, origin and message): `count` times, first at `created_at`, last at
 * `last_seen_at`, with the latest occurrence's request facts. `user_id` is the latest occurrence's
 * user, `user_ids` every user it happened to (the first 20). A row marked seen keeps its group; the
 * next occurrence starts a new row.
 */
export const logs = pgTable(
  'logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The machine of the server process that logged it. */
    host: text('host'),
    type: text('type').notNull(),
    level: text('level').notNull(),
    origin: text('origin'),
    message: text('message').notNull(),
    context: jsonb('context'),
    request_id: text('request_id'),
    user_id: integer('user_id'),
    user_ids: integer('user_ids').array().notNull().default(sql`'{}'`),
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** The apikey's name (`web`, or `key <fingerprint>`), never the key. */
    apikey: text('apikey'),
    locale: text('locale'),
    market: text('market'),
    count: integer('count').notNull().default(1),
    last_seen_at: stamp('last_seen_at').defaultNow().notNull(),
    seen: boolean('seen').notNull().default(false),
    seen_by: integer('seen_by'),
    seen_at: stamp('seen_at'),
    group_key: text('group_key')
      .notNull()
      .generatedAlwaysAs(sql`md5(level || chr(1) || coalesce(origin, '') || chr(1) || message)`),
    search_text: searchTextColumn(logsDefinition.search),
    ...timestamps,
  },
  (t) => [
    // One row per group while it is not seen: a repeat updates it (log-records.ts, on conflict).
    uniqueIndex('logs_open_group_index').on(t.group_key).where(sql`not ${t.seen}`),
    // Newest activity first, overall and per level (1,000,000 rows in the bench); retention walks it too.
    index('logs_order_last_seen_at_index').on(t.last_seen_at.desc().nullsLast(), t.id),
    index('logs_level_last_seen_at_index').on(t.level, t.last_seen_at.desc().nullsLast(), t.id),
    index('logs_type_last_seen_at_index').on(t.type, t.last_seen_at.desc().nullsLast(), t.id),
    newestFirstOrder('logs', t),
    ...searchTextIndexes('logs', t),
  ],
);

/** Files kept by the storage service; the bytes live in the storage backend under `storage_key`. */
export const storedFiles = pgTable('stored_files', {
  id: serial('id').primaryKey(),
  storage_key: text('storage_key').notNull().unique(),
  original_name: text('original_name').notNull(),
  mime: text('mime').notNull(),
  extension: text('extension').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  created_by: integer('created_by'),
  /**
   * When the clean-up first found no record referring to the file (null while one does): it is
   * deleted once this is older than the grace period (modules/files/stored-files-sweep.ts).
   */
  unreferenced_since: stamp('unreferenced_since'),
  /**
   * A private document (a company's W-9, RIB, K-bis...): served only through a signed, short-lived
   * link that the record's answer carries (modules/files/file-links.ts), never to anyone with the URL.
   */
  private: boolean('private').notNull().default(false),
  ...timestamps,
});

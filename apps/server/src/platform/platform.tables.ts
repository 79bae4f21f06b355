import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamp, timestamps } from './columns.ts';

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
    ...timestamps,
  },
  (t) => [index().on(t.auditable_type, t.auditable_id), index().on(t.user_id), index().on(t.created_at)],
);

/** Every e-mail the platform sends (or fails to send). */
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
    ...timestamps,
  },
  (t) => [index().on(t.status), index().on(t.recipient), index().on(t.created_at)],
);

export const logs = pgTable(
  'logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    host: text('host'),
    type: text('type').notNull(),
    level: text('level').notNull(),
    origin: text('origin'),
    message: text('message').notNull(),
    context: jsonb('context'),
    request_id: text('request_id'),
    user_id: integer('user_id'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    apikey: text('apikey'),
    locale: text('locale'),
    market: text('market'),
    seen: boolean('seen').notNull().default(false),
    ...timestamps,
  },
  (t) => [index().on(t.created_at), index().on(t.level)],
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

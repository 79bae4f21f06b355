import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { newestFirstOrder, stamp, timestamps } from '../../platform/columns.ts';

/**
 * An uploaded import file (spec section 3, domain: resources/imports): its stored file, what its
 * check found (preview and row errors, kept so the screen and the error file need no second read),
 * its place in the queue and its progress. `status` is spec section 4's; a file still waiting for
 * its uploader's decision (it has errors) is `pending` with `queued_at` null and never runs.
 */
export const importFiles = pgTable(
  'import_files',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    file_key: text('file_key').notNull(),
    file_name: text('file_name').notNull(),
    /** xlsx or csv, from the file's content. */
    file_format: text('file_format').notNull(),
    file_size: integer('file_size').notNull().default(0),
    /** The uploader's app-locale: the language of the failure summary written while they are away. */
    locale: text('locale').notNull().default('es'),
    rows_total: integer('rows_total').notNull().default(0),
    rows_created: integer('rows_created').notNull().default(0),
    rows_updated: integer('rows_updated').notNull().default(0),
    rows_unchanged: integer('rows_unchanged').notNull().default(0),
    errors_count: integer('errors_count').notNull().default(0),
    /** Rows applied so far while processing (written outside the file's transaction, for the screen). */
    rows_done: integer('rows_done').notNull().default(0),
    /** Counts and sample rows of the check (ImportPreview without the translated errors). */
    preview: jsonb('preview').notNull().default({}),
    /**
     * The storage key of every row error of the check (JSON `[{ row, column, key, params }]`,
     * translated when read): kept beside the record, which stays small for the list and the form.
     */
    errors_key: text('errors_key'),
    /** Sent to the queue in spite of its errors: the bad rows are skipped. */
    skip_errors: boolean('skip_errors').notNull().default(false),
    queued_at: stamp('queued_at'),
    started_at: stamp('started_at'),
    finished_at: stamp('finished_at'),
    /** Why the file failed, in the uploader's language. */
    error_summary: text('error_summary'),
    /** A failed file stops the queue until someone resumes it. */
    resumed_at: stamp('resumed_at'),
    resumed_by_email: text('resumed_by_email'),
    reverted_at: stamp('reverted_at'),
    reverted_by_email: text('reverted_by_email'),
    created_by: integer('created_by'),
    created_by_email: text('created_by_email'),
    ...timestamps,
  },
  (t) => [
    newestFirstOrder('import_files', t),
    // The queue: the next file in upload order.
    index('import_files_queue_index')
      .on(t.id)
      .where(sql`status in ('pending', 'processing') and queued_at is not null`),
    index().on(t.created_by),
    check(
      'import_files_status',
      sql`${t.status} in ('pending', 'processing', 'success', 'error', 'skipped')`,
    ),
    check(
      'import_files_type',
      sql`${t.type} in ('compatibilities', 'easyzone_compatibilities', 'amazon_asins')`,
    ),
  ],
);

/**
 * What an applied file changed, for its undo: each record it created (`before` null) or updated
 * (`before`: the row as it was). Written in the file's own transaction, set by set.
 */
export const importChanges = pgTable(
  'import_changes',
  {
    import_file_id: integer('import_file_id')
      .notNull()
      .references(() => importFiles.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    record_id: integer('record_id').notNull(),
    before: jsonb('before'),
  },
  (t) => [
    primaryKey({ columns: [t.import_file_id, t.target, t.record_id] }),
    // "A later import changed this record too" (the undo's refusal).
    index('import_changes_record_index').on(t.target, t.record_id),
  ],
);

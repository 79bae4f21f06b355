import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamp, timestamps } from '../columns.ts';

/**
 * Long writes done in the background (bulk updates, later imports): the job's selection and changes,
 * its progress and the checkpoint it resumes from, and the lease of the process running it.
 */
export const batchJobs = pgTable(
  'batch_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    /** queued, running, done, failed, cancelled. */
    status: text('status').notNull().default('queued'),
    total: integer('total'),
    processed: integer('processed').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    /** Last id done: the next batch starts after it. */
    checkpoint: integer('checkpoint').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lease_owner: text('lease_owner'),
    lease_expires_at: stamp('lease_expires_at'),
    /** Why it failed: a server message key and its parameters, translated when read. */
    error: jsonb('error'),
    created_by: integer('created_by'),
    created_by_email: text('created_by_email'),
    request_id: text('request_id'),
    started_at: stamp('started_at'),
    finished_at: stamp('finished_at'),
    ...timestamps,
  },
  (t) => [index().on(t.status, t.lease_expires_at), index().on(t.created_by)],
);

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newestFirstOrder, stamp, timestamps } from '../../platform/columns.ts';

/**
 * API warnings (`/warnings`): a problem in the data that needs a person, raised by a check
 * (warning-checks.ts) or written by hand (`manual`). `subject_type` and `subject_id` name the record
 * it is about (a definition name and an id; empty when there is none, an export config entry),
 * `detail` tells two problems of one record apart (the market an article has no rate in), and
 * `params` fill the kind's message in the reader's language. `condition_present`: the last check
 * still found it; a person's resolution of a problem that is still there stands (it is not raised
 * again) until the check finds it gone, and a later return of it raises a new warning.
 */
export const apiWarnings = pgTable(
  'api_warnings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subject_type: text('subject_type').notNull().default(''),
    subject_id: text('subject_id').notNull().default(''),
    detail: text('detail').notNull().default(''),
    /** What lists show of the record (an article's code, a company's name). */
    subject_label: text('subject_label'),
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    state: text('state').notNull().default('open'),
    description: text('description'),
    resolution_note: text('resolution_note'),
    resolved_at: stamp('resolved_at'),
    resolved_by: integer('resolved_by'),
    /** Resolved by a check that found the problem gone (no person). */
    resolved_by_check: boolean('resolved_by_check').notNull().default(false),
    condition_present: boolean('condition_present').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // A check never holds two warnings of one problem while one is open or its resolution stands.
    uniqueIndex('api_warnings_active_problem_index')
      .on(t.kind, t.subject_type, t.subject_id, t.detail)
      .where(sql`(${t.state} = 'open' or ${t.condition_present}) and ${t.kind} <> 'manual'`),
    newestFirstOrder('api_warnings', t),
    index('api_warnings_state_created_at_index').on(t.state, t.created_at.desc().nullsLast(), t.id),
    index('api_warnings_subject_index').on(t.subject_type, t.subject_id),
  ],
);

import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamp } from '../columns.ts';

/**
 * Every workflow's history in one table, keyed by the workflow's name and the record's id: who moved
 * the record, when, from which state to which, the fields the transition asked for and the note.
 * `request_id` ties a row to the audit row of the same request, which the timeline then leaves out.
 */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: serial('id').primaryKey(),
    workflow: text('workflow').notNull(),
    record_id: integer('record_id').notNull(),
    from_state: text('from_state').notNull(),
    to_state: text('to_state').notNull(),
    fields: jsonb('fields').notNull().default({}),
    note: text('note'),
    user_id: integer('user_id'),
    user_email: text('user_email'),
    request_id: text('request_id'),
    created_at: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [index('workflow_history_record_index').on(t.workflow, t.record_id, t.created_at)],
);

/**
 * Every workflow's messages (chat and comments): internal ones are for staff only, external ones
 * concern the customer. `kind` says what a message is (`comment`, or `ticket` for a ticket asked for
 * from the record, until the tickets area takes them).
 */
export const workflowMessages = pgTable(
  'workflow_messages',
  {
    id: serial('id').primaryKey(),
    workflow: text('workflow').notNull(),
    record_id: integer('record_id').notNull(),
    kind: text('kind').notNull().default('comment'),
    internal: boolean('internal').notNull().default(true),
    body: text('body').notNull(),
    user_id: integer('user_id'),
    user_email: text('user_email'),
    request_id: text('request_id'),
    created_at: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [index('workflow_messages_record_index').on(t.workflow, t.record_id, t.created_at)],
);

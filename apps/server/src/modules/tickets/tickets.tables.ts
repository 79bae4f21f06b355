import { tickets as ticketsDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newestFirstOrder, searchTextColumn, searchTextIndexes, timestamps } from '../../platform/columns.ts';
import { users } from '../access/access.tables.ts';
import { returns } from '../aftersales/returns.tables.ts';
import { companies } from '../customers/customers.tables.ts';

/**
 * Ticket categories (spec section 3): a category with a parent is a subcategory. The name in the
 * content languages and the per-market contacts (market id, name, e-mail) are saved with the record
 * as JSON: they are only ever read and written whole, with their category.
 */
export const ticketCategories = pgTable(
  'ticket_categories',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull(),
    name: text('name').notNull(),
    translations: jsonb('translations').notNull().default({}),
    parent_id: integer('parent_id').references((): AnyPgColumn => ticketCategories.id),
    contacts: jsonb('contacts').notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('ticket_categories_az_iso_key').on(t.az_iso), index().on(t.parent_id)],
);

/** One configuration per market: default assignee, reply-from address, close-when-reply default, signature. */
export const ticketsConfigurations = pgTable(
  'tickets_configurations',
  {
    id: serial('id').primaryKey(),
    market: text('market').notNull(),
    default_assignee_id: integer('default_assignee_id').references(() => users.id, { onDelete: 'set null' }),
    reply_from: text('reply_from').notNull(),
    close_when_reply: boolean('close_when_reply').notNull().default(false),
    /** Closes every ticket e-mail of the market (the team's name, phone, hours). */
    signature: text('signature'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tickets_configurations_market_key').on(t.market),
    index('tickets_configurations_default_assignee_id_index').on(t.default_assignee_id),
  ],
);

/** Ticket references: CON-0000001, from a sequence so two creates never take the same one. */
export const ticketCodes = pgSequence('ticket_codes');

/**
 * Tickets (spec section 3). `reply_token` is the secret part of the reply-to address of the ticket's
 * e-mails (`consultas+<token>@...`): the inbound route finds the ticket by it, and nobody can guess
 * another ticket's. The messages are the workflow kit's (`workflow_messages`, workflow `tickets`).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().default(sql`'CON-' || lpad(nextval('ticket_codes')::text, 7, '0')`),
    subject: text('subject').notNull(),
    category_id: integer('category_id')
      .notNull()
      .references(() => ticketCategories.id),
    subcategory_id: integer('subcategory_id').references(() => ticketCategories.id),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    market: text('market'),
    recipient: text('recipient').notNull(),
    assigned_to: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    opened_at: date('opened_at', { mode: 'string' }).notNull().default(sql`current_date`),
    close_when_reply: boolean('close_when_reply').notNull().default(false),
    status: text('status').notNull().default('open'),
    reply_token: text('reply_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** The return the ticket was asked for from ("create ticket" on a return). */
    return_id: integer('return_id').references(() => returns.id, { onDelete: 'set null' }),
    search_text: searchTextColumn(ticketsDefinition.search),
    ...timestamps,
  },
  (t) => [
    index('tickets_subcategory_id_index').on(t.subcategory_id),
    index('tickets_category_id_index').on(t.category_id),
    uniqueIndex('tickets_code_key').on(t.code),
    uniqueIndex('tickets_reply_token_key').on(t.reply_token),
    newestFirstOrder('tickets', t),
    // The list filtered by state or by assignee (or a company's tab), newest first, from the index.
    index('tickets_status_created_at_index').on(t.status, t.created_at.desc().nullsLast(), t.id),
    index('tickets_assigned_created_at_index').on(t.assigned_to, t.created_at.desc().nullsLast(), t.id),
    // One person's open (or answered) tickets, what an agent looks at all day: rows and total from the index.
    index('tickets_assigned_status_created_at_index').on(
      t.assigned_to,
      t.status,
      t.created_at.desc().nullsLast(),
      t.id,
    ),
    index('tickets_company_created_at_index').on(t.company_id, t.created_at.desc().nullsLast(), t.id),
    index('tickets_order_opened_at_index').on(t.opened_at.desc().nullsLast(), t.id),
    // The statistics' tickets per month (statistics.service.ts): one market's range of opening dates,
    // or every market's by skip scan, with the state, all read from the index without the table.
    index('tickets_statistics_index').on(t.market, t.opened_at, t.status),
    ...searchTextIndexes('tickets', t),
    index().on(t.return_id),
  ],
);

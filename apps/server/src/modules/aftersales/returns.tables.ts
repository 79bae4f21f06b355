import { returns as returnsDefinition } from '@proboard/domain';
import { index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  newestFirstOrder,
  searchTextColumn,
  searchTextIndexes,
  timestamps,
  trigram,
} from '../../platform/columns.ts';

/** Money: exact numerics (SPEC-RULINGS), computed in integer cents by the server (return-totals.ts). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * Returns (spec section 3). The customer is kept by number, name and e-mail as the return arrived
 * (the companies area links them later). `total` is computed by the server from the lines and the
 * transport fee on every change; a total sent by a client is never read.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    status: text('status').notNull().default('hold'),
    customer_number: text('customer_number'),
    customer_name: text('customer_name'),
    customer_email: text('customer_email'),
    invoice_number: text('invoice_number'),
    observations: text('observations'),
    transport_fee: money('transport_fee'),
    total: money('total').notNull().default(0),
    credit_invoice: text('credit_invoice'),
    tracking_number: text('tracking_number'),
    cancel_reason: text('cancel_reason'),
    search_text: searchTextColumn(returnsDefinition.search),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('returns_code_key').on(t.code),
    newestFirstOrder('returns', t),
    ...searchTextIndexes('returns', t),
    // The list filtered by state, newest first (the list's common view), read from the index.
    index('returns_status_created_at_index').on(t.status, t.created_at.desc().nullsLast(), t.id),
    index('returns_customer_name_trgm_index').using('gin', trigram(t.customer_name)),
  ],
);

/** A return's lines: what the customer sends back of one invoice line, and what it is worth. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    return_id: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    invoice_line: text('invoice_line').notNull(),
    quantity: integer('quantity').notNull(),
    amount: money('amount').notNull(),
    user_discount: numeric('user_discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    rotation_charge: money('rotation_charge').notNull().default(0),
    reprocessing_charge: money('reprocessing_charge').notNull().default(0),
    damage_charge: money('damage_charge').notNull().default(0),
    return_amount: money('return_amount').notNull().default(0),
    serial_number: text('serial_number'),
    reason: text('reason'),
    comment: text('comment'),
    ...timestamps,
  },
  (t) => [index('return_lines_return_id_index').on(t.return_id, t.id)],
);

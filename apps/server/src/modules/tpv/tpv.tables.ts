import { tpvOperations as tpvDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { searchTextColumn, searchTextIndexes, stamp, timestamps } from '../../platform/columns.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * Card-terminal operations, as the bank notified them (modules/tpv/redsys.ts): written once per
 * `bank_operation_key` (merchant, terminal, bank order, transaction type, moment, authorisation code)
 * however often the notification comes (`notification_count`). The card is its brand and last four
 * digits, never more (a CHECK keeps it so). `bank_parameters` is what the bank sent, its card number
 * masked. Staff write `reconciliation_note` only.
 */
export const tpvOperations = pgTable(
  'tpv_operations',
  {
    id: serial('id').primaryKey(),
    bank_operation_key: text('bank_operation_key').notNull().unique(),
    /** The bank's order number (`Ds_Order`). */
    bank_order: text('bank_order').notNull(),
    /** Our order's reference as the payment carried it (`Ds_MerchantData`), and the order it names. */
    order_reference: text('order_reference'),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    operation_type: text('operation_type').notNull(),
    /** Redsys' own code of the operation (`Ds_TransactionType`). */
    transaction_type: text('transaction_type').notNull(),
    status: text('status').notNull(),
    response_code: text('response_code').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    authorisation_code: text('authorisation_code').notNull().default(''),
    secure_payment: boolean('secure_payment'),
    merchant_code: text('merchant_code').notNull(),
    terminal: text('terminal').notNull(),
    /** When the bank says the operation happened (`Ds_Date`, `Ds_Hour`, Spanish time). */
    operation_at: stamp('operation_at').notNull(),
    notified_at: stamp('notified_at').notNull().defaultNow(),
    last_notified_at: stamp('last_notified_at').notNull().defaultNow(),
    notification_count: integer('notification_count').notNull().default(1),
    bank_parameters: jsonb('bank_parameters').notNull().default({}),
    reconciliation_note: text('reconciliation_note'),
    search_text: searchTextColumn(tpvDefinition.search),
    ...timestamps,
  },
  (t) => [
    check('tpv_operations_card_last4_check', sql`${t.card_last4} ~ '^[0-9]{4}$'`),
    check('tpv_operations_amount_check', sql`${t.amount_cents} >= 0`),
    // The list's order (newest operation first) and the daily totals' range.
    index('tpv_operations_order_operation_at_index').on(t.operation_at.desc().nullsLast(), t.id),
    // One terminal's days (the totals' links open the list filtered so).
    index('tpv_operations_terminal_index').on(t.merchant_code, t.terminal, t.operation_at),
    index('tpv_operations_status_index').on(t.status, t.operation_at.desc().nullsLast(), t.id),
    index('tpv_operations_order_id_index').on(t.order_id),
    ...searchTextIndexes('tpv_operations', t),
  ],
);

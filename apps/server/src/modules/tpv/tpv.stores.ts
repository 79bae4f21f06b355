import { tpvOperations, tpvReasonSql } from '@proboard/domain';
import type { ResourceStore, Row } from '../../platform/resources/resource-store.ts';

/** An amount in currency units (every currency the terminals take has cents). */
export const unitsOf = (cents: string) => `round(${cents} / 100.0, 2)`;

export const tpvOperationStore: ResourceStore = {
  definition: tpvOperations,
  table: 'tpv_operations',
  // The bank writes the rest (tpv-notification.routes.ts).
  writable: ['reconciliation_note'],
  // What the bank sent is read with the record, not with every list row.
  listColumns: [
    'id',
    'bank_order',
    'order_reference',
    'order_id',
    'operation_type',
    'status',
    'response_code',
    'currency',
    'card_brand',
    'card_last4',
    'merchant_code',
    'terminal',
    'authorisation_code',
    'operation_at',
    'notification_count',
    'reconciliation_note',
    'created_at',
    'updated_at',
  ],
  computed: {
    amount: unitsOf('t.amount_cents'),
    response_reason: tpvReasonSql('t.response_code'),
    // The order's company: its details route is /orders/:id/altra-company/:company.
    order_company: '(select o.altra_company_iso from orders o where o.id = t.order_id)',
  },
  recordComputed: {
    amount_text: `to_char(t.amount_cents / 100.0, 'FM999999999990.00') || ' ' || t.currency`,
    bank_parameters_text: 'jsonb_pretty(t.bank_parameters)',
  },
  searchText: true,
  // Totals from counters kept by triggers (migration 0065): the whole list, per status, per week.
  countedColumns: ['status'],
  weekCounted: { column: 'operation_at' },
  uniques: {},
  hooks: {
    prepare: (body: Row) =>
      typeof body.reconciliation_note === 'string' && !body.reconciliation_note.trim()
        ? { ...body, reconciliation_note: null }
        : body,
  },
};

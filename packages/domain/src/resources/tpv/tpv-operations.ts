import { z } from 'zod';
import { max, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/**
 * Card-terminal operations (`/tpvoperations`, spec sections 1, 2 and 6): the card payments of orders
 * through the bank's virtual terminal (Redsys in Spain). Operations are written only by the bank's
 * signed notification (`TPV_NOTIFICATION_PATH`), once however often it is sent; staff read them and
 * add a reconciliation note, nothing else. A card is kept as its brand and last four digits: a full
 * card number is refused wherever it comes from.
 */

/** What an operation does, by Redsys' `Ds_TransactionType` (`other`: a type the board does not name). */
export const TPV_OPERATION_TYPES = [
  'payment',
  'preauthorisation',
  'confirmation',
  'refund',
  'cancellation',
  'other',
] as const;
export type TpvOperationType = (typeof TPV_OPERATION_TYPES)[number];

/** Redsys' transaction type codes (`Ds_TransactionType`). */
export const REDSYS_TRANSACTION_TYPES: Readonly<Record<string, TpvOperationType>> = {
  '0': 'payment',
  '1': 'preauthorisation',
  '2': 'confirmation',
  '3': 'refund',
  '9': 'cancellation',
};

/** The outcome of an operation, from the bank's response code (badge statuses). */
export const TPV_STATUSES = ['approved', 'rejected', 'cancelled', 'error'] as const;
export type TpvStatus = (typeof TPV_STATUSES)[number];

/** Card brands by Redsys' `Ds_Card_Brand`. */
export const REDSYS_CARD_BRANDS: Readonly<Record<string, string>> = {
  '1': 'visa',
  '2': 'mastercard',
  '6': 'diners',
  '7': 'private',
  '8': 'amex',
  '9': 'jcb',
  '22': 'unionpay',
};
export const TPV_CARD_BRANDS = [...new Set(Object.values(REDSYS_CARD_BRANDS)), 'other'] as const;

/** The currencies the terminals take, by their ISO 4217 number (`Ds_Currency`); all have cents. */
export const REDSYS_CURRENCIES: Readonly<Record<string, string>> = {
  '978': 'EUR',
  '840': 'USD',
  '826': 'GBP',
  '756': 'CHF',
};
export const TPV_CURRENCIES = Object.values(REDSYS_CURRENCIES);

/**
 * The bank's response codes with a reason of their own (`resources.tpvoperations.values.response_reason`
 * in every language). `0000` stands for the whole 0000–0099 range (authorised payments and
 * preauthorisations); a code not listed reads as `other`, with its number beside it.
 */
export const TPV_RESPONSE_REASONS = [
  '0000',
  '0400',
  '0900',
  '0101',
  '0102',
  '0106',
  '0116',
  '0125',
  '0129',
  '0172',
  '0173',
  '0174',
  '0180',
  '0184',
  '0190',
  '0191',
  '0195',
  '0202',
  '0904',
  '0909',
  '0913',
  '0944',
  '0950',
  '9064',
  '9078',
  '9093',
  '9094',
  '9104',
  '9218',
  '9253',
  '9256',
  '9257',
  '9261',
  '9912',
  '9913',
  '9914',
  '9915',
  '9997',
  '9998',
  '9999',
  'other',
] as const;
export type TpvResponseReason = (typeof TPV_RESPONSE_REASONS)[number];

/** The four digits of a response code as the bank means them (`101` is `0101`), or null. */
export function responseCodeOf(value: unknown): string | null {
  const code = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,4}$/.test(code) ? code.padStart(4, '0') : null;
}

const AUTHORISED = (code: string) => code >= '0000' && code <= '0099';

/** The reason a response code reads as (its own, the authorised range's, or `other`). */
export function tpvReasonOf(code: string): TpvResponseReason {
  if (AUTHORISED(code)) return '0000';
  return (TPV_RESPONSE_REASONS as readonly string[]).includes(code) ? (code as TpvResponseReason) : 'other';
}

/** Codes saying the bank or the terminal failed, not that the card was refused. */
const ERROR_CODES = new Set(['0904', '0909', '0913', '0944', '9912', '9913', '9997', '9998', '9999']);

/**
 * An operation's status by its response code (Redsys): 0000–0099 authorise payments and
 * preauthorisations, 0400 cancellations, 0900 refunds and confirmations; 9915 is the customer
 * cancelling on the payment page; technical failures are `error`; every other code a refusal.
 */
export function tpvStatusOf(code: string): TpvStatus {
  if (AUTHORISED(code) || code === '0400' || code === '0900') return 'approved';
  if (code === '9915') return 'cancelled';
  if (ERROR_CODES.has(code)) return 'error';
  return 'rejected';
}

/** The SQL of a response code's reason (`tpvReasonOf`), for the list's column and its filter. */
export function tpvReasonSql(column: string): string {
  const own = TPV_RESPONSE_REASONS.filter((r) => r !== 'other' && r !== '0000')
    .map((r) => `'${r}'`)
    .join(', ');
  return `case when ${column} between '0000' and '0099' then '0000' when ${column} in (${own}) then ${column} else 'other' end`;
}

/** The largest amount one operation may carry, in cents (Redsys takes 12 digits). */
export const TPV_AMOUNT_MAX_CENTS = 999_999_999_999;

/** Where the bank posts its notifications: outside `/api` (the bank sends no apikey), signed. */
export const TPV_NOTIFICATION_PATH = '/tpv/redsys/notifications';

/** The signature version the notifications carry (`Ds_SignatureVersion`). */
export const REDSYS_SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** The daily totals' path under the list (`GET …/tpv-operations/daily-totals`). */
export const TPV_DAILY_TOTALS_PATH = 'daily-totals';
/** The days a totals request may span, and those it spans when it names none. */
export const TPV_DAILY_TOTALS_MAX_DAYS = 366;
export const TPV_DAILY_TOTALS_DEFAULT_DAYS = 14;

/** One line of the daily totals: a terminal's operations of one day in one currency. */
export interface TpvDailyTotal {
  day: string;
  merchant_code: string;
  terminal: string;
  currency: string;
  operations: number;
  approved: number;
  /** Approved payments and confirmations, in currency units (two decimals). */
  charged: number;
  /** Approved refunds. */
  refunded: number;
  /** charged − refunded. */
  net: number;
}

/**
 * Staff write only the reconciliation note (the rest is the bank's): always sent, empty or null to
 * clear it, so a body without it is a mistake (422), not an edit that changes nothing.
 */
export const tpvOperationSchema = z.strictObject({
  reconciliation_note: text(max(2000)).nullable(),
  updated_at: updatedAt,
});

export const tpvOperations: ResourceDefinition<typeof tpvOperationSchema> = {
  name: 'tpvoperations',
  service: 'mstools',
  apiPath: 'tpv-operations',
  singular: 'tpv_operation',
  plural: 'tpv_operations',
  idParam: 'id',
  schema: tpvOperationSchema,
  fields: [
    { key: 'operation_at', kind: 'date', readOnly: true, half: true },
    { key: 'status', kind: 'text', readOnly: true, half: true },
    { key: 'operation_type', kind: 'text', readOnly: true, half: true },
    { key: 'response_reason', kind: 'text', readOnly: true, half: true },
    { key: 'response_code', kind: 'text', readOnly: true, half: true },
    { key: 'amount_text', kind: 'text', readOnly: true, half: true },
    { key: 'bank_order', kind: 'text', readOnly: true, half: true },
    { key: 'order_reference', kind: 'text', readOnly: true, half: true },
    { key: 'card_brand', kind: 'text', readOnly: true, half: true },
    { key: 'card_last4', kind: 'text', readOnly: true, half: true },
    { key: 'merchant_code', kind: 'text', readOnly: true, half: true },
    { key: 'terminal', kind: 'text', readOnly: true, half: true },
    { key: 'authorisation_code', kind: 'text', readOnly: true, half: true },
    { key: 'notification_count', kind: 'number', readOnly: true, half: true },
    { key: 'notified_at', kind: 'date', readOnly: true, half: true },
    { key: 'last_notified_at', kind: 'date', readOnly: true, half: true },
    { key: 'reconciliation_note', kind: 'textarea' },
    { key: 'bank_parameters_text', kind: 'textarea', readOnly: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'operation_at', type: 'date' },
    { key: 'bank_order' },
    { key: 'order_reference' },
    { key: 'operation_type', statuses: TPV_OPERATION_TYPES },
    { key: 'status', values: 'status', statuses: TPV_STATUSES },
    { key: 'response_code', type: 'code' },
    { key: 'response_reason', sortable: false, statuses: TPV_RESPONSE_REASONS },
    { key: 'amount', type: 'number', valuesBy: { key: 'currency', values: { EUR: 'money' } } },
    { key: 'currency', type: 'code', statuses: TPV_CURRENCIES },
    { key: 'card_brand', statuses: TPV_CARD_BRANDS },
    { key: 'card_last4', type: 'code' },
    { key: 'merchant_code', type: 'code' },
    { key: 'terminal', type: 'code' },
    { key: 'reconciliation_note', visible: false, sortable: false },
  ],
  search: ['bank_order', 'order_reference', 'authorisation_code', 'card_last4'],
  defaultSort: '-operation_at',
  duplicate: false,
};

export const TPV_RESOURCES = [tpvOperations] as const;

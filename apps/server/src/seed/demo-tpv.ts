import { REDSYS_CARD_BRANDS, REDSYS_TRANSACTION_TYPES, tpvStatusOf } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * Demo card-terminal operations: the card payments of the demo's card orders of the last six months,
 * as the bank would have notified them. Most are paid at once; some after a refused card (expired,
 * wrong CVV, refused by the issuer, card not served), some abandoned on the payment page (9915), a few
 * technical errors (0909, 9912); professional orders are sometimes preauthorised then captured, and a
 * few payments refunded later. Each group company has its own merchant (FUC), Spain a second terminal
 * for phone orders; Airzone USA charges in dollars. A few were notified twice or three times, and some
 * carry a reconciliation note. One statement, only while the table is empty.
 */

/** Merchant code by the order's group company; anything else is Airzone España's. */
const MERCHANTS: Record<string, { code: string; currency: string; numeric: string }> = {
  AZES: { code: '999008881', currency: 'EUR', numeric: '978' },
  ALTRA: { code: '999008881', currency: 'EUR', numeric: '978' },
  AZFR: { code: '999008882', currency: 'EUR', numeric: '978' },
  AZIT: { code: '999008883', currency: 'EUR', numeric: '978' },
  AZUS: { code: '999008884', currency: 'USD', numeric: '840' },
};

const REFUSALS = ['0101', '0129', '0190', '0180', '0116', '0184', '9093'];
const ERRORS = ['0909', '9912'];
const NOTES = [
  'Conciliado con el extracto del banco',
  'Conciliado: abono recibido en cuenta',
  'Devolución pedida por el cliente por rotura en el transporte',
  'Cobro duplicado por el cliente: se devolvió el segundo',
  'Revisar: el banco lo abonó dos días después',
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface DemoOperation {
  bank_operation_key: string;
  bank_order: string;
  order_reference: string;
  order_id: number;
  operation_type: string;
  transaction_type: string;
  status: string;
  response_code: string;
  amount_cents: number;
  currency: string;
  card_brand: string | null;
  card_last4: string | null;
  authorisation_code: string;
  merchant_code: string;
  terminal: string;
  local_moment: string;
  notification_count: number;
  reconciliation_note: string | null;
  bank_parameters: Record<string, string>;
}

export async function seedDemoTpv(tx: Tx) {
  const existing = await tx.execute(sql`select 1 from tpv_operations limit 1`);
  if (existing.rows.length) return;
  const orders = (
    await tx.execute<{
      id: number;
      order_reference: string;
      altra_company_iso: string;
      kind: string;
      origin: string;
      total_cents: number;
      order_date: string;
    }>(sql`select id, order_reference, altra_company_iso, kind, origin, total_cents, order_date from orders
      where payment_type = 'card' and total_cents > 0
        and order_date >= (select max(order_date) from orders) - 180
      order by order_date, id`)
  ).rows;
  if (orders.length === 0) return;

  const next = random(34_2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const brands = ['1', '1', '1', '2', '2', '8', '6'];
  const operations: DemoOperation[] = [];
  let sequence = 0;

  /** One notified operation of an order, `minutes` after the order day's first minute. */
  const notify = (
    order: (typeof orders)[number],
    type: string,
    code: string,
    amountCents: number,
    dayOffset: number,
    minutes: number,
    card: { brand: string; last4: string } | null,
  ) => {
    const merchant = MERCHANTS[order.altra_company_iso] ?? MERCHANTS.AZES!;
    const terminal = merchant.code === '999008881' && order.origin === 'phone' ? '002' : '001';
    const date = new Date(
      Date.parse(`${order.order_date}T00:00:00Z`) + dayOffset * 86_400_000 + minutes * 60_000,
    );
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const hh = String(date.getUTCHours()).padStart(2, '0');
    const mi = String(date.getUTCMinutes()).padStart(2, '0');
    const dd = String(d).padStart(2, '0');
    const mm = String(m).padStart(2, '0');
    sequence += 1;
    const bankOrder = `${String(y).slice(2)}${mm}${String(sequence).padStart(8, '0')}`;
    const status = tpvStatusOf(code);
    const authorisation = status === 'approved' ? String(100_000 + Math.floor(next() * 899_999)) : '';
    const parameters: Record<string, string> = {
      Ds_Date: `${dd}%2F${mm}%2F${y}`,
      Ds_Hour: `${hh}%3A${mi}`,
      Ds_SecurePayment: card ? '1' : '0',
      Ds_Amount: String(amountCents),
      Ds_Currency: merchant.numeric,
      Ds_Order: bankOrder,
      Ds_MerchantCode: merchant.code,
      Ds_Terminal: terminal,
      Ds_Response: code,
      Ds_MerchantData: order.order_reference,
      Ds_TransactionType: type,
      Ds_ConsumerLanguage: '1',
      Ds_AuthorisationCode: authorisation,
      ...(card ? { Ds_Card_Brand: card.brand, Ds_Card_Number: `************${card.last4}` } : {}),
    };
    const local = `${y}-${mm}-${dd} ${hh}:${mi}`;
    const replayed = next();
    operations.push({
      bank_operation_key: [merchant.code, terminal, bankOrder, type, local, authorisation].join('/'),
      bank_order: bankOrder,
      order_reference: order.order_reference,
      order_id: order.id,
      operation_type: REDSYS_TRANSACTION_TYPES[type] ?? 'other',
      transaction_type: type,
      status,
      response_code: code,
      amount_cents: amountCents,
      currency: merchant.currency,
      card_brand: card ? (REDSYS_CARD_BRANDS[card.brand] ?? 'other') : null,
      card_last4: card?.last4 ?? null,
      authorisation_code: authorisation,
      merchant_code: merchant.code,
      terminal,
      local_moment: local,
      notification_count: replayed < 0.06 ? 3 : replayed < 0.18 ? 2 : 1,
      reconciliation_note: status === 'approved' && next() < 0.12 ? pick(NOTES) : null,
      bank_parameters: parameters,
    });
  };

  for (const order of orders) {
    const card = { brand: pick(brands), last4: String(Math.floor(next() * 10_000)).padStart(4, '0') };
    const start = 8 * 60 + Math.floor(next() * 14 * 60);
    const amount = order.total_cents;
    const roll = next();
    if (roll < 0.08) {
      // Left on the payment page.
      notify(order, '0', '9915', amount, 0, start, null);
      continue;
    }
    let minute = start;
    if (roll < 0.22) {
      // A refused card first, then another card goes through.
      notify(order, '0', pick(REFUSALS), amount, 0, minute, { ...card, brand: pick(brands) });
      minute += 2 + Math.floor(next() * 20);
    } else if (roll < 0.26) {
      notify(order, '0', pick(ERRORS), amount, 0, minute, null);
      minute += 5 + Math.floor(next() * 30);
    }
    const code = String(Math.floor(next() * 3)).padStart(4, '0');
    if (order.kind === 'professional' && next() < 0.15) {
      // Preauthorised at the order, captured when it ships.
      notify(order, '1', code, amount, 0, minute, card);
      notify(order, '2', '0900', amount, 2 + Math.floor(next() * 5), 9 * 60 + Math.floor(next() * 600), card);
    } else {
      notify(order, '0', code, amount, 0, minute, card);
    }
    if (next() < 0.05) {
      // Refunded later, whole or in part.
      const part = next() < 0.5 ? amount : Math.round(amount * (0.2 + next() * 0.5));
      notify(order, '3', '0900', part, 6 + Math.floor(next() * 20), 10 * 60 + Math.floor(next() * 480), card);
    }
  }

  await tx.execute(sql`insert into tpv_operations (bank_operation_key, bank_order, order_reference, order_id,
      operation_type, transaction_type, status, response_code, amount_cents, currency, card_brand, card_last4,
      authorisation_code, secure_payment, merchant_code, terminal, operation_at, notified_at, last_notified_at,
      notification_count, bank_parameters, reconciliation_note, created_at, updated_at)
    select o.bank_operation_key, o.bank_order, o.order_reference, o.order_id, o.operation_type, o.transaction_type,
      o.status, o.response_code, o.amount_cents, o.currency, o.card_brand, o.card_last4, o.authorisation_code,
      o.card_brand is not null, o.merchant_code, o.terminal, w.at, w.at + interval '4 seconds',
      w.at + (o.notification_count - 1) * interval '15 minutes', o.notification_count, o.bank_parameters,
      o.reconciliation_note, w.at + interval '4 seconds', w.at + interval '4 seconds'
    from jsonb_to_recordset(${JSON.stringify(operations)}::jsonb) as o(bank_operation_key text, bank_order text,
      order_reference text, order_id int, operation_type text, transaction_type text, status text,
      response_code text, amount_cents bigint, currency text, card_brand text, card_last4 text,
      authorisation_code text, merchant_code text, terminal text, local_moment text, notification_count int,
      reconciliation_note text, bank_parameters jsonb)
    cross join lateral (select (o.local_moment::timestamp at time zone 'Europe/Madrid') as at) w`);
}

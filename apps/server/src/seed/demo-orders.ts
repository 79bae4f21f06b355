import { createHash } from 'node:crypto';
import { type ORDER_STATUSES, orders, orderTotals } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { isPrivateFile } from '../platform/resources/private-record-files.ts';
import type { Tx } from '../platform/resources/resource-store.ts';
import type { Storage } from '../platform/storage.ts';

/**
 * Demo orders: 3,000 professional and client orders of the active demo companies (none awaiting
 * activation or inactive) over the last eighteen months, in every status, each with one to four
 * lines on demo articles (none blocked) at the VAT rate of the company's country; totals computed
 * by the same rule as the server (order-totals.ts).
 * Documents (order confirmation, delivery note, invoice) on the orders that have them by their
 * status, when a storage is given; and a handful of coupons, some applied. Only when there are none.
 */
const DEMO_ORDERS = 3_000;

const COUPONS = [
  {
    code: 'BIENVENIDA20',
    created: '2024-03-04',
    description: 'Bienvenida: 20 € en el primer pedido',
    type: 'fixed',
    units: 2000,
    limit: 500,
    validTo: null,
  },
  {
    code: 'VERANO10',
    created: '2026-05-18',
    description: 'Campaña de verano: 10 % en climatización',
    type: 'percentage',
    units: 1000,
    limit: null,
    validTo: '2027-09-30',
  },
  {
    code: 'INSTALADOR5',
    created: '2025-01-13',
    description: 'Instaladores certificados: 5 % todo el año',
    type: 'percentage',
    units: 500,
    limit: null,
    validTo: null,
  },
  {
    code: 'FERIA-CR',
    created: '2026-10-05',
    description: 'Feria C&R Madrid: 15 % en termostatos',
    type: 'percentage',
    units: 1500,
    limit: 200,
    validTo: '2027-02-28',
  },
  {
    code: 'BlackFriday',
    created: '2025-11-10',
    description: 'Black Friday: 50 € a partir de 500 €',
    type: 'fixed',
    units: 5000,
    limit: 100,
    validTo: '2025-11-30',
  },
  {
    code: 'OTONO-PT',
    created: '2026-09-21',
    description: 'Outono em Portugal: 7,5 % em grelhas motorizadas',
    type: 'percentage',
    units: 750,
    limit: 300,
    validTo: null,
  },
] as const;

const VAT_BY_COUNTRY: Readonly<Record<string, number>> = { ES: 2100, PT: 2300, FR: 2000, IT: 2200 };
/** How often each status appears: most orders are delivered; a few are blocked or rejected. */
const STATUS_WEIGHTS: Readonly<Record<(typeof ORDER_STATUSES)[number], number>> = {
  pending_activation: 6,
  retained: 3,
  cancelled: 4,
  delivered: 45,
  sent: 14,
  confirmed: 20,
  blocked: 3,
  rejected: 5,
};
const PAYMENTS = ['transfer', 'direct_debit', 'card', 'cash_on_delivery', 'prepayment'] as const;
const DELIVERY_NOTES = [
  'Entregar por la mañana',
  'Llamar antes de la entrega',
  'Muelle de carga 3',
  'Horario de recepción de 8:00 a 14:00',
  null,
  null,
  null,
];

/** A small deterministic generator, so every demo database holds the same orders. */
function random(seed: number) {
  // mulberry32: 32-bit integer steps only.
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MINIMAL_PDF = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n` +
      `4 0 obj<</Length 44>>stream\nBT /F1 18 Tf 72 760 Td (${title}) Tj ET\nendstream endobj\n` +
      `5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** One stored PDF per kind of document, shared by the orders that have it; private, as orders' files are. */
async function demoDocuments(tx: Tx, storage: Storage) {
  const urls: Record<string, string> = {};
  for (const [kind, title, name] of [
    ['confirmation', 'Confirmacion de pedido', 'confirmacion-pedido.pdf'],
    ['delivery_note', 'Albaran de entrega', 'albaran.pdf'],
    ['invoice', 'Factura', 'factura.pdf'],
  ] as const) {
    const bytes = MINIMAL_PDF(title);
    const hex = createHash('sha256').update(`proboard-demo-order-document:${kind}`).digest('hex');
    const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.pdf`;
    await storage.put(key, bytes, 'application/pdf');
    await tx.execute(sql`insert into stored_files (storage_key, original_name, mime, extension, size, sha256, private)
      values (${key}, ${name}, 'application/pdf', 'pdf', ${bytes.length},
        ${createHash('sha256').update(bytes).digest('hex')}, ${isPrivateFile(orders, `${kind}_file_url`)})
      on conflict (storage_key) do nothing`);
    urls[kind] = `/files/${key}`;
  }
  return urls;
}

export async function seedDemoOrders(tx: Tx, storage?: Storage) {
  const existing = await tx.execute(sql`select 1 from orders limit 1`);
  if (existing.rows.length) return;
  const companies = (
    await tx.execute<{
      id: number;
      name: string;
      vat: string;
      country_iso: string;
      altra: string;
      user_id: number | null;
    }>(sql`
      select c.id, c.name, c.vat, c.country_iso, coalesce(m.altra_company_iso, c.country_iso) as altra,
        (select min(u.id) from users u where u.client_id = c.id) as user_id
      from companies c left join markets m on m.iso = c.market where c.status = 'active' order by c.id`)
  ).rows;
  const articles = (
    await tx.execute<{ id: number; az_iso: string; name: string }>(
      sql`select id, az_iso, name from articles where not blocked order by id limit 200`,
    )
  ).rows;
  if (!companies.length || !articles.length) return;

  for (const c of COUPONS) {
    await tx.execute(sql`insert into coupons (code, description, type, discount_units, usage_limit, valid_to, created_at)
      values (${c.code}, ${c.description}, ${c.type}, ${c.units}, ${c.limit}, ${c.validTo}, ${c.created}::date + time '09:30')
      on conflict do nothing`);
  }
  const coupons = (
    await tx.execute<{ id: number; type: 'percentage' | 'fixed'; discount_units: number }>(
      sql`select id, type, discount_units from coupons where valid_to is null or valid_to >= current_date order by id`,
    )
  ).rows;
  const documents = storage ? await demoDocuments(tx, storage) : null;

  const next = random(20_261_124);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const statuses = Object.entries(STATUS_WEIGHTS).flatMap(
    ([status, weight]) => Array(weight).fill(status) as string[],
  );
  const today = Date.UTC(2026, 10, 24);
  const day = (offset: number) => new Date(today - offset * 86_400_000).toISOString().slice(0, 10);

  const orderRows: Record<string, unknown>[] = [];
  const lineRows: { reference: string; values: unknown[] }[] = [];
  const couponUses = new Map<number, number>();
  for (let n = 1; n <= DEMO_ORDERS; n++) {
    const company = companies[(n * 7919) % companies.length]!;
    const kind = next() < 0.7 ? 'professional' : 'client';
    const status = statuses[n % statuses.length]!;
    const age = Math.floor(next() * 540);
    const vatBp = VAT_BY_COUNTRY[company.country_iso] ?? 2100;
    const lines = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
      const article = pick(articles);
      return {
        article,
        // A final customer buys one or two units; an installer up to a dozen (the same draw either way).
        quantity: 1 + Math.floor(next() * (kind === 'client' ? 2 : 12)),
        unitPriceCents: 1250 + Math.floor(next() * 188_000),
        discountBp: pick([0, 0, 500, 1000, 1500]),
        vatBp,
      };
    });
    const shippingCents = next() < 0.4 ? 0 : pick([990, 1250, 1800, 2500, 4500]);
    const coupon = coupons.length && n % 19 === 0 ? pick(coupons) : null;
    if (coupon) couponUses.set(coupon.id, (couponUses.get(coupon.id) ?? 0) + 1);
    const totals = orderTotals(
      lines,
      shippingCents,
      coupon ? { type: coupon.type, amount: coupon.discount_units } : null,
    );
    const reference = `${kind === 'professional' ? 'PRO' : 'WEB'}-${2026 - Math.floor(age / 365)}-${String(n).padStart(6, '0')}`;
    const shipped = ['sent', 'delivered'].includes(status);
    orderRows.push({
      kind,
      company_id: company.id,
      user_id: company.user_id,
      order_reference: reference,
      customer_reference: next() < 0.5 ? `OC-${1000 + ((n * 37) % 9000)}` : null,
      codcli: String(company.id),
      nomcli: company.name,
      nifcli: company.vat,
      altra: company.altra,
      cart_id: kind === 'client' ? `CART-${(n * 104_729) % 1_000_000}` : null,
      order_date: day(age),
      status,
      origin: kind === 'client' ? pick(['web', 'app']) : pick(['backoffice', 'phone', 'web', 'a3']),
      delivery_date: status === 'delivered' ? day(Math.max(age - 4, 0)) : null,
      shipping_date: shipped ? day(Math.max(age - 2, 0)) : null,
      invoicing_date: status === 'delivered' ? day(Math.max(age - 5, 0)) : null,
      country_iso: company.country_iso,
      payment_type: pick(PAYMENTS),
      a3_order_number: ['confirmed', 'sent', 'delivered'].includes(status) ? `A3-${500_000 + n}` : null,
      coupon_id: coupon?.id ?? null,
      totals,
      notes: pick(DELIVERY_NOTES),
      confirmation:
        documents && status !== 'pending_activation' && n % 3 === 0 ? documents.confirmation : null,
      delivery_note: documents && shipped && n % 2 === 0 ? documents.delivery_note : null,
      invoice: documents && status === 'delivered' && n % 2 === 0 ? documents.invoice : null,
    });
    lines.forEach((line, position) => {
      const computed = totals.lines[position]!;
      lineRows.push({
        reference,
        values: [
          position,
          line.article.id,
          line.article.az_iso,
          line.article.name,
          line.quantity,
          line.unitPriceCents,
          line.discountBp,
          line.vatBp,
          computed.discountCents,
          computed.subtotalCents,
        ],
      });
    });
  }

  const column = <T>(get: (row: Record<string, unknown>) => T) => sql.param(orderRows.map(get));
  const totalsOf = (row: Record<string, unknown>) => row.totals as ReturnType<typeof orderTotals>;
  await tx.execute(sql`
    insert into orders (kind, company_id, user_id, order_reference, customer_reference, codcli, nomcli, nifcli,
      altra_company_iso, cart_id, order_date, status, origin, delivery_date, shipping_date, invoicing_date,
      country_iso, payment_type, a3_order_number, coupon_id, shipping_cents, subtotal_cents, line_discount_cents,
      coupon_discount_cents, vat_cents, total_cents, vat_breakdown, notes, confirmation_file_url,
      delivery_note_file_url, invoice_file_url, created_at, updated_at, address, city, zipcode, region_id)
    select v.kind, v.company_id, v.user_id, v.order_reference, v.customer_reference, v.codcli, v.nomcli, v.nifcli,
      v.altra, v.cart_id, v.order_date::date, v.status, v.origin, v.delivery_date::date, v.shipping_date::date,
      v.invoicing_date::date, v.country_iso, v.payment_type, v.a3, v.coupon_id, v.shipping, v.subtotal,
      v.line_discount, v.coupon_discount, v.vat, v.total, v.vat_breakdown::jsonb, v.notes, v.confirmation,
      v.delivery_note, v.invoice, v.order_date::timestamptz + interval '9 hours', v.order_date::timestamptz + interval '9 hours',
      delivery.address, delivery.city, delivery.zipcode,
      -- The company's region (assignDemoRegions), when the order is delivered in its country.
      (select c.region_id from companies c where c.id = v.company_id and c.country_iso = v.country_iso)
    from unnest(${column((r) => r.kind)}::text[], ${column((r) => r.company_id)}::int[], ${column((r) => r.user_id)}::int[],
      ${column((r) => r.order_reference)}::text[], ${column((r) => r.customer_reference)}::text[],
      ${column((r) => r.codcli)}::text[], ${column((r) => r.nomcli)}::text[], ${column((r) => r.nifcli)}::text[],
      ${column((r) => r.altra)}::text[], ${column((r) => r.cart_id)}::text[], ${column((r) => r.order_date)}::text[],
      ${column((r) => r.status)}::text[], ${column((r) => r.origin)}::text[], ${column((r) => r.delivery_date)}::text[],
      ${column((r) => r.shipping_date)}::text[], ${column((r) => r.invoicing_date)}::text[],
      ${column((r) => r.country_iso)}::text[], ${column((r) => r.payment_type)}::text[],
      ${column((r) => r.a3_order_number)}::text[], ${column((r) => r.coupon_id)}::int[],
      ${column((r) => totalsOf(r).transportCents)}::bigint[], ${column((r) => totalsOf(r).subtotalCents)}::bigint[],
      ${column((r) => totalsOf(r).lineDiscountCents)}::bigint[], ${column((r) => totalsOf(r).couponDiscountCents)}::bigint[],
      ${column((r) => totalsOf(r).vatCents)}::bigint[], ${column((r) => totalsOf(r).totalCents)}::bigint[],
      ${column((r) =>
        JSON.stringify(
          totalsOf(r).vat.map((v) => ({ rate_bp: v.rateBp, base_cents: v.baseCents, vat_cents: v.vatCents })),
        ),
      )}::text[],
      ${column((r) => r.notes)}::text[], ${column((r) => r.confirmation)}::text[],
      ${column((r) => r.delivery_note)}::text[], ${column((r) => r.invoice)}::text[])
      as v(kind, company_id, user_id, order_reference, customer_reference, codcli, nomcli, nifcli, altra, cart_id,
        order_date, status, origin, delivery_date, shipping_date, invoicing_date, country_iso, payment_type, a3,
        coupon_id, shipping, subtotal, line_discount, coupon_discount, vat, total, vat_breakdown, notes,
        confirmation, delivery_note, invoice)
    -- Delivered where the company receives its goods (its default delivery address).
    left join lateral (select a.address, a.city, a.zipcode from company_addresses a
      where a.company_id = v.company_id and a.type = 'delivery' and a.is_default limit 1) delivery on true`);

  const lineColumn = (index: number) => sql.param(lineRows.map((l) => l.values[index]));
  await tx.execute(sql`
    insert into order_lines (order_id, position, article_id, article, article_name, quantity, unit_price_cents,
      discount_bp, vat_bp, discount_cents, subtotal_cents)
    select o.id, v.position, v.article_id, v.article, v.article_name, v.quantity, v.unit_price_cents, v.discount_bp,
      v.vat_bp, v.discount_cents, v.subtotal_cents
    from unnest(${sql.param(lineRows.map((l) => l.reference))}::text[], ${lineColumn(0)}::int[], ${lineColumn(1)}::int[],
      ${lineColumn(2)}::text[], ${lineColumn(3)}::text[], ${lineColumn(4)}::int[], ${lineColumn(5)}::int[],
      ${lineColumn(6)}::int[], ${lineColumn(7)}::int[], ${lineColumn(8)}::bigint[], ${lineColumn(9)}::bigint[])
      as v(reference, position, article_id, article, article_name, quantity, unit_price_cents, discount_bp, vat_bp,
        discount_cents, subtotal_cents)
    join orders o on o.order_reference = v.reference`);

  for (const [id, uses] of couponUses) {
    await tx.execute(sql`update coupons set used = used + ${uses} where id = ${id}`);
  }
}

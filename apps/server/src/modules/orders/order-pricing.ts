import {
  type CouponInput,
  type OrderLineInput,
  type OrderTotals,
  orderTotals,
  toBasisPoints,
  toCents,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Queryable, Row, Tx } from '../../platform/resources/resource-store.ts';

type Errors = Record<string, string[]>;

/** A line as it is stored: integer cents and basis points, and the article it names. */
export type PricedLine = {
  id: number | null;
  article_id: number;
  article: string;
  article_name: string;
  quantity: number;
  unit_price_cents: number;
  discount_bp: number;
  vat_bp: number;
  discount_cents: number;
  subtotal_cents: number;
};

/** The coupon an order uses, as its totals need it. */
export type AppliedCoupon = {
  id: number;
  type: 'percentage' | 'fixed';
  discount_units: number;
};

export const couponInput = (coupon: AppliedCoupon | null): CouponInput | null =>
  coupon ? { type: coupon.type, amount: coupon.discount_units } : null;

/**
 * The lines of a write checked against the catalogue: every article must exist (422 on the line's
 * `article`), and a line that names an article anew must not name a blocked one. A kept line whose
 * article was blocked after it was ordered stays as it is (the order was valid when placed). Lines
 * sent with an id must be lines of this order.
 */
export async function checkLines(
  tx: Tx,
  lines: OrderLineInput[],
  orderId: number | null,
): Promise<{ errors: Errors; priced: Omit<PricedLine, 'discount_cents' | 'subtotal_cents'>[] }> {
  const errors: Errors = {};
  const codes = [...new Set(lines.map((l) => l.article.toUpperCase()))];
  const found = codes.length
    ? await tx.execute<{ id: number; az_iso: string; name: string; blocked: boolean }>(
        sql`select id, az_iso, name, blocked from articles where upper(az_iso) = any(${sql.param(codes)}::text[])`,
      )
    : { rows: [] };
  const byCode = new Map(found.rows.map((a) => [a.az_iso.toUpperCase(), a]));
  const stored = orderId
    ? await tx.execute<{ id: number; article_id: number }>(
        sql`select id, article_id from order_lines where order_id = ${orderId}`,
      )
    : { rows: [] };
  const storedArticle = new Map(stored.rows.map((l) => [l.id, l.article_id]));
  const priced: Omit<PricedLine, 'discount_cents' | 'subtotal_cents'>[] = [];
  lines.forEach((line, i) => {
    if (line.id !== undefined && !storedArticle.has(line.id)) {
      errors[`lines.${i}.id`] = ['validations.in_array'];
      return;
    }
    const article = byCode.get(line.article.toUpperCase());
    if (!article) {
      errors[`lines.${i}.article`] = ['orders.unknownArticle'];
      return;
    }
    const kept = line.id !== undefined && storedArticle.get(line.id) === article.id;
    if (article.blocked && !kept) {
      errors[`lines.${i}.article`] = ['orders.blockedArticle'];
      return;
    }
    priced.push({
      id: line.id ?? null,
      article_id: article.id,
      article: article.az_iso,
      article_name: article.name,
      quantity: line.quantity,
      unit_price_cents: toCents(line.unit_price),
      discount_bp: toBasisPoints(line.discount),
      vat_bp: toBasisPoints(line.vat_rate),
    });
  });
  return { errors, priced };
}

/** The order's columns of money from its lines, transport and coupon (order-totals.ts). */
export function totalsColumns(totals: OrderTotals): Row {
  return {
    shipping_cents: totals.transportCents,
    subtotal_cents: totals.subtotalCents,
    line_discount_cents: totals.lineDiscountCents,
    coupon_discount_cents: totals.couponDiscountCents,
    vat_cents: totals.vatCents,
    total_cents: totals.totalCents,
    vat_breakdown: totals.vat.map((v) => ({
      rate_bp: v.rateBp,
      base_cents: v.baseCents,
      vat_cents: v.vatCents,
    })),
  };
}

export function priceLines(
  lines: Omit<PricedLine, 'discount_cents' | 'subtotal_cents'>[],
  shippingCents: number,
  coupon: AppliedCoupon | null,
): { lines: PricedLine[]; totals: OrderTotals } {
  const totals = orderTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      unitPriceCents: l.unit_price_cents,
      discountBp: l.discount_bp,
      vatBp: l.vat_bp,
    })),
    shippingCents,
    couponInput(coupon),
  );
  return {
    lines: lines.map((l, i) => ({
      ...l,
      discount_cents: totals.lines[i]!.discountCents,
      subtotal_cents: totals.lines[i]!.subtotalCents,
    })),
    totals,
  };
}

/** The stored lines of an order, as priceLines takes them (the order modal recomputes from these). */
export async function storedLines(db: Queryable, orderId: number) {
  const result = await db.execute<Omit<PricedLine, 'discount_cents' | 'subtotal_cents'>>(sql`
    select id, article_id, article, article_name, quantity, unit_price_cents, discount_bp, vat_bp
    from order_lines where order_id = ${orderId} order by position, id`);
  return result.rows;
}

/** Replaces an order's lines with `lines`, in their order: kept ones updated, new ones added. */
export async function writeLines(tx: Tx, orderId: number, lines: PricedLine[]) {
  const kept = lines.flatMap((l) => (l.id ? [l.id] : []));
  await tx.execute(sql`delete from order_lines where order_id = ${orderId}
    and not (id = any(${sql.param(kept)}::int[]))`);
  for (const [position, line] of lines.entries()) {
    if (line.id) {
      await tx.execute(sql`update order_lines set position = ${position}, article_id = ${line.article_id},
        article = ${line.article}, article_name = ${line.article_name}, quantity = ${line.quantity},
        unit_price_cents = ${line.unit_price_cents}, discount_bp = ${line.discount_bp}, vat_bp = ${line.vat_bp},
        discount_cents = ${line.discount_cents}, subtotal_cents = ${line.subtotal_cents}, updated_at = now()
        where id = ${line.id}`);
    } else {
      await tx.execute(sql`insert into order_lines (order_id, position, article_id, article, article_name,
        quantity, unit_price_cents, discount_bp, vat_bp, discount_cents, subtotal_cents)
        values (${orderId}, ${position}, ${line.article_id}, ${line.article}, ${line.article_name},
        ${line.quantity}, ${line.unit_price_cents}, ${line.discount_bp}, ${line.vat_bp},
        ${line.discount_cents}, ${line.subtotal_cents})`);
    }
  }
}

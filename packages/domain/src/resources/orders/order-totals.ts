/**
 * Order totals (SPEC-RULINGS: money is exact, totals are computed by the server). Every amount is
 * an integer number of cents and every percentage an integer number of basis points (21.00 % =
 * 2100), so no step uses floating point. The rule, in order:
 * 1. line gross = quantity × unit price; line discount = gross × discount %, rounded half up to the
 *    cent, per line; line subtotal = gross − line discount. The order's subtotal is their sum.
 * 2. A coupon discounts the subtotal: a percentage coupon per VAT rate (each rate's goods × %, rounded
 *    half up); a fixed coupon (never more than the subtotal) shared between the rates in proportion to
 *    their goods, rounded half up, the last rate taking what rounding left so the shares add up.
 * 3. Transport (the shipping cost) is taxed at the order's highest line rate (the general rate).
 * 4. VAT per rate = (goods of that rate − its coupon share [+ transport]) × rate, rounded half up once
 *    per rate. Total = subtotal − coupon + transport + every rate's VAT.
 */

export interface LineInput {
  quantity: number;
  unitPriceCents: number;
  /** Basis points: 5 % = 500. */
  discountBp: number;
  vatBp: number;
}

export interface CouponInput {
  type: 'percentage' | 'fixed';
  /** Basis points for a percentage coupon, cents for a fixed one. */
  amount: number;
}

export interface LineTotals {
  grossCents: number;
  discountCents: number;
  subtotalCents: number;
}

export interface VatLine {
  /** Basis points. */
  rateBp: number;
  baseCents: number;
  vatCents: number;
}

export interface OrderTotals {
  lines: LineTotals[];
  /** Sum of the line subtotals (after line discounts). */
  subtotalCents: number;
  /** Sum of the line discounts. */
  lineDiscountCents: number;
  couponDiscountCents: number;
  transportCents: number;
  vat: VatLine[];
  vatCents: number;
  totalCents: number;
}

/** `a × b / d` rounded half up, for values ≥ 0, exact (the product may pass 2^53: BigInt). */
function mulDivHalfUp(a: number, b: number, d: number): number {
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(d)) / (2n * BigInt(d)));
}

/** `amount × bp / 10,000` rounded half up, for amounts ≥ 0. */
export const percentOf = (amountCents: number, bp: number): number => mulDivHalfUp(amountCents, bp, 10_000);

export function lineTotals(line: LineInput): LineTotals {
  const grossCents = line.quantity * line.unitPriceCents;
  const discountCents = percentOf(grossCents, line.discountBp);
  return { grossCents, discountCents, subtotalCents: grossCents - discountCents };
}

export function orderTotals(
  lines: readonly LineInput[],
  transportCents: number,
  coupon: CouponInput | null = null,
): OrderTotals {
  const computed = lines.map(lineTotals);
  const subtotalCents = computed.reduce((sum, l) => sum + l.subtotalCents, 0);
  const lineDiscountCents = computed.reduce((sum, l) => sum + l.discountCents, 0);

  const goodsByRate = new Map<number, number>();
  lines.forEach((line, i) => {
    goodsByRate.set(line.vatBp, (goodsByRate.get(line.vatBp) ?? 0) + computed[i]!.subtotalCents);
  });
  const rates = [...goodsByRate.keys()].sort((a, b) => a - b);

  const couponByRate = new Map<number, number>();
  if (coupon && subtotalCents > 0) {
    if (coupon.type === 'percentage') {
      for (const rate of rates) couponByRate.set(rate, percentOf(goodsByRate.get(rate)!, coupon.amount));
    } else {
      const fixed = Math.min(coupon.amount, subtotalCents);
      let left = fixed;
      rates.forEach((rate, i) => {
        const share =
          i === rates.length - 1 ? left : mulDivHalfUp(fixed, goodsByRate.get(rate)!, subtotalCents);
        couponByRate.set(rate, share);
        left -= share;
      });
    }
  }
  const couponDiscountCents = [...couponByRate.values()].reduce((sum, c) => sum + c, 0);

  const generalRate = rates.length ? rates[rates.length - 1]! : 0;
  const vat: VatLine[] = rates.map((rateBp) => {
    const transport = rateBp === generalRate ? transportCents : 0;
    const baseCents = goodsByRate.get(rateBp)! - (couponByRate.get(rateBp) ?? 0) + transport;
    return { rateBp, baseCents, vatCents: percentOf(baseCents, rateBp) };
  });
  // An order without lines still carries its transport, untaxed (no rate to tax it at).
  const vatCents = vat.reduce((sum, v) => sum + v.vatCents, 0);
  return {
    lines: computed,
    subtotalCents,
    lineDiscountCents,
    couponDiscountCents,
    transportCents,
    vat,
    vatCents,
    totalCents: subtotalCents - couponDiscountCents + transportCents + vatCents,
  };
}

/** A decimal amount with at most two decimals (`19.99`, `"19.99"`) in cents, exactly. */
export function toCents(value: number | string): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not an amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points of a percentage with at most two decimals (`21`, `4.5`). */
export const toBasisPoints = (value: number | string) => toCents(value);

/** Cents as the API answers an amount: a JSON number with two decimals at most (5997 -> 59.97). */
export const fromCents = (cents: number) => cents / 100;

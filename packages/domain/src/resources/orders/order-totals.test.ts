import { describe, expect, it } from 'vitest';
import { orderTotals, percentOf, toCents } from './order-totals.ts';

const line = (quantity: number, price: string, discount: string, vat: string) => ({
  quantity,
  unitPriceCents: toCents(price),
  discountBp: toCents(discount),
  vatBp: toCents(vat),
});

describe('order totals (integer cents, half up per line)', () => {
  it('rounds halves up and everything else to the nearest cent', () => {
    expect(percentOf(5, 1000)).toBe(1); // 0.5 cent
    expect(percentOf(15, 1000)).toBe(2); // 1.5 cents
    expect(percentOf(14, 1000)).toBe(1); // 1.4 cents
    expect(percentOf(5697, 2100)).toBe(1196); // 1196.37
  });

  it('3 × 19.99 with 5 % off at 21 % VAT: 59.97 − 3.00 = 56.97, VAT 11.96, total 68.93', () => {
    const totals = orderTotals([line(3, '19.99', '5', '21')], 0);
    expect(totals.lines).toEqual([{ grossCents: 5997, discountCents: 300, subtotalCents: 5697 }]);
    expect(totals.vat).toEqual([{ rateBp: 2100, baseCents: 5697, vatCents: 1196 }]);
    expect(totals.totalCents).toBe(6893);
  });

  it('a 10 % coupon per VAT rate and transport taxed at the general rate', () => {
    // 56.97 at 21 % and 2 × 7.45 = 14.90 at 10 %; coupon 5.697 -> 5.70 and 1.49; transport 12.50.
    const totals = orderTotals([line(3, '19.99', '5', '21'), line(2, '7.45', '0', '10')], 1250, {
      type: 'percentage',
      amount: 1000,
    });
    expect(totals.subtotalCents).toBe(7187);
    expect(totals.couponDiscountCents).toBe(719);
    expect(totals.vat).toEqual([
      { rateBp: 1000, baseCents: 1341, vatCents: 134 }, // 134.1
      { rateBp: 2100, baseCents: 6377, vatCents: 1339 }, // (5697 − 570 + 1250) × 21 % = 1339.17
    ]);
    expect(totals.totalCents).toBe(7187 - 719 + 1250 + 1473);
  });

  it('a fixed coupon is shared between the rates in proportion, and never exceeds the goods', () => {
    const totals = orderTotals([line(3, '19.99', '5', '21'), line(2, '7.45', '0', '10')], 1250, {
      type: 'fixed',
      amount: 500,
    });
    // 5.00 × 1490 / 7187 = 1.0366 -> 1.04 on the 10 % goods; the 21 % goods take the other 3.96.
    expect(totals.vat).toEqual([
      { rateBp: 1000, baseCents: 1386, vatCents: 139 }, // 138.6
      { rateBp: 2100, baseCents: 6551, vatCents: 1376 }, // 1375.71
    ]);
    expect(totals.totalCents).toBe(9452);
    const tiny = orderTotals([line(1, '3.00', '0', '21')], 0, { type: 'fixed', amount: 1000 });
    expect(tiny.couponDiscountCents).toBe(300);
    expect(tiny.totalCents).toBe(0);
  });

  it('reads amounts exactly, without floating point', () => {
    expect(toCents('19.99')).toBe(1999);
    // 19.99 × 100 is 1998.9999999999998 in floating point; the digits are read instead.
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.3)).toBe(30);
    expect(() => toCents('1.234')).toThrow();
  });
});

import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/resources/resource-store.ts';
import type { AppliedCoupon } from './order-pricing.ts';

type CouponRow = AppliedCoupon & {
  code: string;
  usage_limit: number | null;
  used: number;
  /** Whether its last day (in Madrid, the company's time) has passed. */
  expired: boolean;
};

const couponColumns = sql`id, code, type, discount_units, usage_limit, used,
  coalesce(valid_to < (now() at time zone 'Europe/Madrid')::date, false) as expired`;

export async function couponById(db: Queryable, id: number | null): Promise<AppliedCoupon | null> {
  if (id === null) return null;
  const found = await db.execute<CouponRow>(sql`select ${couponColumns} from coupons where id = ${id}`);
  return found.rows[0] ?? null;
}

/**
 * The coupon an order's write names (by code, whatever its case), with its use counted: a coupon
 * newly applied must exist, not be past its `valid_to` and have uses left, and counts one use; the
 * coupon it replaces (or that is removed) gives its use back. A coupon the order already had stays
 * applied however it changed since (its use was counted when it was applied). The coupon rows are
 * locked, so two orders racing for the last use get one each way: one applied, one refused.
 */
export async function useCoupon(
  tx: Tx,
  code: string | null | undefined,
  previousId: number | null,
): Promise<{ error: string | null; coupon: AppliedCoupon | null }> {
  const wanted = code?.trim() || null;
  let coupon: CouponRow | null = null;
  if (wanted) {
    const found = await tx.execute<CouponRow>(
      sql`select ${couponColumns} from coupons where lower(code) = lower(${wanted}) for update`,
    );
    coupon = found.rows[0] ?? null;
    if (!coupon) return { error: 'orders.couponUnknown', coupon: null };
    if (coupon.id !== previousId) {
      if (coupon.expired) return { error: 'orders.couponExpired', coupon: null };
      if (coupon.usage_limit !== null && coupon.used >= coupon.usage_limit) {
        return { error: 'orders.couponUsedUp', coupon: null };
      }
    }
  }
  const newId = coupon?.id ?? null;
  if (newId !== previousId) {
    if (previousId !== null) await releaseCoupon(tx, previousId);
    if (newId !== null) {
      await tx.execute(sql`update coupons set used = used + 1, updated_at = now() where id = ${newId}`);
    }
  }
  return { error: null, coupon };
}

/** Gives an order's coupon use back (the coupon was removed from it, or the order deleted). */
export async function releaseCoupon(tx: Tx, couponId: number) {
  await tx.execute(
    sql`update coupons set used = greatest(used - 1, 0), updated_at = now() where id = ${couponId}`,
  );
}

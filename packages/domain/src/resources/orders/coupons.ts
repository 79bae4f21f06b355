import { z } from 'zod';
import { max, requiredText } from '../../validation/rules.ts';
import { isoDay } from '../customers/company-fields.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { money } from './order-fields.ts';

/** A coupon takes a percentage off the goods, or a fixed amount (never more than the goods). */
export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const couponSchema = z
  .strictObject({
    /** Unique whatever the case: `VERANO10` and `verano10` are one coupon. Kept as typed. */
    code: z
      .string()
      .transform((v) => v.trim())
      .pipe(requiredText(max(40)))
      .refine((v) => /^[\p{L}\p{N}_-]*$/u.test(v), { message: 'validations.isAzIso' }),
    description: requiredText(max(500)),
    type: z.enum(COUPON_TYPES),
    /** Percentage (0-100) or amount in euros, by the type. */
    discount: money(),
    /** How many orders may use it; empty: no limit. */
    usage_limit: z.number().int().min(1).max(1_000_000).nullish(),
    /** The last day it may be applied; empty: no end. */
    valid_to: isoDay().or(z.literal('')).nullish(),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    if (value.type === 'percentage' && value.discount > 100) {
      const params = { max: 100 };
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'validations.maxNumber', params });
    }
    if (value.discount <= 0) {
      const params = { min: 0.01 };
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'validations.minNumber', params });
    }
  });

export const coupons: ResourceDefinition<typeof couponSchema> = {
  name: 'coupons',
  service: 'mspromo',
  apiPath: 'admin/coupons',
  singular: 'coupon',
  plural: 'coupons',
  idParam: 'id',
  schema: couponSchema,
  fields: [
    { key: 'code', kind: 'text', half: true, uniqueCode: true },
    { key: 'type', kind: 'select', half: true },
    { key: 'description', kind: 'textarea' },
    { key: 'discount', kind: 'number', half: true },
    { key: 'usage_limit', kind: 'number', half: true },
    { key: 'valid_to', kind: 'date', half: true },
    { key: 'used', kind: 'number', readOnly: true, half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'code' },
    { key: 'description' },
    { key: 'type' },
    {
      key: 'discount',
      type: 'number',
      valuesBy: { key: 'type', values: { percentage: 'percentage', fixed: 'money' } },
    },
    { key: 'usage_limit', type: 'number' },
    { key: 'used', type: 'number' },
    { key: 'valid_to', type: 'date' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['code', 'description'],
  defaultSort: '-created_at',
  duplicate: false,
};

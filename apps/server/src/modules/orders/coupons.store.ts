import { coupons, toCents } from '@proboard/domain';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';
import { emptyAsNull } from '../customers/companies.store.ts';

/**
 * Coupons (`/coupons`). The code is unique whatever its case (a unique index on `lower(code)`: two
 * racing creates of `VERANO10` and `verano10` get one 201 and one 422 on `code`). The discount is
 * kept exact as an integer: basis points of a percentage, cents of a fixed amount; `used` counts
 * the orders that applied it (coupon-use.ts).
 */
export const couponStore: ResourceStore = {
  definition: coupons,
  table: 'coupons',
  writable: ['code', 'description', 'type', 'discount_units', 'usage_limit', 'valid_to'],
  computed: { discount: 'round(t.discount_units / 100.0, 2)' },
  uniques: { coupons_code_key: 'code' },
  hooks: {
    prepare: (body) => {
      const values = emptyAsNull(body);
      return { ...values, discount_units: toCents(values.discount as number) };
    },
  },
};

import { PARCEL_AUDIT_ONLY_DIFFERENCES, parcelAudit } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';

/** The value a LIKE pattern was made from (search-conditions.ts escapes `\`, `%` and `_`, and wraps it in `%`). */
const likeValue = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, '$1');

/**
 * The carrier parcel audit, read from the view `carrier_parcel_audit` (migration 0028): the invoiced
 * parcels beside our shipments, `difference` computed there. Nothing writes it but the import.
 */
export const parcelAuditStore: ResourceStore = {
  definition: parcelAudit,
  table: 'carrier_parcel_audit',
  writable: [],
  uniques: {},
  filters: {
    // One result matched whole; "only differences" is every result but matched.
    difference: (pattern) => {
      const value = likeValue(pattern);
      return value === PARCEL_AUDIT_ONLY_DIFFERENCES
        ? sql`t.difference <> 'matched'`
        : sql`t.difference = ${value}`;
    },
  },
};

/** The statuses of spec section 4 that show as a badge (in lists and their Excel downloads). */
export const BADGE_STATUSES = [
  'open',
  'answered',
  'closed',
  'cancelled',
  'delivered',
  'pending',
  'sent',
  'confirmed',
  'hold',
  'active',
  'pending_activation',
  'inactive',
  'eol',
  'eom',
  'eos',
  'available',
  'development',
  'beta',
  'retained',
  'rejected',
  'created',
  'updated',
  'deleted',
  'error',
  'success',
  'processing',
  'disabled',
  'archived',
  'skiped',
  // Returns (spec section 4).
  'accepted',
  'requested',
  'pickup_requested',
  'pickup_processed',
  // Orders (spec section 4, order filter statuses).
  'blocked',
  // Shipments (spec section 4) and the carrier parcel audit's results.
  'manual',
  'matched',
  'count_difference',
  'weight_difference',
  'unmatched',
  'differences',
  // Warranties (spec section 4).
  'opened',
  'validated',
  // Renewal plans (spec section 4).
  'in_process',
  'expired',
  'registered',
  'closed_without_payment',
  // Technical assistance, assignments and works (spec section 4).
  'assigned',
  'in_progress',
  'done',
  'pending_payment',
  'approved',
  // Notifications (spec section 4): a child notification was sent from it.
  'resent',
  // Exports (issue 32): a job that could not write the file.
  'failed',
] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

/** Other spellings met in the data: imports say `skipped`. */
const ALIASES: Readonly<Record<string, BadgeStatus>> = { skipped: 'skiped', canceled: 'cancelled' };
const KNOWN: ReadonlySet<string> = new Set(BADGE_STATUSES);

/** The badge status a value names, whatever its case (`EoS` is `eos`), or null for an unknown one. */
export function toBadgeStatus(value: string): BadgeStatus | null {
  const key = value.trim().toLowerCase();
  if (KNOWN.has(key)) return key as BadgeStatus;
  return ALIASES[key] ?? null;
}

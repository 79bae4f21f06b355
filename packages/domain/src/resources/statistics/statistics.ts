import { z } from 'zod';

/**
 * Statistics (spec sections 2 and 6, AZ_ADMIN): tickets opened and resolved per month, registered
 * users over time and internal against external users, for one market or all, over a range of whole
 * months. Computed live from the data on each request.
 *
 * "Resolved" counts the tickets opened in the month that are closed now: each bar is exactly the
 * tickets list filtered by that month's opening date (and, for resolved, the closed state), the list
 * it opens (docs/decisions.md).
 */

/** `GET msdashboard.v1/statistics?from=2026-01&to=2026-12&market=ES` */
export const STATISTICS_PATH = 'statistics';
/** The same figures as an Excel workbook, one sheet per chart. */
export const STATISTICS_EXPORT_PATH = 'statistics/export';

/** The longest range asked at once: ten years of months. */
export const STATISTICS_MONTHS_MAX = 120;
/** The range the screen opens with: the last twelve months, this one included. */
export const STATISTICS_DEFAULT_MONTHS = 12;

/** A month, `2026-03`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The kinds of account the users' charts count, with the list each opens. */
export const USER_KINDS = ['internal', 'partner', 'external'] as const;
export type UserKind = (typeof USER_KINDS)[number];
export const USER_KIND_LISTS: Readonly<Record<UserKind, string>> = {
  internal: 'internalusers',
  partner: 'partnerusers',
  external: 'externalusers',
};
/** The profiles of each kind (a user's profile decides the list it is in). */
export const USER_KIND_PROFILES: Readonly<Record<UserKind, readonly string[]>> = {
  internal: ['INTERNAL'],
  partner: ['PARTNER'],
  external: ['PROFESSIONAL', 'FINAL'],
};

/** Months from `from` to `to`, both included (`2026-11`, `2026-12`, `2027-01`). */
export function monthsBetween(from: string, to: string): string[] {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const months: string[] = [];
  // Counted as months since year 0, so a range crosses years without carrying by hand.
  for (let n = fy * 12 + fm - 1; n <= ty * 12 + tm - 1; n++) {
    months.push(`${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`);
    if (months.length > STATISTICS_MONTHS_MAX) break;
  }
  return months;
}

/** The `count` months ending with the month of `now` in UTC: the default range. */
export function lastMonths(now: Date, count = STATISTICS_DEFAULT_MONTHS): { from: string; to: string } {
  const at = (offset: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  return { from: at(count - 1), to: at(0) };
}

const month = z.string().regex(MONTH_PATTERN, 'statistics.month');

/**
 * The figures' filters: a range of whole months (the end not before the start, at most ten years)
 * and optionally a market's code. Without a range, the last twelve months.
 */
export const statisticsQuerySchema = z
  .object({
    from: month.optional(),
    to: month.optional(),
    market: z
      .string()
      .regex(/^[A-Za-z0-9_-]{2,8}$/, 'validations.type')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.from !== !value.to) {
      ctx.addIssue({ code: 'custom', path: [value.from ? 'to' : 'from'], message: 'validations.required' });
      return;
    }
    if (!value.from || !value.to) return;
    if (value.to < value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validations.dateOrder' });
    } else if (monthsBetween(value.from, value.to).length > STATISTICS_MONTHS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'statistics.rangeTooLong',
        params: { max: STATISTICS_MONTHS_MAX },
      });
    }
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

export interface TicketMonth {
  month: string;
  /** Tickets opened in the month. */
  opened: number;
  /** Of those, the ones closed now. */
  resolved: number;
}

export interface UserMonth {
  month: string;
  /** Accounts registered in the month, by kind. */
  new_internal: number;
  new_partner: number;
  new_external: number;
  /** Accounts registered up to the month's end, by kind. */
  internal: number;
  partner: number;
  external: number;
}

/** The answer of `GET statistics`: `{ statistics: StatisticsFigures }`. */
export interface StatisticsFigures {
  from: string;
  to: string;
  market: string | null;
  tickets: TicketMonth[];
  users: UserMonth[];
  /** Every account registered up to the range's end, by kind: internal against external. */
  user_kinds: Record<UserKind, number>;
}

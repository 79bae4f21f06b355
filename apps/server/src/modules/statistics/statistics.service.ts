import {
  lastMonths,
  monthsBetween,
  type StatisticsFigures,
  type StatisticsQuery,
  type TicketMonth,
  USER_KIND_PROFILES,
  USER_KINDS,
  type UserKind,
  type UserMonth,
} from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/** The month after `month` (`2026-12` -> `2027-01`). */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The range asked, or the last twelve months. */
export function rangeOf(query: StatisticsQuery, now = new Date()): { from: string; to: string } {
  return query.from && query.to ? { from: query.from, to: query.to } : lastMonths(now);
}

/**
 * Tickets opened per month of their opening date (a calendar date, as the list's "opening date"
 * column and its filter read it) and, of those, the ones closed now. One index range
 * (`tickets_statistics_index`: market, opening date, state), read without the table.
 */
export function ticketStatement(from: string, to: string, market: string | null): SQL {
  return sql`select to_char(t.opened_at, 'YYYY-MM') as month, count(*)::int as opened,
      (count(*) filter (where t.status = 'closed'))::int as resolved
    from tickets t
    where t.opened_at >= ${`${from}-01`}::date and t.opened_at < ${`${nextMonth(to)}-01`}::date
      ${market ? sql`and t.market = ${market}` : sql``}
    group by 1 order by 1`;
}

const profileKind = sql.raw(
  `case p.az_iso ${USER_KINDS.flatMap((kind) => USER_KIND_PROFILES[kind].map((iso) => `when '${iso}' then '${kind}'`)).join(' ')} end`,
);

/**
 * Accounts registered per month (of their creation, in the caller's zone, as the users lists' date
 * filter reads it) by kind; those registered before the range in one `before` group, so the totals
 * at each month's end start from them. Served by `users_order_created_at_index` (created, id,
 * profile) without the table, unless a market is asked.
 */
export function userStatement(from: string, to: string, market: string | null, timeZone: string): SQL {
  const start = sql`(${`${from}-01`}::timestamp at time zone ${timeZone})`;
  const end = sql`(${`${nextMonth(to)}-01`}::timestamp at time zone ${timeZone})`;
  return sql`select case when u.created_at < ${start} then 'before'
        else to_char(u.created_at at time zone ${timeZone}, 'YYYY-MM') end as month,
      ${profileKind} as kind, count(*)::int as n
    from users u join profiles p on p.id = u.profile_id
    where u.created_at < ${end} ${market ? sql`and u.market = ${market}` : sql``}
    group by 1, 2`;
}

/** The figures of the statistics screen, computed from the data as it is now. */
export async function statisticsFigures(
  db: Queryable,
  query: StatisticsQuery,
  timeZone: string,
  now = new Date(),
): Promise<StatisticsFigures> {
  const { from, to } = rangeOf(query, now);
  const market = query.market ? query.market.toUpperCase() : null;
  const months = monthsBetween(from, to);
  const [ticketRows, userRows] = await Promise.all([
    db.execute<{ month: string; opened: number; resolved: number }>(ticketStatement(from, to, market)),
    db.execute<{ month: string; kind: UserKind | null; n: number }>(userStatement(from, to, market, timeZone)),
  ]);
  const ticketsByMonth = new Map(ticketRows.rows.map((row) => [row.month, row]));
  const tickets: TicketMonth[] = months.map((month) => ({
    month,
    opened: ticketsByMonth.get(month)?.opened ?? 0,
    resolved: ticketsByMonth.get(month)?.resolved ?? 0,
  }));

  const totals: Record<UserKind, number> = { internal: 0, partner: 0, external: 0 };
  const added = new Map<string, Record<UserKind, number>>();
  for (const row of userRows.rows) {
    if (!row.kind) continue;
    if (row.month === 'before') totals[row.kind] += row.n;
    else {
      const counts = added.get(row.month) ?? { internal: 0, partner: 0, external: 0 };
      counts[row.kind] += row.n;
      added.set(row.month, counts);
    }
  }
  const users: UserMonth[] = months.map((month) => {
    const counts = added.get(month) ?? { internal: 0, partner: 0, external: 0 };
    for (const kind of USER_KINDS) totals[kind] += counts[kind];
    return {
      month,
      new_internal: counts.internal,
      new_partner: counts.partner,
      new_external: counts.external,
      ...totals,
    };
  });
  return { from, to, market, tickets, users, user_kinds: { ...totals } };
}

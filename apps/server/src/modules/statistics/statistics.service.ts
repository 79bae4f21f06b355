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
import { partitionTotal } from '../../platform/resources/list-engine/partition-counts.ts';
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
 * (`tickets_statistics_index`: market, opening date, state; every market's by skip scan), read
 * without the table, counted by day first (a date is the index's own value: twice as fast as
 * computing each row's month) and the days' counts summed by month.
 */
export function ticketStatement(from: string, to: string, market: string | null): SQL {
  return sql`select to_char(d.day, 'YYYY-MM') as month, sum(d.opened)::int as opened,
      sum(d.resolved)::int as resolved from (
        select t.opened_at as day, count(*) as opened, count(*) filter (where t.status = 'closed') as resolved
        from tickets t
        where t.opened_at >= ${`${from}-01`}::date and t.opened_at < ${`${nextMonth(to)}-01`}::date
          ${market ? sql`and t.market = ${market}` : sql``}
        group by 1) d
    group by 1 order by 1`;
}

/** Where a user's creation falls: `start`, `end` of the range, in the caller's zone. */
const rangeBounds = (from: string, to: string, timeZone: string) => ({
  start: sql`(${`${from}-01`}::timestamp at time zone ${timeZone})`,
  end: sql`(${`${nextMonth(to)}-01`}::timestamp at time zone ${timeZone})`,
});

const marketCondition = (market: string | null) => (market ? sql`and u.market = ${market}` : sql``);

/**
 * Accounts registered before the range, by profile: the totals the months start from. Without a
 * market, each profile's total from the users' counters by profile (migration 0017) less its accounts
 * created since the range's start, counted in `users_profile_order_created_at_index` (profile,
 * created): a few index entries where counting every earlier account read the whole table. With a
 * market, that market's accounts counted.
 */
export function usersBeforeStatement(from: string, to: string, market: string | null, timeZone: string): SQL {
  const { start } = rangeBounds(from, to, timeZone);
  if (market) {
    return sql`select u.profile_id, count(*)::int as n from users u
      where u.created_at < ${start} and u.market = ${market}
      group by 1`;
  }
  return sql`select p.id as profile_id,
      (${partitionTotal('users', 'profile_id', sql`select p.id`)}
        - (select count(*) from users u where u.profile_id = p.id and u.created_at >= ${start}))::int as n
    from profiles p`;
}

/**
 * Accounts registered per month of the range (of their creation, in the caller's zone, as the users
 * lists' date filter reads it) by profile: the same index's range, counted by day, then by month.
 */
export function userStatement(from: string, to: string, market: string | null, timeZone: string): SQL {
  const { start, end } = rangeBounds(from, to, timeZone);
  return sql`select to_char(d.day, 'YYYY-MM') as month, d.profile_id, sum(d.n)::int as n from (
        select (u.created_at at time zone ${timeZone})::date as day, u.profile_id, count(*) as n
        from users u
        where u.created_at >= ${start} and u.created_at < ${end} ${marketCondition(market)}
        group by 1, 2) d
    group by 1, 2`;
}

/** The kind of each profile id (profiles are a handful of rows). */
async function profileKinds(db: Queryable): Promise<Map<number, UserKind>> {
  const rows = await db.execute<{ id: number; az_iso: string }>(sql`select id, az_iso from profiles`);
  const kinds = new Map<number, UserKind>();
  for (const row of rows.rows) {
    const kind = USER_KINDS.find((k) => USER_KIND_PROFILES[k].includes(row.az_iso));
    if (kind) kinds.set(row.id, kind);
  }
  return kinds;
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
  const [ticketRows, beforeRows, userRows, kinds] = await Promise.all([
    db.execute<{ month: string; opened: number; resolved: number }>(ticketStatement(from, to, market)),
    db.execute<{ profile_id: number; n: number }>(usersBeforeStatement(from, to, market, timeZone)),
    db.execute<{ month: string; profile_id: number; n: number }>(userStatement(from, to, market, timeZone)),
    profileKinds(db),
  ]);
  const ticketsByMonth = new Map(ticketRows.rows.map((row) => [row.month, row]));
  const tickets: TicketMonth[] = months.map((month) => ({
    month,
    opened: ticketsByMonth.get(month)?.opened ?? 0,
    resolved: ticketsByMonth.get(month)?.resolved ?? 0,
  }));

  const totals: Record<UserKind, number> = { internal: 0, partner: 0, external: 0 };
  for (const row of beforeRows.rows) {
    const kind = kinds.get(row.profile_id);
    if (kind) totals[kind] += row.n;
  }
  const added = new Map<string, Record<UserKind, number>>();
  for (const row of userRows.rows) {
    const kind = kinds.get(row.profile_id);
    if (!kind) continue;
    const counts = added.get(row.month) ?? { internal: 0, partner: 0, external: 0 };
    counts[kind] += row.n;
    added.set(row.month, counts);
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

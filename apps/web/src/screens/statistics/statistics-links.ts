import { buildPath, USER_KIND_LISTS, type UserKind } from '@proboard/domain';
import { INITIAL_TABLE_STATE, writeTableState } from '../../kit/table/table-state.ts';

/**
 * Where a bar, point or slice of the statistics leads: the list it counts, filtered the way the kit
 * keeps a list's filters in the address (`?f.opened_at=2026-03&f.status=closed&f.market=ES`), so the
 * list shows exactly the rows the figure counted.
 */
function listLink(routeName: string, filters: Record<string, string | null | undefined>): string {
  const kept = Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = writeTableState({ ...INITIAL_TABLE_STATE, filters: kept }).toString();
  return `${buildPath(routeName)}${query ? `?${query}` : ''}`;
}

/** The tickets opened in `month` (and, for `resolved`, closed now) in the market chosen. */
export const ticketsLink = (month: string, series: 'opened' | 'resolved', market: string | null) =>
  listLink('tickets-list', {
    opened_at: month,
    status: series === 'resolved' ? 'closed' : null,
    market,
  });

/** The accounts of one kind registered in `month` (or in any month) in the market chosen. */
export const usersLink = (kind: UserKind, month: string | null, market: string | null) =>
  listLink(`${USER_KIND_LISTS[kind]}-list`, { created_at: month, market });

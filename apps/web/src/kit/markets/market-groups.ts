import type { Market } from '../api/lookups.ts';

/**
 * The market selectors' groups (spec section 2, widget 9): the group companies' markets under their
 * names, in the companies' own order (`/globalcompanies`, read with each market from the markets
 * lookup), then markets naming a company code the board does not know, grouped by that code, then
 * those of no company. A company added on `/globalcompanies` shows here as soon as a market is its.
 */
export interface MarketGroup {
  /** altra_company_iso, or null for markets without a company. */
  company: string | null;
  /** The company's name, its iso code when unknown, or null (the caller shows its own label). */
  label: string | null;
  markets: Market[];
}

/** Groups markets by company: the group's companies first in their order, others by code, none last. */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  const groups = new Map<
    string | null,
    { label: string | null; sortKey: number | null; markets: Market[] }
  >();
  for (const market of markets) {
    const company = market.altra_company_iso?.trim() || null;
    const group = groups.get(company) ?? {
      label: company === null ? null : (market.company_name ?? company),
      sortKey: market.company_name ? (market.company_sort_key ?? Number.MAX_SAFE_INTEGER) : null,
      markets: [],
    };
    group.markets.push(market);
    groups.set(company, group);
  }
  const rank = (company: string | null, sortKey: number | null) =>
    company === null ? 2 : sortKey === null ? 1 : 0;
  return [...groups.entries()]
    .sort(([a, ga], [b, gb]) => {
      const byRank = rank(a, ga.sortKey) - rank(b, gb.sortKey);
      if (byRank !== 0) return byRank;
      const bySortKey = (ga.sortKey ?? 0) - (gb.sortKey ?? 0);
      return bySortKey || (ga.label ?? '').localeCompare(gb.label ?? '') || (a ?? '').localeCompare(b ?? '');
    })
    .map(([company, group]) => ({
      company,
      label: group.label,
      markets: [...group.markets].sort((x, y) => x.name.localeCompare(y.name)),
    }));
}

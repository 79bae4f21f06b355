import type { Market } from '../api/lookups.ts';

/** Company of a market (its altra_company_iso) as the selectors name it (spec section 2, item 9). */
export const COMPANY_NAMES: Readonly<Record<string, string>> = {
  ALTRA: 'Altra',
  AZES: 'Airzone España',
  AZFR: 'Airzone Francia',
  AZIT: 'Airzone Italia',
  AZUS: 'Airzone USA',
};
const COMPANY_ORDER = Object.keys(COMPANY_NAMES);

export interface MarketGroup {
  /** altra_company_iso, or null for markets without a company. */
  company: string | null;
  /** The company's name, its iso code when unknown, or null (the caller shows its own label). */
  label: string | null;
  markets: Market[];
}

/** Groups markets by company: the five known companies first, others by iso code, no company last. */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  const groups = new Map<string | null, Market[]>();
  for (const market of markets) {
    const company = market.altra_company_iso?.trim() || null;
    const list = groups.get(company) ?? [];
    list.push(market);
    groups.set(company, list);
  }
  const rank = (company: string | null) => {
    if (company === null) return [2, ''] as const;
    const known = COMPANY_ORDER.indexOf(company);
    return known >= 0 ? ([0, String(known).padStart(3, '0')] as const) : ([1, company] as const);
  };
  return [...groups.entries()]
    .sort(([a], [b]) => {
      const [ra, ka] = rank(a);
      const [rb, kb] = rank(b);
      return ra - rb || ka.localeCompare(kb);
    })
    .map(([company, list]) => ({
      company,
      label: company === null ? null : (COMPANY_NAMES[company] ?? company),
      markets: [...list].sort((x, y) => x.name.localeCompare(y.name)),
    }));
}

import { describe, expect, it } from 'vitest';
import type { Market } from '../api/lookups.ts';
import { groupMarkets } from './market-groups.ts';
import {
  activeChoices,
  availableChoices,
  selectAllState,
  setActive,
  setAvailable,
} from './market-selection.ts';

/** The group companies as `/globalcompanies` holds them in the demo: name and place. */
const COMPANIES: Record<string, [string, number]> = {
  ALTRA: ['Altra', 10],
  AZES: ['Airzone España', 20],
  AZFR: ['Airzone Francia', 30],
  AZIT: ['Airzone Italia', 40],
  AZUS: ['Airzone USA', 50],
};

const market = (id: number, iso: string, company: string | null, available = true): Market => ({
  id,
  name: `Market ${iso}`,
  iso,
  altra_company_iso: company,
  company_name: company ? (COMPANIES[company]?.[0] ?? null) : null,
  company_sort_key: company ? (COMPANIES[company]?.[1] ?? null) : null,
  available,
  active: false,
  languages: [],
});

const MARKETS = [
  market(1, 'ES', 'AZES'),
  market(2, 'PT', 'AZES'),
  market(3, 'FR', 'AZFR'),
  market(4, 'US', 'AZUS'),
  market(5, 'DE', 'ALTRA', false),
  market(6, 'MX', 'AZMX'),
  market(7, 'XX', null),
  market(8, 'IT', 'AZIT'),
];
const ORDER = MARKETS.map((m) => m.id);

describe('market groups', () => {
  it('groups by company: the known five in order, others by iso code, no company last', () => {
    const groups = groupMarkets(MARKETS);
    expect(groups.map((g) => g.label)).toEqual([
      'Altra',
      'Airzone España',
      'Airzone Francia',
      'Airzone Italia',
      'Airzone USA',
      'AZMX',
      null,
    ]);
    expect(groups[1]?.markets.map((m) => m.iso)).toEqual(['ES', 'PT']);
  });

  it('names a new group company once a market is its, in its own place', () => {
    const portugal = { ...market(2, 'PT', 'AZPT'), company_name: 'Airzone Portugal', company_sort_key: 25 };
    const groups = groupMarkets(MARKETS.map((m) => (m.id === 2 ? portugal : m)));
    expect(groups.map((g) => g.label).slice(0, 4)).toEqual([
      'Altra',
      'Airzone España',
      'Airzone Portugal',
      'Airzone Francia',
    ]);
    expect(groups[2]?.markets.map((m) => m.iso)).toEqual(['PT']);
  });

  it('has no groups without markets', () => {
    expect(groupMarkets([])).toEqual([]);
  });
});

describe('available and active markets', () => {
  it('offers available markets plus those the record already has', () => {
    expect(availableChoices(MARKETS, []).map((m) => m.iso)).not.toContain('DE');
    expect(availableChoices(MARKETS, [5]).map((m) => m.iso)).toContain('DE');
  });

  it('offers as active only the markets chosen as available', () => {
    expect(activeChoices(MARKETS, { available: [3, 1], active: [] }).map((m) => m.id)).toEqual([1, 3]);
  });

  it('removes a market from the active ones when it stops being available', () => {
    const selection = { available: [1, 2, 3], active: [1, 3] };
    expect(setAvailable(selection, [3], false, ORDER)).toEqual({ available: [1, 2], active: [1] });
    expect(setAvailable(selection, [4, 1], true, ORDER)).toEqual({ available: [1, 2, 3, 4], active: [1, 3] });
    expect(setAvailable(selection, [1, 2, 3], false, ORDER)).toEqual({ available: [], active: [] });
  });

  it('never makes active a market that is not available', () => {
    const selection = { available: [1, 2], active: [] };
    expect(setActive(selection, [2, 4], true, ORDER)).toEqual({ available: [1, 2], active: [2] });
    expect(setActive({ available: [1, 2], active: [1, 2] }, [1], false, ORDER).active).toEqual([2]);
  });

  it('follows whether every offered market is chosen for the select-all checkbox', () => {
    expect(selectAllState([1, 2], [1, 2, 9])).toBe('all');
    expect(selectAllState([1, 2], [2])).toBe('some');
    expect(selectAllState([1, 2], [])).toBe('none');
    expect(selectAllState([], [])).toBe('none');
  });
});

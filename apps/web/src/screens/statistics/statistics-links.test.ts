import { describe, expect, it } from 'vitest';
import { readTableState } from '../../kit/table/table-state.ts';
import { ticketsLink, usersLink } from './statistics-links.ts';

const filtersOf = (link: string) => readTableState(new URLSearchParams(link.split('?')[1] ?? '')).filters;

describe('statistics links', () => {
  it('open the tickets list filtered by the month opened, the state and the market', () => {
    expect(ticketsLink('2026-03', 'opened', null)).toBe('/tickets?f.opened_at=2026-03');
    expect(filtersOf(ticketsLink('2026-03', 'resolved', 'ES'))).toEqual({
      opened_at: '2026-03',
      status: 'closed',
      market: 'ES',
    });
  });

  it('open the list of each kind of user, by the month registered and the market', () => {
    expect(usersLink('external', '2026-05', 'PT')).toBe('/externalusers?f.created_at=2026-05&f.market=PT');
    expect(usersLink('internal', null, null)).toBe('/internalusers');
    expect(usersLink('partner', '2026-01', null)).toBe('/partnerusers?f.created_at=2026-01');
  });
});

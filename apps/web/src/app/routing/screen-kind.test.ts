import { ROUTES, type RouteDef, routeByName } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { screenKindOf } from './screen-kind.ts';

const route = (name: string) => routeByName(name) as RouteDef;
const definitions = { ranges: {}, manufacturers: {} };

describe('screen of a route', () => {
  it('gives defined resources the shared list and form screens', () => {
    expect(screenKindOf(route('ranges-list'), definitions)).toBe('resource-list');
    for (const name of ['ranges-create', 'ranges-details', 'ranges-edit', 'ranges-duplicate']) {
      expect(screenKindOf(route(name), definitions)).toBe('resource-form');
    }
  });

  it('says other screens are not available yet', () => {
    expect(screenKindOf(route('tickets-list'), definitions)).toBe('unavailable');
    expect(screenKindOf(route('shipments-relaunch'), {})).toBe('unavailable');
    expect(
      screenKindOf(route('toString' as string) ?? { ...route('tickets-list'), resource: 'toString' }, {}),
    ).toBe('unavailable');
  });

  it('gives a route outside the resource pattern its own screen once its resource is defined', () => {
    expect(screenKindOf(route('tmpcustomers-sync'), { tmpcustomers: {} })).toBe('own-screen');
    expect(screenKindOf(route('tmpcustomers-sync'), {})).toBe('unavailable');
    expect(screenKindOf(route('shipments-relaunch'), { shipments: {} })).toBe('own-screen');
    // Figures, not records: the statistics need no definition.
    expect(screenKindOf(route('statistics-list'), {})).toBe('own-screen');
  });

  it('has its own screens for home and about', () => {
    expect(screenKindOf(route('home'), definitions)).toBe('home');
    expect(screenKindOf(route('about'), definitions)).toBe('about');
  });

  it('uses the domain definitions by default', () => {
    const kinds = new Set(ROUTES.map((r) => screenKindOf(r)));
    expect(kinds.has('resource-list')).toBe(true);
    expect(kinds.has('unavailable')).toBe(true);
  });
});

import { routeByName } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { isMenuItemActive, menuItemPath } from './menu-item-state.ts';

describe('sidebar item state', () => {
  it('links to the route, with the export parameters', () => {
    expect(menuItemPath({ routeName: 'ranges-list' })).toBe('/ranges');
    expect(menuItemPath({ routeName: 'exports-gart', params: { family: 'gart', entity: 'ranges' } })).toBe(
      '/exports/gart/ranges',
    );
  });

  it('stays lit on every screen of its resource', () => {
    const item = { routeName: 'manufacturers-list' };
    expect(isMenuItemActive(item, routeByName('manufacturers-edit'), '/manufacturers/3/edit')).toBe(true);
    expect(isMenuItemActive(item, routeByName('ranges-list'), '/ranges')).toBe(false);
    expect(isMenuItemActive(item, undefined, '/manufacturers')).toBe(false);
  });

  it('lights the home item on home only', () => {
    const home = { routeName: 'home' };
    expect(isMenuItemActive(home, routeByName('home'), '/')).toBe(true);
    expect(isMenuItemActive(home, routeByName('ranges-list'), '/ranges')).toBe(false);
  });

  it('lights an export item on its own page only', () => {
    const item = { routeName: 'exports-gart', params: { family: 'gart', entity: 'ranges' } };
    const current = routeByName('exports-gart');
    expect(isMenuItemActive(item, current, '/exports/gart/ranges')).toBe(true);
    expect(isMenuItemActive(item, current, '/exports/gart/systems')).toBe(false);
  });
});

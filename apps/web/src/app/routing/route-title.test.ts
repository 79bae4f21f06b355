import { EXPORT_CONFIG, MENU, ROUTES } from '@proboard/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { es } from '../../i18n/locales/es.ts';
import { actionTitleKey, resourceTitleKey, routeTitle } from './route-title.ts';

function lookup(key: string): unknown {
  let node: unknown = es;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}
const t = ((key: string) => lookup(key) ?? key) as unknown as TFunction;

describe('route titles', () => {
  it('has a title for every resource and action of the route table', () => {
    const keys = ROUTES.flatMap((route) => [resourceTitleKey(route), actionTitleKey(route)]).filter(
      (key): key is string => key !== undefined,
    );
    expect([...new Set(keys)].filter((key) => typeof lookup(key) !== 'string')).toEqual([]);
  });

  it('has a label for every sidebar group and item, and for the export menus', () => {
    const keys = MENU.flatMap((group) => [group.key, ...group.items.map((item) => item.key)]);
    for (const [family, entities] of Object.entries(EXPORT_CONFIG)) {
      keys.push(`exports.families.${family}`, ...Object.keys(entities).map((e) => `exports.entities.${e}`));
    }
    expect(keys.filter((key) => typeof lookup(key) !== 'string')).toEqual([]);
  });

  it('names a list by its resource and other screens by resource and action', () => {
    expect(routeTitle(t, { resource: 'manufacturers', action: 'list' })).toBe('Fabricantes');
    expect(routeTitle(t, { resource: 'manufacturers', action: 'create' })).toBe('Fabricantes › Nuevo');
    expect(routeTitle(t, { resource: 'home', action: 'page' })).toBe('Inicio');
  });
});

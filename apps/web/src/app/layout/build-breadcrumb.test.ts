import { type RouteDef, routeByName } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { buildBreadcrumb } from './build-breadcrumb.ts';

const route = (name: string): RouteDef => {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};
const everything = () => true;

describe('breadcrumb', () => {
  it('is empty on home', () => {
    expect(buildBreadcrumb(route('home'), {}, everything)).toEqual([]);
  });

  it('ends a list with its title as text', () => {
    expect(buildBreadcrumb(route('manufacturers-list'), {}, everything)).toEqual([
      { labelKey: 'menu.home', to: '/' },
      { labelKey: 'menu.manufacturers' },
    ]);
  });

  it('goes through the list and the record on the way to an edit form', () => {
    expect(buildBreadcrumb(route('ranges-edit'), { az_iso: 'RG_1' }, everything)).toEqual([
      { labelKey: 'menu.home', to: '/' },
      { labelKey: 'menu.ranges', to: '/ranges' },
      { labelKey: 'routes.actions.details', to: '/ranges/RG_1' },
      { labelKey: 'routes.actions.edit' },
    ]);
  });

  it('links only the steps the user may open', () => {
    const onlyLists = (r: RouteDef) => r.action === 'list';
    expect(buildBreadcrumb(route('manufacturers-edit'), { id: '3' }, onlyLists)).toEqual([
      { labelKey: 'menu.home', to: '/' },
      { labelKey: 'menu.manufacturers', to: '/manufacturers' },
      { labelKey: 'routes.actions.details' },
      { labelKey: 'routes.actions.edit' },
    ]);
  });

  it('puts a company tab under its company', () => {
    expect(buildBreadcrumb(route('companies-users-create'), { id: '7' }, everything)).toEqual([
      { labelKey: 'menu.home', to: '/' },
      { labelKey: 'menu.companies', to: '/companies' },
      { labelKey: 'routes.actions.details', to: '/companies/7' },
      { labelKey: 'menu.companies-users', to: '/companies/7/users' },
      { labelKey: 'routes.actions.create' },
    ]);
  });

  it('leaves a step unlinked when a parameter is missing', () => {
    const trail = buildBreadcrumb(route('companies-users-list'), {}, everything);
    expect(trail[2]).toEqual({ labelKey: 'routes.actions.details' });
  });
});

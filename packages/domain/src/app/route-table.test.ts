import { describe, expect, it } from 'vitest';
import { isAllowed, parseGuard } from '../access/guards.ts';
import { isPermissionName } from '../access/permissions.ts';
import { isRoleName, READ_ONLY_ROLES } from '../access/roles.ts';
import {
  buildPath,
  canAccess,
  canOpenRoute,
  guardForAction,
  RESOURCE_ACCESS,
  ROUTES,
  routeByName,
  UnknownAccessError,
} from './route-table.ts';

const user = (roles: string[] = [], permissions: string[] = []) => ({ roles, permissions });
const admin = user(['AZ_SADMIN']);
const route = (name: string) => {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('route table', () => {
  it('has unique names and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('gives every route a valid guard naming only catalogued roles and permissions', () => {
    for (const r of ROUTES) {
      const guards = parseGuard(r.guard);
      if (r.area !== 'shell') expect(guards[0]?.name, r.name).toBe('auth');
      for (const g of guards) {
        if (g.name === 'role') for (const p of g.params) expect(isRoleName(p), `${r.name}: ${p}`).toBe(true);
        if (g.name === 'permission')
          for (const p of g.params) expect(isPermissionName(p), `${r.name}: ${p}`).toBe(true);
      }
    }
  });

  it('keeps read-only roles out of every write guard', () => {
    const writes = Object.values(RESOURCE_ACCESS).flatMap((a) =>
      (['create', 'duplicate', 'edit', 'delete', 'relaunch', 'sync'] as const).flatMap((k) =>
        a[k] ? [a[k]] : [],
      ),
    );
    expect(writes.length).toBeGreaterThan(100);
    for (const guard of writes) {
      for (const role of READ_ONLY_ROLES) expect(guard.split(/[|:,]/), guard).not.toContain(role);
    }
  });

  it('lets read-only roles list and view their resource but not change it', () => {
    const ro = user(['AZ_DASH_RANGES_READONLY']);
    expect(canOpenRoute('ranges-list', ro)).toBe(true);
    expect(canOpenRoute('ranges-details', ro)).toBe(true);
    for (const name of ['ranges-create', 'ranges-duplicate', 'ranges-edit'])
      expect(canOpenRoute(name, ro)).toBe(false);
    expect(canAccess('ranges', 'delete', ro)).toBe(false);
    expect(canOpenRoute('families-list', ro)).toBe(false);
  });

  it('lets AZ_SADMIN open every route except /about, which needs TEST', () => {
    for (const r of ROUTES) {
      if (r.name === 'login') expect(canOpenRoute(r, admin)).toBe(false);
      else if (r.name === 'about') expect(canOpenRoute(r, admin)).toBe(false);
      else expect(canOpenRoute(r, admin), r.name).toBe(true);
    }
    expect(canOpenRoute('about', user(['TEST']))).toBe(true);
    expect(canOpenRoute('about', user(['TEST', 'AZ_SADMIN']))).toBe(true);
    expect(route('about').strictRoles).toBe(true);
  });

  it('builds the standard paths with :az_iso for the five catalogue resources', () => {
    for (const resource of ['families', 'systems', 'ranges', 'products', 'articles']) {
      expect(route(`${resource}-details`).path).toBe(`/${resource}/:az_iso`);
      expect(route(`${resource}-edit`).path).toBe(`/${resource}/:az_iso/edit`);
    }
    expect(route('manufacturers-details').path).toBe('/manufacturers/:id');
    expect(route('rolesgroups-list').path).toBe('/groups');
    expect(route('orders-details').path).toBe('/orders/:id/altra-company/:company');
    expect(route('exports-gart').path).toBe('/exports/:family/:entity');
    expect(route('wikizones-docu-create').path).toBe('/wikizones/docu-create');
    expect(route('wikizones-version-create').path).toBe('/wikizones/version-create');
    expect(route('documentation-create').path).toBe('/documentation/documentation-create');
    expect(route('shipments-relaunch').path).toBe('/shipments/:id/relaunch');
    expect(route('tmpcustomers-sync').path).toBe('/tmpcustomers/sync');
    expect(route('companies-tickets-company-edit')).toMatchObject({
      path: '/companies/:id/tickets-company/:ticketid/edit',
      parent: 'companies-details',
    });
  });

  it('has duplicate routes exactly for the resources the spec lists', () => {
    const duplicates = ROUTES.filter((r) => r.action === 'duplicate');
    expect(duplicates.map((r) => r.resource).sort()).toEqual(
      [
        'manufacturers',
        'families',
        'systems',
        'attributes',
        'ranges',
        'products',
        'articles',
        'mediaresources',
        'faqs',
        'autodiagnosis',
        'docs',
        'digitalbooks',
        'digitalsubsections',
        'digitalsections',
        'digitalcontents',
        'watermarks',
      ].sort(),
    );
    for (const r of duplicates) {
      expect(r.path).toBe(`/${r.resource}/duplicate`);
      expect(r.query).toEqual(['from']);
    }
    expect(() => guardForAction('categories', 'duplicate')).toThrow(UnknownAccessError);
  });

  it('leaves out the screens the spec says do not exist', () => {
    for (const name of [
      'shipments-create',
      'returns-create',
      'returns-edit',
      'statistics-create',
      'dhlparcels-details',
    ]) {
      expect(routeByName(name), name).toBeUndefined();
    }
  });
});

describe('guards of section 6', () => {
  it('maps -read, -create and -update to list/details, create, edit', () => {
    expect(guardForAction('coupons', 'list')).toBe('auth|permission:azc-coupons-read');
    expect(guardForAction('coupons', 'details')).toBe('auth|permission:azc-coupons-read');
    expect(guardForAction('coupons', 'create')).toBe('auth|permission:azc-coupons-create');
    expect(guardForAction('coupons', 'edit')).toBe('auth|permission:azc-coupons-update');
    expect(guardForAction('coupons', 'delete')).toBe('auth|permission:azc-coupons-update');
    expect(guardForAction('rolesgroups', 'edit')).toBe('auth|permission:azc-groups-update');
  });

  it('applies the named exceptions', () => {
    expect(route('compatibilitywarnings-details').guard).toBe(
      'auth|permission:azc-compatibility-warnings-update',
    );
    expect(route('compatibilitywarnings-edit').guard).toBe(
      'auth|permission:azc-compatibility-warnings-delete',
    );
    expect(route('shipments-relaunch').guard).toBe('auth|permission:azc-shipments-create');
    expect(route('returns-list').guard).toBe('auth|permission:azc-returns-read');
    expect(route('returns-details').guard).toBe('auth|permission:azc-returns-update');
    expect(route('professionalorders-edit').guard).toBe('auth|permission:azc-atp-update');
    expect(route('clientorders-details').guard).toBe('auth|permission:azc-orders-read');
    expect(route('companies-orders-company-list').guard).toBe('auth|permission:azc-companies-read');
  });

  it('restricts wiki zone edits to AZ_SADMIN', () => {
    const wiki = user(['AZ_DASH_WIKIZONE']);
    expect(canOpenRoute('wikizones-list', wiki)).toBe(true);
    expect(canOpenRoute('wikizones-docu-create', wiki)).toBe(true);
    expect(canOpenRoute('wikizones-edit', wiki)).toBe(false);
    expect(canOpenRoute('wikizones-edit', admin)).toBe(true);
  });

  it('splits basic and admin roles of digital docs and renewal plans', () => {
    const basic = user(['AZ_DIGITAL_DOCS_BASIC', 'AZ_RENOVE_BASIC']);
    const docsAdmin = user(['AZ_DIGITAL_DOCS_ADMIN']);
    for (const action of ['create', 'edit', 'duplicate']) {
      expect(canOpenRoute(`digitalbooks-${action}`, basic)).toBe(false);
      expect(canOpenRoute(`digitalbooks-${action}`, docsAdmin)).toBe(true);
    }
    expect(canOpenRoute('digitalcontents-list', basic)).toBe(true);
    expect(canOpenRoute('renewalplans-details', basic)).toBe(true);
    expect(canOpenRoute('renewalplans-create', basic)).toBe(false);
    expect(canOpenRoute('renewalplans-edit', user(['AZ_RENOVE_ADMIN']))).toBe(true);
  });

  it('gives imports their three role lists', () => {
    expect(canOpenRoute('imports-list', user(['RRHH_IMPORTS']))).toBe(true);
    expect(canOpenRoute('imports-edit', user(['RRHH_IMPORTS']))).toBe(false);
    expect(canOpenRoute('imports-edit', user(['COMPATIBILITY_IMPORTS']))).toBe(true);
    expect(canOpenRoute('imports-create', user(['COMPATIBILITY_IMPORTS']))).toBe(false);
    expect(canOpenRoute('imports-create', user(['GART_IMPORTS']))).toBe(true);
  });

  it('lets AZ_BASIC_MARKET list media resources only', () => {
    const market = user(['AZ_BASIC_MARKET']);
    expect(canOpenRoute('mediaresources-list', market)).toBe(true);
    expect(canOpenRoute('mediaresources-details', market)).toBe(false);
    expect(canOpenRoute('products-edit', market)).toBe(true);
  });

  it('keeps AS_DASH_GART_BASIC on the catalogue and AZ_DASH_GART_BASIC on categories', () => {
    expect(canOpenRoute('manufacturers-list', user(['AS_DASH_GART_BASIC']))).toBe(true);
    expect(canOpenRoute('manufacturers-list', user(['AZ_DASH_GART_BASIC']))).toBe(false);
    expect(canOpenRoute('categories-list', user(['AZ_DASH_GART_BASIC']))).toBe(true);
    expect(canOpenRoute('categories-list', user(['AS_DASH_GART_BASIC']))).toBe(false);
  });

  it('ANDs a role gate and the permission where the spec gives both', () => {
    const category = user(['AZ_TICKET_CATEGORY_BASIC'], ['azc-tickets-read']);
    expect(canOpenRoute('ticketcategories-list', category)).toBe(true);
    expect(canOpenRoute('ticketcategories-create', category)).toBe(false);
    expect(canOpenRoute('ticketcategories-list', user([], ['azc-tickets-read']))).toBe(false);
    expect(canOpenRoute('tpvoperations-edit', user([], ['azc-tpvoperations-update']))).toBe(false);
    expect(canOpenRoute('tpvoperations-edit', user(['AZ_DASH_TPV'], ['azc-tpvoperations-update']))).toBe(
      true,
    );
    expect(
      canOpenRoute('communicationprotocols-create', user([], ['azc-communication-protocols-create'])),
    ).toBe(false);
  });

  it('needs no more than signing in for home, and nothing for login', () => {
    expect(canOpenRoute('home', user())).toBe(true);
    expect(canOpenRoute('home', null)).toBe(false);
    expect(canOpenRoute('login', null)).toBe(true);
    expect(canOpenRoute('callback', null)).toBe(true);
  });

  it('fails loudly for unknown resources and actions', () => {
    expect(() => guardForAction('nope', 'list')).toThrow(UnknownAccessError);
    expect(() => guardForAction('statistics', 'edit')).toThrow(/no 'edit' action/);
    expect(canOpenRoute('nope-list', admin)).toBe(false);
    expect(
      isAllowed(guardForAction('agentcommissionconfigs', 'delete'), user([], ['azc-commissions-read'])),
    ).toBe(true);
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('ranges-edit', { az_iso: 'AZ 1' })).toBe('/ranges/AZ%201/edit');
    expect(buildPath('exports-gart', { family: 'catalogue', entity: 'articles' })).toBe(
      '/exports/catalogue/articles',
    );
    expect(() => buildPath('orders-details', { id: 3 })).toThrow(/company/);
  });
});

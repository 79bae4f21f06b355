import { type RouteDef, routeByName } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { decideAccess, deniedRedirect, isPublicPath } from './access-decision.ts';

const route = (name: string) => routeByName(name) as RouteDef;
const readonly = { roles: ['AZ_DASH_GART_READONLY', 'AZ_DASH_MANUFACTURERS_READONLY'], permissions: [] };
const aftersales = { roles: ['AZ_SAT'], permissions: ['azc-returns-read'] };

describe('route access', () => {
  it('lets a read-only user list but not create', () => {
    expect(decideAccess(route('manufacturers-list'), readonly, '/', '/manufacturers')).toEqual({
      allowed: true,
    });
    expect(
      decideAccess(route('manufacturers-create'), readonly, '/manufacturers', '/manufacturers/create'),
    ).toEqual({ allowed: false, redirectTo: '/manufacturers' });
  });

  it('follows permissions too', () => {
    expect(decideAccess(route('returns-list'), aftersales, '/', '/returns').allowed).toBe(true);
    expect(decideAccess(route('manufacturers-list'), aftersales, '/returns', '/manufacturers')).toEqual({
      allowed: false,
      redirectTo: '/returns',
    });
  });

  it('keeps /about for role TEST, even from the super admin', () => {
    expect(
      decideAccess(route('about'), { roles: ['AZ_SADMIN'], permissions: [] }, null, '/about').allowed,
    ).toBe(false);
    expect(decideAccess(route('about'), { roles: ['TEST'], permissions: [] }, null, '/about').allowed).toBe(
      true,
    );
  });

  it('goes home when there is no previous path, it was the sign-in, or it is the refused one', () => {
    expect(deniedRedirect(null, '/roles')).toBe('/');
    expect(deniedRedirect('/login', '/roles')).toBe('/');
    expect(deniedRedirect('/login/password/forgot', '/roles')).toBe('/');
    expect(deniedRedirect('/callback', '/roles')).toBe('/');
    expect(deniedRedirect('/roles', '/roles')).toBe('/');
    expect(deniedRedirect('/ranges?page=2', '/roles')).toBe('/ranges?page=2');
  });

  it('tells public paths apart', () => {
    expect(isPublicPath('/login?x=1')).toBe(true);
    expect(isPublicPath('/loginx')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });
});

import { ROUTES } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { protectedRoutes } from './protected-routes.tsx';

describe('protected routes', () => {
  const routes = protectedRoutes();

  it('puts every signed-in route of the route table under the layout, with its name and guard', () => {
    const names = routes.map((route) => (route.handle as { name: string }).name);
    expect(names).toEqual(ROUTES.filter((r) => r.guard.split('|').includes('auth')).map((r) => r.name));
    expect(names).not.toContain('login');
    expect(names).not.toContain('callback');
    expect(routes.every((route) => typeof route.loader === 'function')).toBe(true);
  });

  it('makes home the index and keeps the domain paths', () => {
    const home = routes.find((route) => (route.handle as { name: string }).name === 'home');
    expect(home?.index).toBe(true);
    const edit = routes.find((route) => (route.handle as { name: string }).name === 'ranges-edit');
    expect(edit?.path).toBe('/ranges/:az_iso/edit');
  });
});

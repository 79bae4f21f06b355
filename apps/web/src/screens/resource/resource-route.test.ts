import { describe, expect, it } from 'vitest';
import { resourceRouteOf, routeNameOf } from './resource-route.ts';

describe('resource route', () => {
  it('takes the deepest handle name', () => {
    expect(routeNameOf([undefined, { name: 'home' }, null, { name: 'ranges-edit' }, {}])).toBe('ranges-edit');
    expect(routeNameOf([undefined, {}])).toBeUndefined();
  });

  it('finds the route and the definition of its resource', () => {
    const found = resourceRouteOf('attributes-duplicate');
    expect(found?.route).toMatchObject({ resource: 'attributes', action: 'duplicate' });
    expect(found?.definition.apiPath).toBe('attribute-types');
    expect(resourceRouteOf('globalmarkets-list')?.definition.apiPath).toBe('markets');
    expect(resourceRouteOf('tpvoperations-list')?.definition.apiPath).toBe('tpv-operations');
    expect(resourceRouteOf('about')).toBeNull();
    expect(resourceRouteOf(undefined)).toBeNull();
  });
});

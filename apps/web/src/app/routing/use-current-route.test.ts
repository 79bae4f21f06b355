import { describe, expect, it } from 'vitest';
import { routeNameOf } from './use-current-route.ts';

describe('current route name', () => {
  it('is the deepest match carrying a name', () => {
    expect(routeNameOf([{ handle: undefined }, { handle: { name: 'ranges-edit' } }])).toBe('ranges-edit');
    expect(routeNameOf([{ handle: { name: 'outer' } }, { handle: null }])).toBe('outer');
    expect(routeNameOf([])).toBeUndefined();
  });
});

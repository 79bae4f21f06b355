import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';
import type { ResourceDefinition } from './resource.ts';

const definitions = (Object.values(domain) as unknown[]).filter(
  (value): value is ResourceDefinition =>
    typeof value === 'object' && value !== null && 'apiPath' in value && 'fields' in value,
);

describe('whole lists (currentPage -1)', () => {
  it('are answered for every resource a select loads whole, so no form meets a refusal', () => {
    const loadedWhole = new Set(
      definitions.flatMap((d) =>
        d.fields.filter((f) => f.kind === 'multiselect' && f.source && !f.searchOnly).map((f) => f.source!),
      ),
    );
    const wholeLists = new Set(definitions.filter((d) => d.wholeList).map((d) => d.name));
    // A source the web reads from a lookup endpoint (ranges, roles...) is not a list read whole.
    const lookups = new Set([
      'ranges',
      'systems',
      'categories',
      'attributes',
      'languages',
      'roles',
      // The markets' lookup (msmarket.v1/admin/markets, with their group company).
      'markets',
      // The manufacturers that speak protocols (compatibility.routes.ts).
      'protocolmanufacturers',
    ]);
    const missing = [...loadedWhole].filter((name) => !lookups.has(name) && !wholeLists.has(name));
    expect(missing).toEqual([]);
    expect(wholeLists.has('families')).toBe(true);
  });
});

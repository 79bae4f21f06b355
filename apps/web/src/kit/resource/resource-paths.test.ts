import { attributeTypes, languages, manufacturers, ranges } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { mayDo, resourcePaths } from './resource-paths.ts';

const admin = { roles: ['AZ_SADMIN'], permissions: [] };
const readonly = { roles: ['AZ_DASH_MANUFACTURERS_READONLY'], permissions: [] };

describe('resource paths', () => {
  it('builds the route pattern of spec section 2 with the id or az_iso', () => {
    const paths = resourcePaths(ranges);
    expect(paths.list).toBe('/ranges');
    expect(paths.create).toBe('/ranges/create');
    expect(paths.details('AZ6')).toBe('/ranges/AZ6');
    expect(paths.edit('AZ6')).toBe('/ranges/AZ6/edit');
    expect(paths.duplicate('AZ 6')).toBe('/ranges/duplicate?from=AZ%206');
    expect(resourcePaths(attributeTypes).edit('4')).toBe('/attributes/4/edit');
  });

  it('has nothing for screens the route table lacks', () => {
    const paths = resourcePaths(languages);
    expect(paths.list).toBeNull();
    expect(paths.details('1')).toBeNull();
    expect(paths.duplicate('1')).toBeNull();
  });

  it('lets read-only roles view but not change', () => {
    expect(mayDo(manufacturers, 'list', readonly)).toBe(true);
    expect(mayDo(manufacturers, 'create', readonly)).toBe(false);
    expect(mayDo(manufacturers, 'edit', readonly)).toBe(false);
    expect(mayDo(manufacturers, 'delete', admin)).toBe(true);
    expect(mayDo(manufacturers, 'create', null)).toBe(false);
    expect(mayDo(languages, 'edit', admin)).toBe(true);
  });
});

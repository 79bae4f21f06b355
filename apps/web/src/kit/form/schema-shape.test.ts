import { attributeTypes, manufacturers, systems } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { isRequired, schemaShape } from './schema-shape.ts';

const requiredKeys = (definition: Parameters<typeof schemaShape>[0]) =>
  Object.entries(schemaShape(definition))
    .filter(([, schema]) => isRequired(schema))
    .map(([key]) => key);

describe('required keys, from the definition schema', () => {
  it('marks the texts a record cannot be saved without, not optional ones or ones with a default', () => {
    expect(requiredKeys(manufacturers)).toEqual(['az_iso', 'name']);
  });

  it('marks a related record and a list that needs an entry, not a list that may stay empty', () => {
    expect(isRequired(schemaShape(systems).range_id)).toBe(true);
    const shape = schemaShape(attributeTypes);
    // Its default is one target, but an emptied list is refused.
    expect(isRequired(shape.applies_to)).toBe(true);
    expect(isRequired(shape.sort_key)).toBe(false);
    expect(isRequired(schemaShape(systems).markets_available)).toBe(false);
    expect(isRequired(undefined)).toBe(false);
  });
});

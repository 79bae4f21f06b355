import { describe, expect, it } from 'vitest';
import { type AttributeTypeRow, chosenOption, withOption } from './attribute-values.ts';

const colour: AttributeTypeRow = {
  id: 1,
  az_iso: 'TTO_COLOR',
  description: 'Color',
  applies_to: ['article'],
  options: [
    { id: 10, az_iso: 'TTO_COLOR_WHT', value: 'WHT' },
    { id: 11, az_iso: 'TTO_COLOR_BLK', value: 'BLK' },
  ],
};

describe('attribute values', () => {
  it('finds the option chosen for a type', () => {
    expect(chosenOption(colour, [3, 11])).toBe(11);
    expect(chosenOption(colour, [3])).toBeNull();
  });

  it('keeps one option per type and the other types untouched', () => {
    expect(withOption(colour, [3, 10], 11)).toEqual([3, 11]);
    expect(withOption(colour, [3, 10], null)).toEqual([3]);
  });
});

import { describe, expect, it } from 'vitest';
import { canRemoveOption, emptyOption, optionCode, optionsPayload } from './option-rows.ts';

describe('attribute option rows', () => {
  it('builds the option code from the attribute code and the value', () => {
    expect(optionCode('TTO_COLOR', 'wht')).toBe('TTO_COLOR_WHT');
    expect(optionCode('TTO_COLOR', 'light grey')).toBe('TTO_COLOR_LIGHT_GREY');
    expect(optionCode('', 'WHT')).toBe('');
    expect(optionCode('TTO_COLOR', ' ')).toBe('');
  });

  it('keeps at least two options', () => {
    expect(canRemoveOption(2)).toBe(false);
    expect(canRemoveOption(3)).toBe(true);
  });

  it('sends codes, order and empty values the way the API takes them', () => {
    const rows = [
      {
        ...emptyOption(),
        id: 7,
        value: 'S',
        description: ' ',
        a3_option: 10 as const,
        translations: { es: { value: 'P' } },
      },
      { ...emptyOption(), value: 'L' },
    ];
    expect(optionsPayload('TTO_SIZE', rows)).toEqual([
      {
        id: 7,
        az_iso: 'TTO_SIZE_S',
        value: 'S',
        description: null,
        sort_id: 1,
        a3_option: 10,
        translations: { es: { value: 'P' } },
      },
      { az_iso: 'TTO_SIZE_L', value: 'L', description: null, sort_id: 2, a3_option: null, translations: {} },
    ]);
  });
});

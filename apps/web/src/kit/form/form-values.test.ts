import { attributeTypes, manufacturers, ranges, systems } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import {
  duplicateFormValues,
  emptyFormValues,
  formValuesToPayload,
  recordToFormValues,
} from './form-values.ts';

const manufacturer = {
  id: 3,
  az_iso: 'DAIKIN',
  name: 'Daikin',
  slug: 'daikin',
  brand_1: 'DAI',
  brand_2: 'DK',
  color: '0097e0',
  color_logo: null,
  grey_logo: null,
  airzone_logo: null,
  active: true,
  protocol_active: true,
  easyzone_active: false,
  az_label: 'DAIKIN - Daikin',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

const attribute = {
  id: 9,
  az_iso: 'TTO_COLOR',
  key: 'color',
  description: 'Color',
  sort_key: 1,
  a3_type: null,
  applies_to: ['article'],
  translations: { es: { name: 'Color' } },
  options: [
    {
      id: 1,
      az_iso: 'TTO_COLOR_WHT',
      value: 'WHT',
      description: null,
      sort_id: 1,
      a3_option: 4,
      translations: {},
    },
    {
      id: 2,
      az_iso: 'TTO_COLOR_BLK',
      value: 'BLK',
      description: 'x',
      sort_id: 2,
      a3_option: null,
      translations: {},
    },
  ],
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('form values', () => {
  it('starts a create form from the schema defaults, with two empty options', () => {
    expect(emptyFormValues(manufacturers)).toMatchObject({
      az_iso: '',
      name: '',
      active: true,
      protocol_active: false,
      easyzone_active: false,
    });
    const values = emptyFormValues(attributeTypes);
    expect(values.applies_to).toEqual(['article']);
    expect(values.options).toHaveLength(2);
    expect(emptyFormValues(systems)).toMatchObject({
      range_id: null,
      markets_available: [],
      translations: {},
    });
    expect(emptyFormValues(ranges)).not.toHaveProperty('updated_at');
  });

  it('keeps only the body’s keys of a record, nulls as empty, and its updated_at', () => {
    const values = recordToFormValues(manufacturers, manufacturer);
    expect(values).not.toHaveProperty('id');
    expect(values).not.toHaveProperty('az_label');
    expect(values).toMatchObject({ color_logo: '', updated_at: manufacturer.updated_at, slug: 'daikin' });
  });

  it('empties the unique codes of a duplicate and drops its updated_at and nested ids', () => {
    const copy = duplicateFormValues(manufacturers, manufacturer);
    expect(copy).toMatchObject({ az_iso: '', slug: '', name: 'Daikin', brand_1: 'DAI' });
    expect(copy).not.toHaveProperty('updated_at');
    const attributeCopy = duplicateFormValues(attributeTypes, attribute);
    expect(attributeCopy.az_iso).toBe('');
    expect((attributeCopy.options as object[]).every((o) => !('id' in o))).toBe(true);
    expect(attributeCopy.key).toBe('color');
  });

  it('sends empty optional texts as null and options the way the API takes them', () => {
    const payload = formValuesToPayload(attributeTypes, {
      ...recordToFormValues(attributeTypes, attribute),
      sort_key: '',
      translations: { es: { name: 'Color' }, en: { name: ' ' } },
    });
    expect(payload).toMatchObject({
      sort_key: null,
      a3_type: null,
      translations: { es: { name: 'Color' } },
      updated_at: attribute.updated_at,
    });
    expect(payload.options).toEqual([
      expect.objectContaining({ id: 1, az_iso: 'TTO_COLOR_WHT', a3_option: 4, sort_id: 1 }),
      expect.objectContaining({ id: 2, az_iso: 'TTO_COLOR_BLK', a3_option: null, sort_id: 2 }),
    ]);
    expect(attributeTypes.schema.safeParse(payload).success).toBe(true);
    expect(
      manufacturers.schema.safeParse(
        formValuesToPayload(manufacturers, recordToFormValues(manufacturers, manufacturer)),
      ).success,
    ).toBe(true);
  });

  it('leaves a required empty text as it is, for the required message', () => {
    const payload = formValuesToPayload(ranges, emptyFormValues(ranges));
    expect(payload).toMatchObject({ az_iso: '', sort_key: '', slug: null, image_url: null });
    expect(payload).not.toHaveProperty('updated_at');
  });
});

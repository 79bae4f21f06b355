import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, max, min, minArray, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { translationsSchema, updatedAt } from '../shared.ts';

export const ATTRIBUTE_TARGETS = ['family', 'product', 'article'] as const;

/** An option's az_iso is the attribute's az_iso plus its value: TTO_COLOR + WHT = TTO_COLOR_WHT. */
export const optionAzIso = (attributeAzIso: string, value: string) =>
  `${attributeAzIso}_${value}`.toUpperCase().replace(/[^A-Z0-9_-]+/g, '_');

export const attributeOptionSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  az_iso: requiredText(isAzIso(), min(2), max(60)),
  value: requiredText(max(60)),
  description: text(max(255)).nullish(),
  sort_id: z.number().int().min(0).max(1_000_000).default(0),
  a3_option: z.number().int().min(0).nullish(),
  translations: z
    .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ value: text(max(255)) }))
    .default({}),
});

export const attributeTypeSchema = z
  .strictObject({
    az_iso: requiredText(isAzIso(), max(25)),
    key: requiredText(min(4), max(60)),
    description: requiredText(min(4), max(255)),
    sort_key: z.number().int().min(0).max(9999).nullish(),
    a3_type: text(max(60)).nullish(),
    applies_to: z.array(z.enum(ATTRIBUTE_TARGETS)).check(minArray(1)).default(['article']),
    translations: translationsSchema,
    options: z.array(attributeOptionSchema).check(minArray(2)).max(500),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.options.forEach((option, index) => {
      if (option.az_iso !== optionAzIso(value.az_iso, option.value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'az_iso'],
          message: 'validations.optionAzIso',
          params: { expected: optionAzIso(value.az_iso, option.value) },
        });
      }
      if (seen.has(option.az_iso)) {
        ctx.addIssue({ code: 'custom', path: ['options', index, 'az_iso'], message: 'validations.unique' });
      }
      seen.add(option.az_iso);
    });
  });

export const attributeTypes: ResourceDefinition<typeof attributeTypeSchema> = {
  name: 'attributes',
  service: 'msproduct',
  apiPath: 'attribute-types',
  // Spec section 7: the paged list is `attribute-types/filter`; the plain path answers the whole list.
  listPath: 'attribute-types/filter',
  singular: 'attribute_type',
  plural: 'attribute_types',
  idParam: 'id',
  schema: attributeTypeSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'key', kind: 'text', half: true },
    { key: 'description', kind: 'text', half: true },
    { key: 'sort_key', kind: 'number', half: true },
    { key: 'a3_type', kind: 'text', half: true },
    { key: 'applies_to', kind: 'multiselect', half: true },
    { key: 'translations', kind: 'translations' },
    { key: 'options', kind: 'options' },
  ],
  columns: [
    { key: 'sort_key', type: 'number' },
    { key: 'az_iso' },
    { key: 'key' },
    { key: 'description' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'key', 'description'],
  defaultSort: 'sort_key',
  duplicate: true,
};

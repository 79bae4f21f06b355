import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, isHexadecimal, max, min, requiredText, sortKey, text } from '../../validation/rules.ts';
import type { ColumnDef, FieldDef, ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/**
 * The small vocabularies of compatibility (spec section 1): indoor-unit model types (ducted,
 * cassette...), technologies (inverter, VRF...) and compatibility types (full, partial...). Each has a
 * code, a name translated per content language, an order and an active flag; a compatibility type
 * also the colour of its badge.
 */
const nameTranslations = z
  .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ name: text(max(255)).optional() }))
  .default({});

const vocabularyShape = {
  az_iso: requiredText(isAzIso(), max(40)),
  name: requiredText(min(2), max(255)),
  sort_key: sortKey(),
  active: z.boolean().default(true),
  translations: nameTranslations,
  updated_at: updatedAt,
};

export const iuModelTypeSchema = z.strictObject(vocabularyShape);
export const iuModelTechnologySchema = z.strictObject(vocabularyShape);
export const compatibilityTypeSchema = z.strictObject({
  ...vocabularyShape,
  color: requiredText(isHexadecimal()),
});

const fields = (...extra: FieldDef[]): FieldDef[] => [
  { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
  { key: 'name', kind: 'text', half: true },
  { key: 'sort_key', kind: 'number', half: true },
  ...extra,
  { key: 'active', kind: 'boolean' },
  { key: 'translations', kind: 'translations' },
];

const columns = (...extra: ColumnDef[]): ColumnDef[] => [
  { key: 'sort_key', type: 'number' },
  { key: 'az_iso' },
  { key: 'name' },
  ...extra,
  { key: 'active', type: 'boolean', values: 'activity' },
  { key: 'created_at', type: 'date' },
];

const vocabulary = {
  service: 'msproduct',
  idParam: 'id' as const,
  defaultSort: 'sort_key',
  duplicate: false,
  // Selects of the model and compatibility forms load them whole.
  wholeList: true,
  search: ['az_iso', 'name'],
};

export const iuModelTypes: ResourceDefinition<typeof iuModelTypeSchema> = {
  ...vocabulary,
  name: 'iumodeltypes',
  apiPath: 'admin/iu-model-types',
  singular: 'iu_model_type',
  plural: 'iu_model_types',
  schema: iuModelTypeSchema,
  fields: fields(),
  columns: columns(),
};

/**
 * Technologies have no screens: the spec gives them a read permission only, so they are a vocabulary
 * of the product (seeded by migration 0055) that the model form's select reads (docs/decisions.md).
 */
export const iuModelTechnologies: ResourceDefinition<typeof iuModelTechnologySchema> = {
  ...vocabulary,
  name: 'iumodeltechnologies',
  apiPath: 'admin/iu-model-technologies',
  singular: 'iu_model_technology',
  plural: 'iu_model_technologies',
  schema: iuModelTechnologySchema,
  fields: fields(),
  columns: columns(),
};

export const compatibilityTypes: ResourceDefinition<typeof compatibilityTypeSchema> = {
  ...vocabulary,
  name: 'compatibilitytypes',
  apiPath: 'admin/compatibility-types',
  singular: 'compatibility_type',
  plural: 'compatibility_types',
  schema: compatibilityTypeSchema,
  fields: fields({ key: 'color', kind: 'color', half: true }),
  columns: columns({ key: 'color', searchable: false }),
};

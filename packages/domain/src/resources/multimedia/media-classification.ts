import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, max, min, requiredText, sortKey, text } from '../../validation/rules.ts';
import type { ColumnDef, FieldDef, ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/**
 * Media groups > classes > types: the classification of media resources (spec section 1). Each
 * level has a code, a name translated per content language, an order and an active flag; a class
 * belongs to a group, a type to a class.
 */
const nameTranslations = z
  .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ name: text(max(255)).optional() }))
  .default({});

const classificationShape = {
  az_iso: requiredText(isAzIso(), max(40)),
  name: requiredText(min(2), max(255)),
  sort_key: sortKey(),
  active: z.boolean().default(true),
  translations: nameTranslations,
  updated_at: updatedAt,
};

export const mediaGroupSchema = z.strictObject(classificationShape);
export const mediaClassSchema = z.strictObject({
  ...classificationShape,
  media_group_id: z.number().int().positive(),
});
export const mediaTypeSchema = z.strictObject({
  ...classificationShape,
  media_class_id: z.number().int().positive(),
});

const fields = (parent?: FieldDef): FieldDef[] => [
  { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
  { key: 'name', kind: 'text', half: true },
  ...(parent ? [parent] : []),
  { key: 'sort_key', kind: 'number', half: true },
  { key: 'active', kind: 'boolean' },
  { key: 'translations', kind: 'translations' },
];

const columns = (...parents: ColumnDef[]): ColumnDef[] => [
  { key: 'sort_key', type: 'number' },
  { key: 'az_iso' },
  { key: 'name' },
  ...parents,
  { key: 'active', type: 'boolean', values: 'activity' },
  { key: 'created_at', type: 'date' },
];

const classification = {
  service: 'msmultimedia',
  idParam: 'id' as const,
  defaultSort: 'sort_key',
  duplicate: false,
};

export const mediaGroups: ResourceDefinition<typeof mediaGroupSchema> = {
  ...classification,
  name: 'mediagroups',
  apiPath: 'admin/media-groups',
  singular: 'media_group',
  plural: 'media_groups',
  schema: mediaGroupSchema,
  fields: fields(),
  columns: columns(),
  search: ['az_iso', 'name'],
};

export const mediaClasses: ResourceDefinition<typeof mediaClassSchema> = {
  ...classification,
  name: 'mediaclasses',
  apiPath: 'admin/media-classes',
  singular: 'media_class',
  plural: 'media_classes',
  schema: mediaClassSchema,
  fields: fields({ key: 'media_group_id', kind: 'select', source: 'mediagroups', half: true }),
  columns: columns({ key: 'media_group' }),
  search: ['az_iso', 'name', 'media_group'],
};

export const mediaTypes: ResourceDefinition<typeof mediaTypeSchema> = {
  ...classification,
  name: 'mediatypes',
  apiPath: 'admin/media-types',
  singular: 'media_type',
  plural: 'media_types',
  schema: mediaTypeSchema,
  fields: fields({ key: 'media_class_id', kind: 'select', source: 'mediaclasses', half: true }),
  columns: columns({ key: 'media_class' }, { key: 'media_group' }),
  search: ['az_iso', 'name', 'media_class', 'media_group'],
};

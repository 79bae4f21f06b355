import { z } from 'zod';
import {
  isAzIso,
  isImage,
  isSlug,
  max,
  min,
  minArray,
  requiredText,
  sortKey,
  text,
} from '../../validation/rules.ts';
import type { ColumnDef, FieldDef, ResourceDefinition } from '../resource.ts';
import { activeWithinAvailable, idList, marketFields, translationsSchema, updatedAt } from '../shared.ts';

/**
 * Ranges, systems and families: the catalogue tree. They share az_iso (max 15), sort_key (1-4
 * digits), image_url (an image), translations, market lists and media resources; a system needs its
 * range, a family at least one system. Read-only values come with the record: the market lists as
 * ISO codes, and for a family its ranges (through its systems), products and audit trail.
 */
const treeShape = {
  az_iso: requiredText(isAzIso(), max(15)),
  sort_key: sortKey(),
  name: requiredText(min(2), max(255)),
  slug: text(isSlug(), max(255)).nullish(),
  image_url: text(isImage(), max(500)).nullish(),
  active: z.boolean().default(true),
  translations: translationsSchema,
  ...marketFields,
  /** Media resources shown with the entity (ids of `mediaresources`). */
  resources: idList.default([]),
  updated_at: updatedAt,
};

export const rangeSchema = z.strictObject(treeShape).superRefine(activeWithinAvailable);
export const systemSchema = z
  .strictObject({ ...treeShape, range_id: z.number().int().positive() })
  .superRefine(activeWithinAvailable);
export const familySchema = z
  .strictObject({
    ...treeShape,
    systems: idList.check(minArray(1)),
    categories: idList.default([]),
    /** Attribute types whose values the family's products carry (types that apply to families). */
    attribute_types: idList.default([]),
  })
  .superRefine(activeWithinAvailable);

const treeFields: FieldDef[] = [
  { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
  { key: 'sort_key', kind: 'number', half: true },
  { key: 'name', kind: 'text', half: true },
  { key: 'slug', kind: 'text', slugFrom: 'name', uniqueCode: true, half: true },
  { key: 'image_url', kind: 'image' },
  { key: 'resources', kind: 'multiselect', source: 'mediaresources' },
  { key: 'active', kind: 'boolean' },
  { key: 'markets', kind: 'markets' },
  { key: 'translations', kind: 'translations' },
];

const treeColumns: ColumnDef[] = [
  { key: 'sort_key', type: 'number' },
  { key: 'az_iso' },
  { key: 'name' },
  { key: 'active', type: 'boolean', values: 'activity' },
  { key: 'created_at', type: 'date' },
];

const tree = {
  service: 'msproduct',
  idParam: 'az_iso' as const,
  search: ['az_iso', 'name'],
  defaultSort: 'sort_key',
  duplicate: true,
};

export const ranges: ResourceDefinition<typeof rangeSchema> = {
  ...tree,
  name: 'ranges',
  apiPath: 'admin/ranges',
  singular: 'range',
  plural: 'ranges',
  schema: rangeSchema,
  fields: treeFields,
  columns: treeColumns,
};

export const systems: ResourceDefinition<typeof systemSchema> = {
  ...tree,
  name: 'systems',
  apiPath: 'admin/systems',
  singular: 'system',
  plural: 'systems',
  schema: systemSchema,
  fields: [
    ...treeFields.slice(0, 4),
    { key: 'range_id', kind: 'select', source: 'ranges', half: true },
    ...treeFields.slice(4),
  ],
  columns: [...treeColumns.slice(0, 3), { key: 'range', sortable: true }, ...treeColumns.slice(3)],
  search: ['az_iso', 'name', 'range'],
};

export const families: ResourceDefinition<typeof familySchema> = {
  ...tree,
  name: 'families',
  // Spec section 7: `families/filter` with currentPage -1 is the full list.
  wholeList: true,
  apiPath: 'admin/families',
  listAliases: ['families/filter'],
  singular: 'family',
  plural: 'families',
  schema: familySchema,
  fields: [
    ...treeFields.slice(0, 4),
    { key: 'systems', kind: 'multiselect', source: 'systems' },
    { key: 'categories', kind: 'multiselect', source: 'categories' },
    { key: 'attribute_types', kind: 'multiselect', source: 'attributes' },
    ...treeFields.slice(4),
  ],
  columns: treeColumns,
};

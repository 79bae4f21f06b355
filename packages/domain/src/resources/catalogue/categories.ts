import { z } from 'zod';
import { isAzIso, isImage, isSlug, max, min, requiredText, sortKey, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { translationsSchema, updatedAt } from '../shared.ts';

/** How deep the category tree may go: deeper is a mistake (and bounds the path queries). */
export const CATEGORY_MAX_DEPTH = 10;

/** A category of the catalogue tree: a parent (none at the top), its order among its siblings. */
export const categorySchema = z.strictObject({
  az_iso: requiredText(isAzIso(), max(40)),
  sort_key: sortKey(),
  name: requiredText(min(2), max(255)),
  slug: text(isSlug(), max(255)).nullish(),
  parent_id: z.number().int().positive().nullish(),
  image_url: text(isImage(), max(500)).nullish(),
  active: z.boolean().default(true),
  translations: translationsSchema,
  updated_at: updatedAt,
});

export const categories: ResourceDefinition<typeof categorySchema> = {
  name: 'categories',
  service: 'msproduct',
  apiPath: 'admin/categories',
  singular: 'category',
  plural: 'categories',
  idParam: 'id',
  schema: categorySchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'sort_key', kind: 'number', half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'slug', kind: 'text', slugFrom: 'name', uniqueCode: true, half: true },
    { key: 'parent_id', kind: 'select', source: 'categories', half: true },
    { key: 'active', kind: 'boolean', half: true },
    { key: 'image_url', kind: 'image' },
    { key: 'translations', kind: 'translations' },
  ],
  columns: [
    { key: 'sort_key', type: 'number' },
    { key: 'az_iso' },
    // "Climatización › Aire acondicionado › Conductos": the category's place in the tree.
    { key: 'path' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'name', 'path'],
  defaultSort: 'sort_key',
  duplicate: false,
};

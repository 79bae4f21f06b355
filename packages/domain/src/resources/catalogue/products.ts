import { z } from 'zod';
import { isAzIso, isNumber, isSlug, max, min, requiredText, text } from '../../validation/rules.ts';
import type { ColumnDef, ResourceDefinition } from '../resource.ts';
import { activeWithinAvailable, idList, marketFields, translationsSchema, updatedAt } from '../shared.ts';

/** Article lifecycle (spec section 4): development, available, beta, EoS, EoM, EoL. */
export const ARTICLE_LIFECYCLE = ['development', 'available', 'beta', 'eos', 'eom', 'eol'] as const;

const catalogueItemShape = {
  az_iso: requiredText(isAzIso(), max(40)),
  name: requiredText(min(2), max(255)),
  slug: text(isSlug(), max(255)).nullish(),
  active: z.boolean().default(true),
  translations: translationsSchema,
  ...marketFields,
  updated_at: updatedAt,
};

export const productSchema = z
  .strictObject({
    ...catalogueItemShape,
    family_id: z.number().int().positive(),
    manufacturers: idList.default([]),
    send_all_to_a3: z.boolean().default(false),
  })
  .superRefine(activeWithinAvailable);

/** Dimensions in mm, weight in kg; volume (m3) is computed by the server from the dimensions. */
const dimension = z.number().min(0).max(100_000).nullish();

export const articleSchema = z
  .strictObject({
    ...catalogueItemShape,
    product_id: z.number().int().positive(),
    altra_status_iso: z.enum(ARTICLE_LIFECYCLE).default('development'),
    ean: text(isNumber(), max(14)).nullish(),
    weight: z.number().min(0).max(100_000).nullish(),
    width: dimension,
    height: dimension,
    depth: dimension,
    blocked: z.boolean().default(false),
    uses_serial_number: z.boolean().default(false),
    affects_stock: z.boolean().default(true),
  })
  .superRefine(activeWithinAvailable);

/** Article volume (SPEC-RULINGS): width × height × depth (mm) / 1e9, rounded to 6 decimals. */
export function articleVolume(
  width?: number | null,
  height?: number | null,
  depth?: number | null,
): number | null {
  if (width == null || height == null || depth == null) return null;
  return Math.round(((width * height * depth) / 1_000_000_000) * 1_000_000) / 1_000_000;
}

const itemColumns: ColumnDef[] = [
  { key: 'az_iso' },
  { key: 'name' },
  { key: 'active', type: 'boolean', values: 'activity' },
  { key: 'created_at', type: 'date' },
];

export const products: ResourceDefinition<typeof productSchema> = {
  name: 'products',
  service: 'msproduct',
  apiPath: 'admin/products',
  singular: 'product',
  plural: 'products',
  idParam: 'az_iso',
  schema: productSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'slug', kind: 'text', slugFrom: 'name', uniqueCode: true, half: true },
    { key: 'family_id', kind: 'select', source: 'families', half: true },
    { key: 'manufacturers', kind: 'multiselect', source: 'manufacturers' },
    { key: 'send_all_to_a3', kind: 'boolean' },
    { key: 'active', kind: 'boolean' },
    { key: 'markets', kind: 'markets' },
    { key: 'translations', kind: 'translations' },
  ],
  columns: [...itemColumns.slice(0, 2), { key: 'family', sortable: false }, ...itemColumns.slice(2)],
  search: ['az_iso', 'name'],
  defaultSort: '-created_at',
  duplicate: true,
};

export const articles: ResourceDefinition<typeof articleSchema> = {
  name: 'articles',
  service: 'msproduct',
  apiPath: 'admin/articles',
  singular: 'article',
  plural: 'articles',
  idParam: 'az_iso',
  schema: articleSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'slug', kind: 'text', slugFrom: 'name', uniqueCode: true, half: true },
    { key: 'product_id', kind: 'select', source: 'products', half: true },
    { key: 'altra_status_iso', kind: 'select', half: true },
    { key: 'ean', kind: 'text', uniqueCode: true, half: true },
    { key: 'weight', kind: 'number', half: true },
    { key: 'width', kind: 'number', half: true },
    { key: 'height', kind: 'number', half: true },
    { key: 'depth', kind: 'number', half: true },
    { key: 'blocked', kind: 'boolean' },
    { key: 'uses_serial_number', kind: 'boolean' },
    { key: 'affects_stock', kind: 'boolean' },
    { key: 'active', kind: 'boolean' },
    { key: 'markets', kind: 'markets' },
    { key: 'translations', kind: 'translations' },
  ],
  columns: [
    { key: 'az_iso' },
    { key: 'name' },
    { key: 'product', sortable: false },
    { key: 'altra_status_iso', values: 'status' },
    { key: 'ean' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'name', 'ean'],
  defaultSort: '-created_at',
  duplicate: true,
};

import { z } from 'zod';
import { isAzIso, isSlug, max, min, requiredText, text } from '../../validation/rules.ts';
import type { ColumnDef, ResourceDefinition } from '../resource.ts';
import { activeWithinAvailable, idList, marketFields, translationsSchema, updatedAt } from '../shared.ts';

export const catalogueItemShape = {
  az_iso: requiredText(isAzIso(), max(40)),
  name: requiredText(min(2), max(255)),
  slug: text(isSlug(), max(255)).nullish(),
  active: z.boolean().default(true),
  translations: translationsSchema,
  ...marketFields,
  updated_at: updatedAt,
};

const optionalId = z.number().int().positive().nullish();

export const productSchema = z
  .strictObject({
    ...catalogueItemShape,
    family_id: z.number().int().positive(),
    /** Every manufacturer (spec: "related manufacturers (or all)"): the list below is then ignored. */
    all_manufacturers: z.boolean().default(false),
    manufacturers: idList.default([]),
    related_products: idList.max(100).default([]),
    similar_products: idList.max(100).default([]),
    replacement_products: idList.max(100).default([]),
    main_category_id: optionalId,
    categories: idList.max(100).default([]),
    industrial_category_id: optionalId,
    /** The communication protocol the product speaks (Modbus, BACnet, KNX...). */
    protocol: text(max(100)).nullish(),
    send_all_to_a3: z.boolean().default(false),
    attribute_options: idList.max(200).default([]),
    media_resources: idList.max(200).default([]),
  })
  .superRefine(activeWithinAvailable);

/** The product-to-product links, each its own list on the form and its own kind in `product_relations`. */
export const PRODUCT_RELATION_KINDS = [
  'related_products',
  'similar_products',
  'replacement_products',
] as const;

const itemColumns: ColumnDef[] = [
  { key: 'az_iso' },
  { key: 'name' },
  { key: 'active', type: 'boolean', values: 'activity' },
  { key: 'created_at', type: 'date' },
];

export const products: ResourceDefinition<typeof productSchema> = {
  name: 'products',
  // A multiselect loads it whole (its options).
  wholeList: true,
  service: 'msproduct',
  apiPath: 'admin/products',
  selectorPath: 'admin/products/products-selector',
  singular: 'product',
  plural: 'products',
  idParam: 'az_iso',
  schema: productSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true, tab: 'general' },
    { key: 'name', kind: 'text', half: true, tab: 'general' },
    { key: 'slug', kind: 'text', slugFrom: 'name', uniqueCode: true, half: true, tab: 'general' },
    { key: 'family_id', kind: 'select', source: 'families', half: true, tab: 'general' },
    { key: 'protocol', kind: 'text', half: true, tab: 'general' },
    { key: 'send_all_to_a3', kind: 'boolean', half: true, tab: 'general' },
    { key: 'active', kind: 'boolean', half: true, tab: 'general' },
    { key: 'markets', kind: 'markets', tab: 'general' },
    { key: 'translations', kind: 'translations', tab: 'translations' },
    { key: 'all_manufacturers', kind: 'boolean', tab: 'relations' },
    { key: 'manufacturers', kind: 'multiselect', source: 'manufacturers', tab: 'relations' },
    { key: 'related_products', kind: 'multiselect', source: 'products', searchOnly: true, tab: 'relations' },
    { key: 'similar_products', kind: 'multiselect', source: 'products', searchOnly: true, tab: 'relations' },
    {
      key: 'replacement_products',
      kind: 'multiselect',
      source: 'products',
      searchOnly: true,
      tab: 'relations',
    },
    { key: 'main_category_id', kind: 'select', source: 'categories', half: true, tab: 'categories' },
    { key: 'industrial_category_id', kind: 'select', source: 'categories', half: true, tab: 'categories' },
    { key: 'categories', kind: 'multiselect', source: 'categories', tab: 'categories' },
    { key: 'attribute_options', kind: 'attributes', attributesOf: 'product', tab: 'attributes' },
    { key: 'media_resources', kind: 'multiselect', source: 'mediaresources', tab: 'media' },
    { key: 'completeness_markets', kind: 'completeness', readOnly: true, tab: 'completeness' },
  ],
  columns: [
    ...itemColumns.slice(0, 2),
    { key: 'family', sortable: false },
    { key: 'completeness', type: 'number', values: 'percent' },
    // Kept by a trigger on articles (migration 0047); no index holds its order.
    { key: 'article_count', type: 'number', sortable: false },
    ...itemColumns.slice(2),
  ],
  search: ['az_iso', 'name'],
  defaultSort: '-created_at',
  duplicate: true,
};

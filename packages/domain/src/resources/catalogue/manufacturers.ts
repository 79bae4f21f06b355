import { z } from 'zod';
import {
  between,
  isAzIso,
  isHexadecimal,
  isImage,
  isSlug,
  length,
  max,
  min,
  requiredText,
  text,
} from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { translationsSchema, updatedAt } from '../shared.ts';

const logo = text(isImage(), max(500)).nullish();

export const manufacturerSchema = z.strictObject({
  az_iso: requiredText(isAzIso(), between(3, 13)),
  name: requiredText(min(3), max(120)),
  slug: text(isSlug(), max(140)).nullish(),
  brand_1: text(isAzIso(), length(3)).nullish(),
  brand_2: text(isAzIso(), length(2)).nullish(),
  color_logo: logo,
  grey_logo: logo,
  airzone_logo: logo,
  color: text(isHexadecimal(), max(6)).nullish(),
  active: z.boolean().default(true),
  protocol_active: z.boolean().default(false),
  easyzone_active: z.boolean().default(false),
  translations: translationsSchema,
  updated_at: updatedAt,
});

export const manufacturers: ResourceDefinition<typeof manufacturerSchema> = {
  name: 'manufacturers',
  // A multiselect loads it whole (its options).
  wholeList: true,
  service: 'msproduct',
  apiPath: 'manufacturers',
  listAliases: ['manufacturers/filter'],
  singular: 'manufacturer',
  plural: 'manufacturers',
  idParam: 'id',
  schema: manufacturerSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'slug', kind: 'text', slugFrom: 'name', uniqueCode: true, half: true },
    { key: 'color', kind: 'color', half: true },
    { key: 'brand_1', kind: 'text', half: true },
    { key: 'brand_2', kind: 'text', half: true },
    { key: 'color_logo', kind: 'image' },
    { key: 'grey_logo', kind: 'image' },
    { key: 'airzone_logo', kind: 'image' },
    { key: 'active', kind: 'boolean' },
    { key: 'protocol_active', kind: 'boolean' },
    { key: 'easyzone_active', kind: 'boolean' },
    { key: 'translations', kind: 'translations' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'az_iso' },
    { key: 'name' },
    { key: 'brand_1' },
    { key: 'brand_2' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'name', 'brand_1', 'brand_2'],
  defaultSort: '-created_at',
  duplicate: true,
};

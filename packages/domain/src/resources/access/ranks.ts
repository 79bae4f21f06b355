import { z } from 'zod';
import { between, isAzIso, max, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/** The tiers professional customers are classed in (Bronze, Silver...). */
export const rankSchema = z.strictObject({
  az_iso: requiredText(isAzIso(), between(2, 30)),
  name: requiredText(between(2, 120)),
  description: text(max(255)).default(''),
  sort_key: z.number().int().min(0).max(9999).default(0),
  active: z.boolean().default(true),
  updated_at: updatedAt,
});

export const ranks: ResourceDefinition<typeof rankSchema> = {
  name: 'confranks',
  service: 'msmarket',
  apiPath: 'ranks',
  singular: 'rank',
  plural: 'ranks',
  idParam: 'id',
  schema: rankSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'description', kind: 'text' },
    { key: 'sort_key', kind: 'number', half: true },
    { key: 'active', kind: 'boolean', half: true },
  ],
  columns: [
    { key: 'sort_key', type: 'number' },
    { key: 'az_iso' },
    { key: 'name' },
    { key: 'description' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'name', 'description'],
  defaultSort: 'sort_key',
  duplicate: false,
};

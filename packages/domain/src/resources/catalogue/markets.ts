import { z } from 'zod';
import { between, isAzIso, max, min, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/** A market's languages: the form says so and stops there, the schema refuses more. */
export const MARKET_LANGUAGES_MAX = 10;

export const marketSchema = z
  .strictObject({
    name: requiredText(min(2), max(120)),
    iso: requiredText(isAzIso(), between(2, 8)),
    altra_company_iso: text(isAzIso(), max(12)).nullish(),
    available: z.boolean().default(true),
    active: z.boolean().default(false),
    languages: z.array(z.string().min(2).max(5)).max(MARKET_LANGUAGES_MAX).default([]),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    if (value.active && !value.available) {
      ctx.addIssue({ code: 'custom', path: ['active'], message: 'validations.activeWithinAvailable' });
    }
  });

export const markets: ResourceDefinition<typeof marketSchema> = {
  name: 'globalmarkets',
  // A multiselect loads it whole (its options).
  wholeList: true,
  service: 'msmarket',
  apiPath: 'markets',
  singular: 'market',
  plural: 'markets',
  idParam: 'id',
  schema: marketSchema,
  fields: [
    { key: 'name', kind: 'text', half: true },
    { key: 'iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'altra_company_iso', kind: 'text', half: true },
    {
      key: 'languages',
      kind: 'multiselect',
      source: 'languages',
      half: true,
      maxValues: MARKET_LANGUAGES_MAX,
    },
    { key: 'available', kind: 'boolean', half: true },
    { key: 'active', kind: 'boolean', half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'iso' },
    { key: 'name' },
    { key: 'altra_company_iso' },
    { key: 'available', type: 'boolean' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['iso', 'name', 'altra_company_iso'],
  defaultSort: '-created_at',
  duplicate: false,
};

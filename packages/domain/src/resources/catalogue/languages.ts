import { z } from 'zod';
import { between, min, requiredText } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

export const languageSchema = z.strictObject({
  az_iso: requiredText(between(2, 5)).transform((v) => v.trim().toLowerCase()),
  description: requiredText(min(2)),
  is_translatable: z.boolean().default(true),
  updated_at: updatedAt,
});

export const languages: ResourceDefinition<typeof languageSchema> = {
  name: 'languages',
  access: 'globalmarkets',
  service: 'msmarket',
  apiPath: 'languages',
  singular: 'language',
  plural: 'languages',
  idParam: 'id',
  schema: languageSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'description', kind: 'text', half: true },
    { key: 'is_translatable', kind: 'boolean' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'az_iso' },
    { key: 'description' },
    { key: 'is_translatable', type: 'boolean' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'description'],
  defaultSort: '-created_at',
  duplicate: false,
};

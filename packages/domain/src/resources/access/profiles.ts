import { z } from 'zod';
import { between, isAzIso, max, requiredText } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

export const profileSchema = z.strictObject({
  az_iso: requiredText(isAzIso(), between(2, 30)),
  name: requiredText(between(2, 120), max(120)),
  /** Whether accounts of this profile may sign in to the back-office at all. */
  backoffice_access: z.boolean().default(false),
  updated_at: updatedAt,
});

export const profiles: ResourceDefinition<typeof profileSchema> = {
  name: 'confprofiles',
  service: 'msmarket',
  apiPath: 'profiles',
  singular: 'profile',
  plural: 'profiles',
  idParam: 'id',
  schema: profileSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'backoffice_access', kind: 'boolean' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'az_iso' },
    { key: 'name' },
    { key: 'backoffice_access', type: 'boolean' },
    { key: 'users_count', type: 'number', searchable: false },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'name'],
  defaultSort: '-created_at',
  duplicate: false,
};

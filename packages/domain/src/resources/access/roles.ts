import { z } from 'zod';
import { between, isAzIso, max, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

/** A role's name goes into guard strings: upper case, digits, `_` and `-` only (never `|`, `,`, `:`). */
export const roleSchema = z.strictObject({
  name: requiredText(isAzIso(), between(2, 60)),
  description: text(max(255)).default(''),
  /** Ids of the permissions the role carries. */
  permissions: idList.default([]),
  updated_at: updatedAt,
});

export const roles: ResourceDefinition<typeof roleSchema> = {
  name: 'roles',
  service: 'mslogin',
  apiPath: 'roles',
  singular: 'role',
  plural: 'roles',
  idParam: 'id',
  schema: roleSchema,
  fields: [
    { key: 'name', kind: 'text', uniqueCode: true, half: true },
    { key: 'description', kind: 'text', half: true },
    { key: 'permissions', kind: 'multiselect', source: 'permissions' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'name' },
    { key: 'description' },
    { key: 'permissions_count', type: 'number', searchable: false },
    { key: 'users_count', type: 'number', searchable: false },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name', 'description'],
  defaultSort: '-created_at',
  duplicate: false,
};

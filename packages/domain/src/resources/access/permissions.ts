import { z } from 'zod';
import { between, isSlug, max, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/** A permission's name goes into guard strings: lower case, digits and single `-` or `.` only. */
export const permissionSchema = z.strictObject({
  name: requiredText(isSlug(), between(2, 80)),
  description: text(max(255)).default(''),
  updated_at: updatedAt,
});

export const permissions: ResourceDefinition<typeof permissionSchema> = {
  name: 'permissions',
  // A multiselect loads it whole (its options).
  wholeList: true,
  service: 'mslogin',
  apiPath: 'permissions',
  singular: 'permission',
  plural: 'permissions',
  idParam: 'id',
  schema: permissionSchema,
  fields: [
    { key: 'name', kind: 'text', uniqueCode: true, half: true },
    { key: 'description', kind: 'text', half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'name' },
    { key: 'description' },
    { key: 'roles_count', type: 'number', searchable: false },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name', 'description'],
  defaultSort: '-created_at',
  duplicate: false,
};

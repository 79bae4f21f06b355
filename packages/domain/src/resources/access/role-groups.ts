import { z } from 'zod';
import { between, max, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

export const roleGroupSchema = z.strictObject({
  name: requiredText(between(2, 120)),
  description: text(max(255)).default(''),
  /** Public groups are the ones customers' accounts may be given (`roles_groups?is_public=1`). */
  is_public: z.boolean().default(false),
  /** Members answer a second factor (TOTP) at sign-in, and enrol there when they have none. */
  second_factor_required: z.boolean().default(false),
  /** Ids of the roles every member of the group holds. */
  roles: idList.default([]),
  updated_at: updatedAt,
});

/** Route name `rolesgroups`, path `/groups` (spec section 2); permissions `azc-groups-*`. */
export const roleGroups: ResourceDefinition<typeof roleGroupSchema> = {
  name: 'rolesgroups',
  // A multiselect loads it whole (its options).
  wholeList: true,
  service: 'mslogin',
  apiPath: 'role-groups',
  singular: 'roles_group',
  plural: 'roles_groups',
  idParam: 'id',
  schema: roleGroupSchema,
  fields: [
    { key: 'name', kind: 'text', uniqueCode: true, half: true },
    { key: 'description', kind: 'text', half: true },
    { key: 'is_public', kind: 'boolean' },
    { key: 'second_factor_required', kind: 'boolean' },
    { key: 'roles', kind: 'multiselect', source: 'roles' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'name' },
    { key: 'description' },
    { key: 'is_public', type: 'boolean' },
    { key: 'second_factor_required', type: 'boolean' },
    { key: 'roles_count', type: 'number', searchable: false },
    { key: 'users_count', type: 'number', searchable: false },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name', 'description'],
  defaultSort: '-created_at',
  duplicate: false,
};

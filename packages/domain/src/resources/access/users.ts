import { z } from 'zod';
import { isEmail, length, max, min, requiredText, text } from '../../validation/rules.ts';
import type { ColumnDef, FieldDef, ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

/** A user's account status (spec section 3): an inactive user is signed out and cannot sign in. */
export const USER_STATUSES = ['active', 'inactive'] as const;
/** External users' type (spec section 3): professional or final customer. */
export const EXTERNAL_USER_TYPES = ['PRO', 'FINAL'] as const;
/** The profile (`profiles.az_iso`) each external type is stored with. */
export const EXTERNAL_TYPE_PROFILES = { PRO: 'PROFESSIONAL', FINAL: 'FINAL' } as const;
/** Roles that make a user an administrator: nobody may take the last of them from themselves. */
export const ADMINISTRATIVE_ROLES = ['AZ_SADMIN', 'AZ_ADMIN'] as const;
/** Extra roles one user may hold on top of the group's. */
export const USER_EXTRA_ROLES_MAX = 100;

const person = {
  email: requiredText(isEmail(), max(254)),
  name: requiredText(min(2), max(120)),
  surname: text(max(120)).default(''),
  country_iso: text(length(2)).nullish(),
  market: text(max(8)).nullish(),
  status: z.enum(USER_STATUSES).default('active'),
  updated_at: updatedAt,
};

/** Internal staff and partners (`mslogin`): what the administrator fills; no password (invitation). */
export const staffUserSchema = z.strictObject({
  ...person,
  crm_alias: text(max(60)).nullish(),
  agent_code: text(max(60)).nullish(),
  role_group_id: z.number().int().positive().nullish(),
  role_ids: idList.max(USER_EXTRA_ROLES_MAX).default([]),
  position: text(max(120)).nullish(),
});

/** Professional and final customers' accounts; `client_id` is their company (customers area, later). */
export const externalUserSchema = z.strictObject({
  ...person,
  type: z.enum(EXTERNAL_USER_TYPES),
  client_id: z.number().int().positive().max(2_147_483_647).nullish(),
  position: text(max(120)).nullish(),
});

const personFields: FieldDef[] = [
  { key: 'email', kind: 'text', half: true, uniqueCode: true },
  { key: 'status', kind: 'select', half: true },
  { key: 'name', kind: 'text', half: true },
  { key: 'surname', kind: 'text', half: true },
  { key: 'country_iso', kind: 'select', source: 'countries', half: true },
  { key: 'market', kind: 'select', source: 'marketcodes', half: true },
];

const staffFields: FieldDef[] = [
  ...personFields,
  { key: 'position', kind: 'text', half: true },
  { key: 'crm_alias', kind: 'text', half: true },
  { key: 'agent_code', kind: 'text', half: true },
  { key: 'role_group_id', kind: 'select', source: 'rolegroups', half: true },
  { key: 'role_ids', kind: 'multiselect', source: 'roles', maxValues: USER_EXTRA_ROLES_MAX },
];

const staffColumns: ColumnDef[] = [
  { key: 'id', type: 'number' },
  { key: 'email' },
  { key: 'name' },
  { key: 'surname' },
  { key: 'role_group' },
  { key: 'position' },
  { key: 'country_iso', type: 'code' },
  { key: 'market', type: 'code' },
  { key: 'status', values: 'status' },
  { key: 'created_at', type: 'date' },
];

const staffUsers = (name: 'internalusers' | 'partnerusers', apiPath: string) =>
  ({
    name,
    service: 'mslogin',
    apiPath,
    singular: 'user',
    plural: 'users',
    idParam: 'id',
    schema: staffUserSchema,
    fields: staffFields,
    columns: staffColumns,
    search: ['email', 'name', 'surname'],
    defaultSort: '-created_at',
    duplicate: false,
  }) satisfies ResourceDefinition<typeof staffUserSchema>;

export const internalUsers: ResourceDefinition<typeof staffUserSchema> = staffUsers(
  'internalusers',
  'admin/internal-users',
);
export const partnerUsers: ResourceDefinition<typeof staffUserSchema> = staffUsers(
  'partnerusers',
  'admin/partner-users',
);

export const externalUsers: ResourceDefinition<typeof externalUserSchema> = {
  name: 'externalusers',
  service: 'mslogin',
  apiPath: 'admin/external-users',
  singular: 'user',
  plural: 'users',
  idParam: 'id',
  schema: externalUserSchema,
  fields: [
    ...personFields,
    { key: 'type', kind: 'select', half: true },
    { key: 'client_id', kind: 'number', half: true },
    { key: 'position', kind: 'text', half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'email' },
    { key: 'name' },
    { key: 'surname' },
    { key: 'type', type: 'code' },
    { key: 'client_id', type: 'number', visible: false },
    { key: 'company', searchable: false, sortable: false },
    { key: 'country_iso', type: 'code' },
    { key: 'market', type: 'code' },
    { key: 'status', values: 'status' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['email', 'name', 'surname'],
  defaultSort: '-created_at',
  duplicate: false,
};

/** What a staff user may do: the group's roles, the extra roles, and the permissions they carry. */
export interface EffectiveAccess {
  group_roles: string[];
  extra_roles: string[];
  roles: string[];
  permissions: string[];
}

/** Internal, partner and external users, in menu order. */
export const USER_RESOURCES = [internalUsers, partnerUsers, externalUsers] as const;

import { z } from 'zod';
import { between, isImage, isUrl, max, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

export const corporateApplicationSchema = z.strictObject({
  name: requiredText(between(2, 120)),
  description: text(max(255)).default(''),
  url: requiredText(isUrl(), max(500)),
  /** The icon: an uploaded image's URL (64 kB at most, like catalogue images) or a file name. */
  image_url: text(isImage(), max(500)).nullish(),
  /** Shown only to managers (AZ_SADMIN, AZ_ADMIN). */
  managers_only: z.boolean().default(false),
  sort_key: z.number().int().min(0).max(9999).default(0),
  active: z.boolean().default(true),
  /** Ids of the role groups that see it on the home screen; none: everybody. */
  role_groups: idList.default([]),
  updated_at: updatedAt,
});

export const corporateApplications: ResourceDefinition<typeof corporateApplicationSchema> = {
  name: 'corporateapplications',
  service: 'mslogin',
  apiPath: 'corporate-applications',
  singular: 'corporate_application',
  plural: 'corporate_applications',
  idParam: 'id',
  schema: corporateApplicationSchema,
  fields: [
    { key: 'name', kind: 'text', half: true },
    { key: 'url', kind: 'text', half: true },
    { key: 'description', kind: 'text' },
    { key: 'image_url', kind: 'image' },
    { key: 'sort_key', kind: 'number', half: true },
    { key: 'role_groups', kind: 'multiselect', source: 'rolesgroups', half: true },
    { key: 'managers_only', kind: 'boolean' },
    { key: 'active', kind: 'boolean' },
  ],
  columns: [
    { key: 'sort_key', type: 'number' },
    { key: 'name' },
    { key: 'url' },
    { key: 'managers_only', type: 'boolean' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name', 'description', 'url'],
  defaultSort: 'sort_key',
  duplicate: false,
};

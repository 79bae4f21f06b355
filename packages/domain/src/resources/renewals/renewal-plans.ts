import { z } from 'zod';
import { isEmail, max, requiredText, text } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { RENEWAL_STATES } from './renewal-workflow.ts';

const optionalText = (n: number) => text(max(n)).nullish();

/**
 * A renewal plan (spec section 3): a customer renewing an installation, the carrier taking the old
 * unit, the installer doing the work. The state, the A3 order and credit numbers and the installer's
 * e-mail given on closing are written by the workflow's transitions (read-only here).
 */
export const renewalPlanSchema = z.strictObject({
  code: requiredText(max(40)),
  client_name: requiredText(max(100)),
  client_surname: requiredText(max(150)),
  address: requiredText(max(255)),
  postcode: optionalText(20),
  city: optionalText(100),
  phone: optionalText(40),
  email: text(isEmail(), max(200)).nullish(),
  carrier: optionalText(100),
  has_installer: z.boolean().default(false),
  installer_company: optionalText(200),
  installer_name: optionalText(150),
  installer_phone: text(max(40)).nullish(),
  content_description: optionalText(NOTE_MAX),
  note: optionalText(NOTE_MAX),
  updated_at: updatedAt,
});

/** The installer's fields show only for a plan with an installer. */
const withInstaller = { key: 'has_installer', values: ['true'] } as const;

export const renewalPlans: ResourceDefinition<typeof renewalPlanSchema> = {
  name: 'renewalplans',
  service: 'msservices',
  apiPath: 'admin/renewal-plans',
  listAliases: ['admin/renewal-plans/filter'],
  singular: 'renewal_plan',
  plural: 'renewal_plans',
  idParam: 'id',
  schema: renewalPlanSchema,
  fields: [
    { key: 'code', kind: 'text', half: true, uniqueCode: true },
    { key: 'status', kind: 'text', half: true, readOnly: true },
    { key: 'client_name', kind: 'text', half: true },
    { key: 'client_surname', kind: 'text', half: true },
    { key: 'address', kind: 'text' },
    { key: 'postcode', kind: 'text', half: true },
    { key: 'city', kind: 'text', half: true },
    { key: 'phone', kind: 'text', half: true },
    { key: 'email', kind: 'text', half: true },
    { key: 'carrier', kind: 'text', half: true },
    { key: 'has_installer', kind: 'boolean', half: true },
    { key: 'installer_company', kind: 'text', half: true, shownWhen: withInstaller },
    { key: 'installer_name', kind: 'text', half: true, shownWhen: withInstaller },
    { key: 'installer_phone', kind: 'text', half: true, shownWhen: withInstaller },
    { key: 'installer_email', kind: 'text', half: true, readOnly: true },
    { key: 'order_number', kind: 'text', half: true, readOnly: true },
    { key: 'credit_number', kind: 'text', half: true, readOnly: true },
    { key: 'content_description', kind: 'textarea' },
    { key: 'note', kind: 'textarea' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'code' },
    { key: 'client_name' },
    { key: 'client_surname' },
    { key: 'city' },
    { key: 'installer_company' },
    { key: 'order_number' },
    { key: 'status', values: 'status', statuses: RENEWAL_STATES },
    { key: 'created_at', type: 'date' },
  ],
  search: ['code', 'client_name', 'client_surname'],
  defaultSort: '-created_at',
  duplicate: false,
};

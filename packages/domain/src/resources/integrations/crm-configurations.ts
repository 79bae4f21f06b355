import { z } from 'zod';
import { isAzIso, isUrl, length, max, min, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/** Shortest secret a CRM configuration takes: an HMAC key guessable in a day is no key. */
export const CRM_SECRET_MIN = 16;

/**
 * A CRM the board talks to (spec section 3, CRM configuration), by country and region. `secret` is
 * write-only: sent to set or replace it, never answered (the record says `secret_set` instead);
 * left out or empty, the stored one stays.
 */
export const crmConfigurationSchema = z.strictObject({
  alias: requiredText(isAzIso(), max(40)),
  reference: text(max(120)).nullish(),
  altra_company_iso: text(max(15)).nullish(),
  client_id: text(max(60)).nullish(),
  crm_source_id: text(max(60)).nullish(),
  agent_code: text(max(40)).nullish(),
  end_point: requiredText(isUrl(), max(500)),
  crm_url: text(isUrl(), max(500)).nullish(),
  secret: text(min(CRM_SECRET_MIN), max(200)).nullish(),
  country_iso: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(requiredText(length(2))),
  region_id: z.number().int().positive().nullish(),
  active: z.boolean().default(true),
  updated_at: updatedAt,
});
export type CrmConfigurationInput = z.infer<typeof crmConfigurationSchema>;

export const crmConfigurations: ResourceDefinition<typeof crmConfigurationSchema> = {
  name: 'crmconfigurations',
  service: 'mscrm',
  apiPath: 'crm-configurations',
  singular: 'crm_configuration',
  plural: 'crm_configurations',
  idParam: 'id',
  schema: crmConfigurationSchema,
  fields: [
    { key: 'alias', kind: 'text', uniqueCode: true, half: true },
    { key: 'reference', kind: 'text', half: true },
    { key: 'altra_company_iso', kind: 'text', half: true },
    { key: 'client_id', kind: 'text', half: true },
    { key: 'crm_source_id', kind: 'text', half: true },
    { key: 'agent_code', kind: 'text', half: true },
    { key: 'end_point', kind: 'text', half: true },
    { key: 'crm_url', kind: 'text', half: true },
    { key: 'country_iso', kind: 'select', source: 'countries', half: true },
    { key: 'region_id', kind: 'number', half: true },
    { key: 'secret', kind: 'text', half: true },
    { key: 'secret_set', kind: 'boolean', readOnly: true, half: true },
    { key: 'active', kind: 'boolean', half: true },
  ],
  columns: [
    { key: 'alias' },
    { key: 'reference' },
    { key: 'altra_company_iso' },
    { key: 'country_iso', type: 'code' },
    { key: 'region', searchable: false, sortable: false },
    { key: 'agent_code' },
    { key: 'end_point' },
    { key: 'secret_set', type: 'boolean', searchable: false, sortable: false },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['alias', 'reference', 'altra_company_iso', 'client_id', 'agent_code'],
  defaultSort: '-created_at',
  duplicate: false,
};

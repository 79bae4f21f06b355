import { z } from 'zod';
import { max, requiredText, text } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';
import { percent } from '../orders/order-fields.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

const selectedId = () => z.number().int().positive();

/**
 * An agent commission configuration (spec section 3): the invoiced sales of one manufacturer's
 * articles to one company in one country and region earn one agent (a CRM agent code) a percentage.
 * Every select is required (spec section 5, "all fields selected"); one agent per manufacturer,
 * country, region and company. Created, edited and deleted in modals of the list (SPEC-RULINGS).
 */
export const commissionConfigSchema = z.strictObject({
  manufacturer_id: selectedId(),
  country_iso: requiredText(max(2)),
  region_id: selectedId(),
  agent_code: requiredText(max(40)),
  company_id: selectedId(),
  commission_rate: percent(),
  /** Why this agent earns this company's sales (the agreement, its date): shown to whoever edits it. */
  notes: text(max(NOTE_MAX)).nullish(),
  updated_at: updatedAt,
});

/** The selects a configuration needs: "create incomplete" names them (spec section 8). */
export const COMMISSION_CONFIG_SELECTS = [
  'manufacturer_id',
  'country_iso',
  'region_id',
  'agent_code',
  'company_id',
] as const;

export const agentCommissionConfigs: ResourceDefinition<typeof commissionConfigSchema> = {
  name: 'agentcommissionconfigs',
  service: 'msbusiness',
  apiPath: 'admin/agent-commission-configs',
  singular: 'agent_commission_config',
  plural: 'agent_commission_configs',
  idParam: 'id',
  schema: commissionConfigSchema,
  fields: [
    { key: 'manufacturer_id', kind: 'select', source: 'manufacturers', half: true },
    {
      key: 'company_id',
      kind: 'select',
      source: 'companies',
      searchOnly: true,
      half: true,
      uniqueCode: true,
    },
    { key: 'country_iso', kind: 'select', source: 'countries', half: true },
    { key: 'region_id', kind: 'select', source: 'regions', dependsOn: 'country_iso', half: true },
    { key: 'agent_code', kind: 'select', source: 'agents', half: true },
    { key: 'commission_rate', kind: 'number', half: true },
    { key: 'notes', kind: 'textarea' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'agent', searchable: true },
    { key: 'agent_code', type: 'code' },
    { key: 'manufacturer' },
    { key: 'company' },
    { key: 'country_iso', type: 'code' },
    { key: 'region' },
    { key: 'commission_rate', type: 'number', values: 'percentage' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['agent_code', 'agent', 'manufacturer', 'company', 'region'],
  defaultSort: '-created_at',
  duplicate: false,
  modalForms: true,
};

/** The migration of spec section 1: every configuration of one agent moves to another. */
export const commissionMigrationSchema = z
  .strictObject({
    from_agent_code: requiredText(max(40)),
    to_agent_code: requiredText(max(40)),
  })
  .superRefine((value, ctx) => {
    if (value.from_agent_code && value.from_agent_code === value.to_agent_code) {
      ctx.addIssue({ code: 'custom', path: ['to_agent_code'], message: 'validations.otherAgent' });
    }
  });

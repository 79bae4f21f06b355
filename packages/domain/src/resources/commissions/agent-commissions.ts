import { z } from 'zod';
import type { ResourceDefinition } from '../resource.ts';

/**
 * Agent commissions (spec section 1), per agent and month: computed by the server from the invoiced
 * orders under the configurations (never written by a request), listed only.
 */
export const agentCommissions: ResourceDefinition<z.ZodObject> = {
  name: 'agentcommissions',
  service: 'msbusiness',
  apiPath: 'admin/agent-commissions',
  singular: 'agent_commission',
  plural: 'agent_commissions',
  idParam: 'id',
  schema: z.strictObject({}),
  fields: [],
  columns: [
    { key: 'id', type: 'number', visible: false },
    { key: 'month', type: 'date', values: 'month' },
    { key: 'agent_code', type: 'code' },
    { key: 'agent' },
    { key: 'orders_count', type: 'number' },
    { key: 'base', type: 'number', values: 'money', searchable: false },
    { key: 'amount', type: 'number', values: 'money', searchable: false },
    { key: 'updated_at', type: 'date' },
  ],
  search: ['agent_code', 'agent'],
  defaultSort: '-month',
  duplicate: false,
};

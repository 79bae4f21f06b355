import { agentCommissionConfigs, agentCommissions } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { recomputeCommissions } from './commission-computation.ts';

/** An agent's name: the user holding the CRM agent code (the selectors' source), else the code. */
const AGENT_NAME = `coalesce((select trim(u.name || ' ' || coalesce(u.surname, '')) from users u
  where u.agent_code = t.agent_code order by u.id limit 1), t.agent_code)`;

/** The references a configuration names must exist, and its region must be of its country. */
async function validateTargets(tx: Tx, body: Row): Promise<Record<string, string[]>> {
  const found = await tx.execute<{
    manufacturer: boolean;
    company: boolean;
    country: boolean;
    region: boolean;
  }>(sql`
    select exists (select 1 from manufacturers where id = ${body.manufacturer_id as number}) as manufacturer,
      exists (select 1 from companies where id = ${body.company_id as number}) as company,
      exists (select 1 from countries where iso = ${body.country_iso as string}) as country,
      exists (select 1 from regions r join countries c on c.id = r.country_id
        where r.id = ${body.region_id as number} and c.iso = ${body.country_iso as string}) as region`);
  const row = found.rows[0]!;
  const errors: Record<string, string[]> = {};
  if (!row.manufacturer) errors.manufacturer_id = ['validations.in_array'];
  if (!row.company) errors.company_id = ['validations.in_array'];
  if (!row.country) errors.country_iso = ['validations.in_array'];
  else if (!row.region) errors.region_id = ['validations.regionNotInCountry'];
  return errors;
}

export const commissionConfigsStore: ResourceStore = {
  definition: agentCommissionConfigs,
  table: 'agent_commission_configs',
  writable: [
    'manufacturer_id',
    'country_iso',
    'region_id',
    'agent_code',
    'company_id',
    'commission_rate',
    'notes',
  ],
  // One agent per manufacturer, country, region and company (the same sales paid once).
  uniques: { agent_commission_configs_target_key: 'company_id' },
  computed: {
    agent: AGENT_NAME,
    manufacturer: '(select m.name from manufacturers m where m.id = t.manufacturer_id)',
    company: '(select c.name from companies c where c.id = t.company_id)',
    region: '(select r.name from regions r where r.id = t.region_id)',
  },
  expressions: {
    agent: AGENT_NAME,
    manufacturer: '(select m.name from manufacturers m where m.id = t.manufacturer_id)',
    company: '(select c.name from companies c where c.id = t.company_id)',
    region: '(select r.name from regions r where r.id = t.region_id)',
  },
  hooks: {
    prepare: (body: Row): Row => ({
      ...body,
      country_iso: typeof body.country_iso === 'string' ? body.country_iso.toUpperCase() : body.country_iso,
    }),
    validate: (tx, body) => validateTargets(tx, body),
    // The commissions follow the configurations in the same transaction.
    afterWrite: async (tx) => recomputeCommissions(tx),
    validateDelete: async (tx, existing) => {
      await recomputeCommissions(tx, existing.id as number);
      return {};
    },
  },
};

/** Computed per agent and month (commission-computation.ts); listed, never written by a request. */
export const agentCommissionsStore: ResourceStore = {
  definition: agentCommissions,
  table: 'agent_commissions',
  writable: [],
  uniques: {},
  computed: {
    agent: AGENT_NAME,
    base: '(t.base_cents / 100.0)::float8',
    amount: '(t.amount_cents / 100.0)::float8',
  },
  expressions: {
    agent: AGENT_NAME,
    base: 't.base_cents',
    amount: 't.amount_cents',
  },
};

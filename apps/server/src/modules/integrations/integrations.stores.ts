import { crmConfigurations, crmLogs } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { seal } from '../../platform/adapters/secret-box.ts';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';

/** The associated data a CRM configuration's secret is sealed with (secret-box.ts). */
export const crmSecretOwner = (id: number) => `crm_configuration:${id}`;

/**
 * CRM configurations (`/crmconfigurations`). The secret lives in `crm_configuration_secrets`, so no
 * read, list, Excel or audit row of the record can hold it; the record says `secret_set`. A body's
 * non-empty `secret` sets or replaces it; an absent or empty one keeps it.
 */
export function crmConfigurationStore(key: Buffer): ResourceStore {
  return {
    definition: crmConfigurations,
    table: 'crm_configurations',
    writable: [
      'alias',
      'reference',
      'altra_company_iso',
      'client_id',
      'crm_source_id',
      'agent_code',
      'end_point',
      'crm_url',
      'country_iso',
      'region_id',
      'active',
    ],
    computed: {
      secret_set: 'exists (select 1 from crm_configuration_secrets s where s.configuration_id = t.id)',
      region: '(select r.name from regions r where r.id = t.region_id)',
    },
    expressions: { region: '(select r.name from regions r where r.id = t.region_id)' },
    uniques: { crm_configurations_alias_key: 'alias' },
    hooks: {
      async validate(tx, body) {
        const errors: Record<string, string[]> = {};
        const country = await tx.execute<{ id: number }>(
          sql`select id from countries where iso = ${body.country_iso as string}`,
        );
        const countryId = country.rows[0]?.id;
        if (countryId === undefined) errors.country_iso = ['validations.in_array'];
        if (body.region_id != null) {
          const region = await tx.execute(sql`select 1 from regions
            where id = ${body.region_id as number} and country_id = ${countryId ?? -1}`);
          if (!region.rows.length) errors.region_id = ['validations.in_array'];
        }
        return errors;
      },
      async afterWrite(tx, record, body) {
        const secret = body.secret;
        if (typeof secret !== 'string' || secret === '') return;
        const id = record.id as number;
        await tx.execute(sql`insert into crm_configuration_secrets (configuration_id, sealed)
          values (${id}, ${seal(key, crmSecretOwner(id), secret)})
          on conflict (configuration_id) do update set sealed = excluded.sealed, updated_at = now()`);
      },
    },
  };
}

/** The log of calls to outside systems (`/crmlogs`): listed and read, written by the adapters only. */
export const crmLogStore: ResourceStore = {
  definition: crmLogs,
  table: 'integration_logs',
  writable: [],
  // The request and answer bodies are read with the record, not with 25 list rows.
  listColumns: [
    'id',
    'system',
    'configuration_id',
    'operation',
    'entity',
    'entity_id',
    'method',
    'http_status',
    'duration_ms',
    'outcome',
    'attempt',
    'created_at',
    'updated_at',
  ],
  recordComputed: {
    request_text: 'jsonb_pretty(t.request)',
    answer_text: "coalesce(jsonb_pretty(t.answer), '')",
  },
  uniques: {},
};

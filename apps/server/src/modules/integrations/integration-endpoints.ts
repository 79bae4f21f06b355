import { sql } from 'drizzle-orm';
import type { RemoteEndpoint } from '../../platform/adapters/outbound-call.ts';
import { unseal } from '../../platform/adapters/secret-box.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { crmSecretOwner } from './integrations.stores.ts';

export const ERP_SECRET_OWNER = 'erp_configuration:1';

export type CrmConfigurationRow = {
  id: number;
  alias: string;
  reference: string | null;
  client_id: string | null;
  crm_source_id: string | null;
  agent_code: string | null;
  end_point: string;
  country_iso: string;
  sealed: string;
};

const USABLE = sql`select c.id, c.alias, c.reference, c.client_id, c.crm_source_id, c.agent_code, c.end_point,
  c.country_iso, s.sealed from crm_configurations c join crm_configuration_secrets s on s.configuration_id = c.id
  where c.active`;

export async function crmConfiguration(db: Queryable, id: number): Promise<CrmConfigurationRow | null> {
  const found = await db.execute<CrmConfigurationRow>(sql`${USABLE} and c.id = ${id}`);
  return found.rows[0] ?? null;
}

export async function crmConfigurationByAlias(db: Queryable, alias: string) {
  const found = await db.execute<CrmConfigurationRow>(sql`${USABLE} and c.alias = ${alias}`);
  return found.rows[0] ?? null;
}

/**
 * The CRM a company belongs to: the active configuration named by its `crm_alias`, else the one of
 * its country and region, else of its country with no region. Only configurations with a secret
 * count: an unsigned call would be refused.
 */
export async function crmConfigurationForCompany(
  db: Queryable,
  company: { crm_alias: string | null; country_iso: string; region_id: number | null },
): Promise<CrmConfigurationRow | null> {
  if (company.crm_alias) {
    const named = await crmConfigurationByAlias(db, company.crm_alias);
    if (named) return named;
  }
  const found = await db.execute<CrmConfigurationRow>(sql`${USABLE} and c.country_iso = ${company.country_iso}
    and (c.region_id is null or c.region_id = ${company.region_id})
    order by c.region_id is null, c.id limit 1`);
  return found.rows[0] ?? null;
}

export function crmEndpoint(ctx: AppContext, key: Buffer, row: CrmConfigurationRow): RemoteEndpoint {
  return {
    system: 'crm',
    configurationId: row.id,
    baseUrl: row.end_point,
    secret: unseal(key, crmSecretOwner(row.id), row.sealed),
    timeoutMs: ctx.config.INTEGRATION_TIMEOUT_MS,
  };
}

export interface ErpSettings {
  endpoint: RemoteEndpoint;
  companyCode: string | null;
}

/** A3 when it is configured and active (end point and secret), else null. */
export async function erpSettings(
  ctx: AppContext,
  key: Buffer,
  db: Queryable = ctx.db,
): Promise<ErpSettings | null> {
  const found = await db.execute<{ end_point: string; company_code: string | null; sealed_secret: string }>(
    sql`select end_point, company_code, sealed_secret from erp_configuration
      where id = 1 and active and end_point is not null and sealed_secret is not null`,
  );
  const row = found.rows[0];
  if (!row) return null;
  return {
    companyCode: row.company_code,
    endpoint: {
      system: 'a3',
      configurationId: null,
      baseUrl: row.end_point,
      secret: unseal(key, ERP_SECRET_OWNER, row.sealed_secret),
      timeoutMs: ctx.config.INTEGRATION_TIMEOUT_MS,
    },
  };
}

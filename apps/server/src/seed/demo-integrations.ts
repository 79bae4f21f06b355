import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/** Demo CRM configurations carry this reference prefix; the demo fake CRM takes them over. */
export const DEMO_CRM_REFERENCE_PREFIX = 'DEMO-CRM-';

const CONFIGURATIONS = [
  {
    alias: 'CRM_IBERIA',
    reference: `${DEMO_CRM_REFERENCE_PREFIX}ES`,
    altra: 'AZES',
    client: '4300',
    source: 'WEB-ES',
    agent: 'AG-014',
    country: 'ES',
    url: 'https://crm-iberia.example.com',
  },
  {
    alias: 'CRM_ITALIA',
    reference: `${DEMO_CRM_REFERENCE_PREFIX}IT`,
    altra: 'AZIT',
    client: '5100',
    source: 'WEB-IT',
    agent: 'AG-022',
    country: 'IT',
    url: 'https://crm-italia.example.com',
  },
];

/**
 * Two CRM configurations (Spain, Italy), inactive and without a secret until the demo fake CRM
 * (DEMO_FAKE_CRM) points them at itself; and a few dozen past calls in the CRM logs, so the screen
 * has something to show. Only when there are none yet.
 */
export async function seedDemoIntegrations(tx: Tx) {
  const existing = await tx.execute(sql`select 1 from crm_configurations limit 1`);
  if (existing.rows.length) return;
  for (const c of CONFIGURATIONS) {
    await tx.execute(sql`insert into crm_configurations (alias, reference, altra_company_iso, client_id,
      crm_source_id, agent_code, end_point, crm_url, country_iso, active)
      values (${c.alias}, ${c.reference}, ${c.altra}, ${c.client}, ${c.source}, ${c.agent},
        ${`${c.url}/api/`}, ${c.url}, ${c.country}, false)`);
  }
  const companies = await tx.execute<{ id: number; name: string; vat: string; country_iso: string }>(
    sql`select id, name, vat, country_iso from companies where country_iso in ('ES', 'IT') order by id limit 36`,
  );
  const configs = await tx.execute<{ id: number; alias: string; end_point: string; country_iso: string }>(
    sql`select id, alias, end_point, country_iso from crm_configurations`,
  );
  const byCountry = new Map(configs.rows.map((c) => [c.country_iso, c]));
  let minutesAgo = 60 * 24 * 20;
  for (const [index, company] of companies.rows.entries()) {
    const config = byCountry.get(company.country_iso);
    if (!config) continue;
    const key = randomUUID();
    // Every seventh company met a CRM that did not answer once before the retry went through.
    const attempts = index % 7 === 3 ? 2 : 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const failed = attempt < attempts;
      minutesAgo -= 37 + (index % 5) * 11;
      const body = { name: company.name, vat: company.vat, country_iso: company.country_iso };
      await tx.execute(sql`insert into integration_logs (system, configuration_id, operation, entity, entity_id,
        method, url, request, answer, http_status, duration_ms, outcome, error, attempt, idempotency_key, created_at, updated_at)
        values ('crm', ${config.id}, 'upsertClient', 'company', ${String(company.id)}, 'POST', ${`${config.end_point}clients`},
          ${JSON.stringify({ headers: { 'idempotency-key': key, 'x-proboard-signature': '***' }, body })}::jsonb,
          ${failed ? null : JSON.stringify({ status: 200, body: { client: { id: `CRM-${10400 + index}`, ...body } } })}::jsonb,
          ${failed ? null : 200}, ${failed ? 10_000 : 180 + ((index * 53) % 400)}, ${failed ? 'error' : 'success'},
          ${failed ? 'timeout: no answer within 10000 ms' : null}, ${attempt}, ${key},
          now() - make_interval(mins => ${minutesAgo}), now() - make_interval(mins => ${minutesAgo}))`);
    }
  }
}

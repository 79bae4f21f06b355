import { sql } from 'drizzle-orm';
import { seal } from '../../platform/adapters/secret-box.ts';
import type { AppContext } from '../../platform/context.ts';
import { DEMO_CRM_REFERENCE_PREFIX } from '../../seed/demo-integrations.ts';
import { type FakeRemote, fakeCrmHandler, startFakeRemote } from '../../test/fakes/fake-remote.ts';
import { crmSecretOwner } from './integrations.stores.ts';

/** The demo fake CRM's signing secret (demo data only, like the demo passwords). */
const DEMO_CRM_SECRET = 'demo-crm-signing-secret-2026';

/**
 * Demo mode with DEMO_FAKE_CRM: a fake CRM on a free 127.0.0.1 port for as long as the server runs,
 * and the demo CRM configurations (seeded inactive, without a secret) pointed at it, given its
 * secret and activated, so "sync to CRM" and the temporary customers' lookups work out of the box and
 * fill the CRM logs.
 */
export async function startDemoFakeCrm(ctx: AppContext, key: Buffer): Promise<FakeRemote> {
  const crm = fakeCrmHandler();
  // The CRM already knows every other Spanish and Italian registration, so "sync" finds some of them.
  const known = await ctx.db.execute<{ id: number; name: string; vat: string }>(sql`select id, name, vat
    from tmp_customers where country_iso in ('ES', 'IT') order by id`);
  for (const [index, row] of known.rows.entries()) {
    if (index % 2 === 0)
      crm.clients.set(row.vat, { id: `CRM-DEMO-${1001 + index}`, name: row.name, vat: row.vat });
  }
  const fake = await startFakeRemote(DEMO_CRM_SECRET, crm.handler);
  const demo = await ctx.db.execute<{ id: number }>(sql`update crm_configurations
    set end_point = ${fake.url}, active = true, updated_at = now()
    where reference like ${`${DEMO_CRM_REFERENCE_PREFIX}%`} returning id`);
  for (const { id } of demo.rows) {
    await ctx.db.execute(sql`insert into crm_configuration_secrets (configuration_id, sealed)
      values (${id}, ${seal(key, crmSecretOwner(id), DEMO_CRM_SECRET)})
      on conflict (configuration_id) do update set sealed = excluded.sealed, updated_at = now()`);
  }
  ctx.log.info({ url: fake.url, configurations: demo.rows.length }, 'demo fake CRM listening');
  return fake;
}

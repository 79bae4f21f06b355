import { sql } from 'drizzle-orm';
import { recomputeCommissions } from '../modules/commissions/commission-computation.ts';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The demo's sales agents and their commission configurations. Agents are internal users holding a
 * CRM agent code (the `crm-agents` selector lists them; two codes match the demo CRM configurations);
 * they have no password and never sign in. Commissions need what the other demo areas leave open:
 * products linked to the manufacturers they work with (only when no product has any), and a region on
 * the demo companies and their orders (the company's country's region by the company's id, only where
 * none is set). Then one configuration per company and manufacturer for the companies with the most
 * invoiced orders, and the commissions computed. Skipped once any configuration exists.
 */
const AGENTS = [
  ['AG-014', 'Rafael', 'Ibáñez Campos', 'rafael.ibanez@proboard.local'],
  ['AG-022', 'Sophie', 'Marchand', 'sophie.marchand@proboard.local'],
  ['AG-031', 'Giulia', 'Ferraro', 'giulia.ferraro@proboard.local'],
  ['AG-045', 'Tiago', 'Monteiro Alves', 'tiago.monteiro@proboard.local'],
] as const;
const RATES = [3, 4.5, 5, 6.5];
const COMPANIES = 40;

/**
 * A region for the demo companies that have none: one of their country's regions, by the company's
 * id. Run before the demo orders, which take their company's region.
 */
export async function assignDemoRegions(tx: Tx) {
  await tx.execute(sql`update companies c set region_id = r.id
    from (select r.id, co.iso, row_number() over (partition by co.iso order by r.id) - 1 as n,
      count(*) over (partition by co.iso) as total
      from regions r join countries co on co.id = r.country_id) r
    where c.region_id is null and r.iso = c.country_iso and r.n = c.id % r.total`);
}

export async function seedDemoCommissions(tx: Tx) {
  const existing = await tx.execute(sql`select 1 from agent_commission_configs limit 1`);
  if (existing.rows.length > 0) return;
  for (const [code, name, surname, email] of AGENTS) {
    await tx.execute(sql`insert into users (email, name, surname, username, type, market, profile_id, agent_code,
        client_iso, client_name)
      select ${email}, ${name}, ${surname}, ${email.split('@')[0]!}, 'internal', 'ES',
        (select id from profiles where az_iso = 'INTERNAL'), ${code}, 'AZES', 'Airzone España'
      where not exists (select 1 from users where lower(email) = ${email})`);
  }
  const linked = await tx.execute(sql`select 1 from product_manufacturers limit 1`);
  if (linked.rows.length === 0) {
    // Each product works with one or two of the manufacturers, drawn by its id.
    await tx.execute(sql`insert into product_manufacturers (product_id, manufacturer_id)
      select p.id, m.id from products p
      join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from manufacturers) m
        on m.n = p.id % m.total or m.n = (p.id * 7 + 3) % m.total
      on conflict do nothing`);
  }
  await assignDemoRegions(tx);
  // Orders take their company's region when they are made (demo-orders.ts); this covers older ones.
  await tx.execute(sql`update orders o set region_id = c.region_id from companies c
    where o.region_id is null and c.id = o.company_id and o.country_iso = c.country_iso`);
  await tx.execute(sql`
    insert into agent_commission_configs (manufacturer_id, country_iso, region_id, agent_code, company_id,
      commission_rate, created_at)
    select distinct on (t.company_id, t.manufacturer_id) t.manufacturer_id, t.country_iso, t.region_id,
      (${sql.param(AGENTS.map((agent) => agent[0]))}::text[])[1 + t.company_id % ${AGENTS.length}],
      t.company_id, (${sql.param(RATES)}::numeric[])[1 + (t.company_id + t.manufacturer_id) % ${RATES.length}],
      -- Agreed with the agents in January 2025, before the orders they are paid on.
      (date '2025-01-07' + t.company_id % 20) + interval '9 hours' + (t.manufacturer_id % 50) * interval '1 minute'
    from (
      select o.company_id, o.country_iso, o.region_id, pm.manufacturer_id
      from orders o
      join order_lines l on l.order_id = o.id
      join articles a on a.id = l.article_id
      join product_manufacturers pm on pm.product_id = a.product_id
      where o.invoicing_date is not null and o.region_id is not null and o.company_id in (
        select company_id from orders where invoicing_date is not null and region_id is not null
        group by company_id order by count(*) desc, company_id limit ${COMPANIES})
    ) t
    order by t.company_id, t.manufacturer_id
    on conflict do nothing`);
  await recomputeCommissions(tx);
}

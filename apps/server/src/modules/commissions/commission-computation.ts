import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/**
 * An invoiced order line counts for a configuration when its order is invoiced (it has an invoicing
 * date) for the configuration's company, country and region, and its article's product is made by
 * the configuration's manufacturer. Its base is the line's subtotal after the line discount (integer
 * cents); its commission the base times the configuration's rate, rounded to the cent once per order
 * and configuration (half away from zero, as `round` does on numerics).
 */
const COMMISSIONS_BY_AGENT_AND_MONTH = sql`
  select c.agent_code, date_trunc('month', o.invoicing_date)::date as month,
    count(distinct o.id)::int as orders_count,
    sum(per_order.base_cents)::bigint as base_cents,
    sum(round(per_order.base_cents * c.commission_rate / 100))::bigint as amount_cents
  from agent_commission_configs c
  join orders o on o.company_id = c.company_id and o.country_iso = c.country_iso
    and o.region_id = c.region_id and o.invoicing_date is not null
  cross join lateral (
    select sum(l.subtotal_cents)::numeric as base_cents
    from order_lines l
    join articles a on a.id = l.article_id
    where l.order_id = o.id and exists (select 1 from product_manufacturers pm
      where pm.product_id = a.product_id and pm.manufacturer_id = c.manufacturer_id)
  ) per_order
  where per_order.base_cents is not null`;

/**
 * Recomputes every agent's commissions from the orders and the configurations, in the caller's
 * transaction (`without`: a configuration being deleted in it): a month that no longer earns is
 * removed, a changed one updated (its `updated_at` says when), an unchanged one left alone. Whole, not
 * per agent: a configuration that changes agent changes two agents' months, and configurations are
 * few (one per manufacturer, company and region), read through the orders' company index.
 */
export async function recomputeCommissions(db: Queryable, without?: number): Promise<void> {
  const kept = without === undefined ? sql`` : sql`and c.id <> ${without}`;
  await db.execute(sql`
    with fresh as (
      ${COMMISSIONS_BY_AGENT_AND_MONTH} ${kept}
      group by c.agent_code, date_trunc('month', o.invoicing_date)
    ),
    gone as (
      delete from agent_commissions k
      where not exists (select 1 from fresh f where f.agent_code = k.agent_code and f.month = k.month)
    )
    insert into agent_commissions (agent_code, month, orders_count, base_cents, amount_cents)
    select agent_code, month, orders_count, base_cents, amount_cents from fresh
    on conflict (agent_code, month) do update set orders_count = excluded.orders_count,
      base_cents = excluded.base_cents, amount_cents = excluded.amount_cents, updated_at = now()
    where (agent_commissions.orders_count, agent_commissions.base_cents, agent_commissions.amount_cents)
      is distinct from (excluded.orders_count, excluded.base_cents, excluded.amount_cents)`);
}

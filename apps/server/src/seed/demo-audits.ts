import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/** Marks the demo's own audit rows, so that a later start adds none twice. */
const DEMO_REQUEST = 'demo-seed';

/**
 * The audit trail of the demo's own records, as the staff would have left it over the last months:
 * the catalogue team created the articles and manufacturers and then renamed some and switched
 * some off; the after-sales agent moved tickets from open to answered or closed. One statement,
 * whatever the number of rows; only on the first seed.
 */
export async function seedDemoAudits(tx: Tx) {
  await tx.execute(sql`
    with already as (select 1 from audits where request_id = ${DEMO_REQUEST} limit 1),
    staff as (
      select (select id from users where email = 'catalogue@proboard.local') as catalogue,
        (select id from users where email = 'aftersales@proboard.local') as aftersales,
        (select id from users where email = 'admin@proboard.local') as admin
    ),
    changes as (
      select 'created' as event, 'articles' as type, a.id::text as record, s.catalogue as user_id,
        null::jsonb as old, jsonb_build_object('az_iso', a.az_iso, 'name', a.name, 'active', a.active) as new,
        now() - (200 + a.id % 60) * interval '1 day' as at
      from articles a, staff s
      union all
      select 'updated', 'articles', a.id::text, s.catalogue,
        jsonb_build_object('name', regexp_replace(a.name, '\\s+\\S+$', '')),
        jsonb_build_object('name', a.name), now() - (20 + a.id % 90) * interval '1 day' + interval '3 hours'
      from articles a, staff s where a.id % 3 = 0 and a.name ~ '\\s\\S+$'
      union all
      select 'updated', 'articles', a.id::text, s.admin, '{"active":true}'::jsonb, '{"active":false}'::jsonb,
        now() - (5 + a.id % 15) * interval '1 day'
      from articles a, staff s where not a.active
      union all
      select 'created', 'manufacturers', m.id::text, s.catalogue, null,
        jsonb_build_object('az_iso', m.az_iso, 'name', m.name, 'active', m.active), now() - interval '300 days'
      from manufacturers m, staff s
      union all
      select 'updated', 'tickets', k.id::text, s.aftersales, '{"status":"open"}'::jsonb,
        jsonb_build_object('status', k.status), now() - (1 + k.id % 30) * interval '1 day'
      from tickets k, staff s where k.status <> 'open'
    )
    insert into audits (user_id, user_email, event, auditable_type, auditable_id, old_values, new_values,
      url, ip, user_agent, request_id, created_at, updated_at)
    select c.user_id, u.email, c.event, c.type, c.record, c.old, c.new,
      '/api/msproduct.v1/admin/' || c.type || '/' || c.record, '192.168.10.' || (10 + c.user_id % 40),
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      ${DEMO_REQUEST}, c.at, c.at
    from changes c left join users u on u.id = c.user_id
    where not exists (select 1 from already)
    order by c.at`);
}

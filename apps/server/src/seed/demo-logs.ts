import { sql } from 'drizzle-orm';
import { runWarningChecks } from '../modules/logs/warning-checks.ts';
import type { Tx } from '../platform/resources/resource-store.ts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

/**
 * A month of logs as the server would have left them: calls to the CRM, A3, the carrier and the
 * mail server that failed (some many times: one grouped row each), requests that failed or were
 * refused, background jobs in trouble; the oldest already seen by the administrator. Written only
 * while the table is empty (the first start): later starts add nothing.
 */
async function seedDemoLogRows(tx: Tx) {
  const any = await tx.execute(sql`select 1 from logs limit 1`);
  if (any.rows.length) return;
  await tx.execute(sql`
    with staff as (
      select (select id from users where email = 'admin@proboard.local') as admin,
        (select id from users where email = 'catalogue@proboard.local') as catalogue,
        (select id from users where email = 'aftersales@proboard.local') as aftersales
    ),
    entries (host, type, level, origin, message, context, users, ip, apikey, locale, market, count,
      first_days, last_hours, seen) as (values
      ('proboard-app-1', 'outbound', 'warn', 'crm.upsertClient', 'timeout: no answer within 10000 ms',
        '{"method":"POST","url":"https://crm-iberia.example.com/api/clients","attempt":2,"entity":{"type":"company","id":"7"}}'::jsonb,
        null, null, null, null, null, 14, 20, 3, false),
      ('proboard-app-2', 'outbound', 'error', 'crm.upsertClient', 'http: answered 422',
        '{"method":"POST","url":"https://crm-italia.example.com/api/clients","http_status":422,"attempt":1,"entity":{"type":"company","id":"12"}}'::jsonb,
        null, null, null, null, null, 2, 6, 30, false),
      ('proboard-app-1', 'outbound', 'warn', 'a3.sendOrder', 'http: answered 503',
        '{"method":"POST","url":"https://a3.airzone.example.com/erp/orders","http_status":503,"attempt":3,"entity":{"type":"order","id":"41"}}'::jsonb,
        null, null, null, null, null, 5, 9, 50, false),
      ('proboard-app-2', 'outbound', 'error', 'carrier.requestPickup', 'invalid_answer: unexpected shape at pickup.tracking_link',
        '{"method":"POST","url":"https://api.carrier.example.com/v2/pickups","http_status":200,"attempt":1,"entity":{"type":"shipment","id":"18"}}'::jsonb,
        null, null, null, null, null, 1, 12, 290, true),
      ('proboard-app-1', 'outbound', 'warn', 'smtp.send', '452 4.2.2 Mailbox full',
        '{"notification_id":212,"attempt":1,"smtp_code":452}'::jsonb,
        null, null, null, null, null, 3, 18, 100, false),
      ('proboard-app-1', 'api', 'error', 'GET /api/msproduct.v1/admin/articles', 'canceling statement due to statement timeout',
        '{"err":{"type":"DatabaseError"}}'::jsonb,
        'catalogue', '192.168.10.31', 'web (demo)', 'es', 'ES', 2, 4, 75, false),
      ('proboard-app-2', 'api', 'warn', 'PUT /api/mscustomer.v1/admin/companies/:id', 'input refused by the database',
        '{"sqlState":"22021"}'::jsonb,
        'aftersales', '192.168.10.44', 'web (demo)', 'es', 'ES', 5, 16, 8, false),
      ('proboard-app-1', 'api', 'error', 'GET /api/msproduct.v1/admin/articles/export',
        'excel export failed: Client network socket disconnected', '{"err":{"type":"Error","code":"ECONNRESET"}}'::jsonb,
        'catalogue', '83.44.120.7', 'web (demo)', 'en', 'PT', 9, 25, 200, true),
      ('proboard-app-2', 'job', 'warn', 'server', 'QR cache: listening connection lost, scans read the database',
        '{"err":{"type":"Error","message":"Connection terminated unexpectedly"}}'::jsonb,
        null, null, null, null, null, 3, 11, 150, false),
      ('proboard-app-2', 'job', 'error', 'exports', 'export failed: ENOSPC: no space left on device',
        '{"exportId":37,"err":{"type":"Error","code":"ENOSPC"}}'::jsonb,
        null, null, null, null, null, 1, 21, 500, true),
      ('proboard-app-1', 'job', 'warn', 'imports', 'import file failed: row 214: unknown article AZCE6FLEXR',
        '{"importFile":5}'::jsonb,
        null, null, null, null, null, 1, 2, 40, false),
      ('proboard-app-2', 'job', 'fatal', 'server', 'job queue error: Connection terminated unexpectedly',
        '{"err":{"type":"Error"}}'::jsonb,
        null, null, null, null, null, 1, 27, 640, true),
      ('proboard-app-1', 'job', 'error', 'crm.sync-company', 'outbound sync failed for good',
        '{"queue":"crm.sync-company","attempt":6,"err":"http: answered 422"}'::jsonb,
        null, null, null, null, null, 1, 2, 28, false)
    )
    insert into logs (host, type, level, origin, message, context, user_id, user_ids, ip, user_agent, apikey,
      locale, market, count, created_at, last_seen_at, seen, seen_by, seen_at, updated_at)
    select e.host, e.type, e.level, e.origin, e.message, e.context,
      case e.users when 'catalogue' then s.catalogue when 'aftersales' then s.aftersales end,
      case e.users when 'catalogue' then array[s.catalogue] when 'aftersales' then array[s.aftersales, s.admin]
        else '{}'::int[] end,
      e.ip, case when e.ip is null then null else ${BROWSER} end, e.apikey, e.locale, e.market, e.count,
      case when e.count = 1 then now() - e.last_hours * interval '1 hour' else now() - e.first_days * interval '1 day' end,
      now() - e.last_hours * interval '1 hour',
      e.seen, case when e.seen then s.admin end,
      case when e.seen then now() - (e.last_hours - 1) * interval '1 hour' end, now()
    from entries e, staff s`);
}

/**
 * The warnings the checks find in the demo data (recent orders left waiting), two CRM syncs that
 * failed (one fixed since: the check resolved it), a warning a person resolved and one written by
 * hand. Only while there is none.
 */
async function seedDemoWarnings(tx: Tx) {
  const any = await tx.execute(sql`select 1 from api_warnings limit 1`);
  if (any.rows.length) return;
  const companies = await tx.execute<{ id: number }>(
    sql`select id from companies where country_iso in ('ES', 'IT') order by id limit 2`,
  );
  const [failing, fixed] = companies.rows.map((c) => String(c.id));
  for (const [entityId, status, attempts, error] of [
    [failing, 'failed', 6, 'http: answered 422'],
    [fixed, 'pending', 3, 'timeout: no answer within 10000 ms'],
  ] as const) {
    if (!entityId) continue;
    await tx.execute(sql`insert into integration_sync_states (system, entity, entity_id, status, attempts, last_error)
      values ('crm', 'company', ${entityId}, ${status}, ${attempts}, ${error})
      on conflict (system, entity, entity_id) do nothing`);
  }
  await runWarningChecks(tx);
  // The second company went through on a later sync: the next check resolved its warning.
  if (fixed) {
    await tx.execute(sql`update integration_sync_states set status = 'synced', attempts = 4, last_error = null,
      remote_id = 'CLI-' || entity_id where system = 'crm' and entity = 'company' and entity_id = ${fixed}`);
  }
  await runWarningChecks(tx);
  // The administrator looked at the oldest stuck order: retained on purpose.
  await tx.execute(sql`
    update api_warnings set state = 'resolved', resolved_at = now() - interval '2 hours',
      resolved_by = (select id from users where email = 'admin@proboard.local'),
      resolution_note = 'Retenido a la espera de la transferencia del cliente; se libera cuando llegue',
      updated_at = now() - interval '2 hours'
    where id = (select id from api_warnings where kind = 'order_stuck' and state = 'open' order by id limit 1)`);
  await tx.execute(sql`
    insert into api_warnings (kind, subject_type, subject_id, subject_label, description, created_at, updated_at)
    select 'manual', 'articles', a.id::text, a.az_iso,
      'La foto principal de este artículo es de otro modelo: pedir la buena a Marketing',
      now() - interval '3 days', now() - interval '3 days'
    from articles a where a.active order by a.id limit 1`);
}

export async function seedDemoLogs(tx: Tx) {
  await seedDemoLogRows(tx);
  await seedDemoWarnings(tx);
}

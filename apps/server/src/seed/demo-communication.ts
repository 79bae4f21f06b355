import { EMAIL_EVENT_KEYS, type EmailEvent, sampleValues } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { builtInTemplate } from '../platform/mail-templates/built-in.ts';
import { maskSecrets } from '../platform/mail-templates/merge.ts';
import { renderTemplate } from '../platform/mail-templates/render.ts';
import type { Tx } from '../platform/resources/resource-store.ts';

/** How many demo notifications: a few thousand, over every state. */
const DEMO_NOTIFICATIONS = 3000;

/** Per event: the variable that names its record, that record's code prefix, and its table. */
const RECORDS: Partial<Record<EmailEvent, { code: string; prefix: string; related?: string }>> = {
  return_accepted: { code: 'code', prefix: 'RMA-2026-', related: 'returns' },
  warranty_validated: { code: 'code', prefix: 'GAR-2026-', related: 'warranties' },
  pickup_booked: { code: 'identifier', prefix: 'PK-2026-', related: 'shipments' },
  ticket_answered: { code: 'code', prefix: 'TCK-2026-', related: 'tickets' },
  assistance_survey: { code: 'code', prefix: 'AT-2026-' },
  assistance_report: { code: 'code', prefix: 'AT-2026-' },
  order_shipping: { code: 'reference', prefix: 'PED-2026-' },
};

/**
 * Demo notifications (the templates come with migration 0061): a few thousand over the last months,
 * every event, mostly sent, some rejected with the answers real servers give, a few pending after a
 * temporary failure, and resent ones with their child. Each event's message is rendered once (MJML)
 * and each row gets its own name and record code written into it: one insert of them all, then one
 * of the resends' children. Only on a database without demo notifications.
 */
export async function seedDemoCommunication(tx: Tx) {
  const done = await tx.execute(sql`select 1 from notifications where merge_vars ? 'demo' limit 1`);
  if (done.rows.length > 0) return;
  const events = [];
  for (const event of EMAIL_EVENT_KEYS) {
    const values = maskSecrets(event, sampleValues(event));
    const rendered = await renderTemplate(event, builtInTemplate(event), 'es', values);
    const record = RECORDS[event];
    events.push({
      key: event,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      vars: values,
      code_key: record?.code ?? null,
      code_sample: record ? String(values[record.code]) : null,
      prefix: record?.prefix ?? null,
      related: record?.related ?? null,
    });
  }
  await tx.execute(sql`
    with e as (select jsonb_array_elements(${JSON.stringify(events)}::jsonb) as e),
    ev as (select array_agg(e) as list from e),
    ids as (select
      (select array_agg(id order by id) from returns) as returns,
      (select array_agg(id order by id) from warranties) as warranties,
      (select array_agg(id order by id) from shipments) as shipments,
      (select array_agg(id order by id) from tickets) as tickets),
    rows as (
      select n, ev.list[1 + n % array_length(ev.list, 1)] as e,
        (array['Laura Martín', 'Jordi Puig', 'Marta Iglesias', 'Pierre Lefèvre', 'Giulia Romano', 'João Silva',
          'Carlos Navarro', 'Elena Ruiz', 'Sophie Bernard', 'Marco Bianchi', 'Ana Costa', 'Javier Ortega'])[1 + n % 12] as name,
        (array['climatizacion-levante.es', 'frio-sur.es', 'instalaciones-norte.es', 'clim-atlantique.fr',
          'termotecnica-roma.it', 'climalisboa.pt', 'reformasdelhogar.es', 'gmail.com'])[1 + (n / 7) % 8] as domain,
        case when n % 20 < 14 then 'sent' when n % 20 < 17 then 'rejected' when n % 20 = 17 then 'pending' else 'resent' end as status,
        now() - make_interval(mins => n * 53 + (n % 17)) as created,
        ids.*
      from generate_series(1, ${DEMO_NOTIFICATIONS}) n, ev, ids
    ),
    shaped as (
      select r.*, coalesce(e->>'prefix', '') || lpad(n::text, 5, '0') as code,
        (array['550 5.1.1 <{to}>: Recipient address rejected: User unknown in virtual mailbox table',
          '552 5.2.2 <{to}>: Mailbox full', '554 5.7.1 Message rejected: spam content detected'])[1 + n % 3] as refusal,
        '451 4.7.1 <{to}>: Greylisted, please try again in 300 seconds' as deferral
      from rows r
    ),
    final as (
      select s.*, lower(split_part(unaccent_name, ' ', 1)) || '.' || n || '@' || domain as recipient
      from (select *, translate(name, 'áéíóúàèçãñ', 'aeiouaecan') as unaccent_name from shaped) s
    )
  insert into notifications (status, recipient, subject, template, merge_vars, reject_reason, message_id,
    sent_at, locale, layout, html, text, smtp_response, attempts, events, related_type, related_id,
    created_at, updated_at)
  select status, recipient,
    case when e->>'code_sample' is null then e->>'subject' else replace(e->>'subject', e->>'code_sample', code) end,
    e->>'key',
    (e->'vars') || jsonb_build_object('name', name, 'demo', true)
      || case when e->>'code_key' is null then '{}'::jsonb else jsonb_build_object(e->>'code_key', code) end,
    case when status = 'rejected' then replace(refusal, '{to}', recipient) end,
    case when status in ('sent', 'resent') then '<' || md5(n::text) || '@proboard.local>' end,
    case when status in ('sent', 'resent') then created + interval '2 seconds' end,
    'es', 'basic',
    replace(case when e->>'code_sample' is null then e->>'html' else replace(e->>'html', e->>'code_sample', code) end,
      'Ana García', name),
    replace(case when e->>'code_sample' is null then e->>'text' else replace(e->>'text', e->>'code_sample', code) end,
      'Ana García', name),
    case when status = 'pending' then replace(deferral, '{to}', recipient)
      when status = 'rejected' then replace(refusal, '{to}', recipient)
      else '250 2.0.0 Ok: queued as ' || upper(substr(md5(n::text), 1, 10)) end,
    1,
    jsonb_build_array(jsonb_build_object('type', 'queued', 'at', created))
      || case
        when status in ('sent', 'resent') then jsonb_build_array(jsonb_build_object('type', 'sent', 'at', created + interval '2 seconds',
          'response', '250 2.0.0 Ok: queued as ' || upper(substr(md5(n::text), 1, 10))))
        when status = 'rejected' then jsonb_build_array(jsonb_build_object('type', 'rejected', 'at', created + interval '2 seconds',
          'reason', replace(refusal, '{to}', recipient)))
        else jsonb_build_array(jsonb_build_object('type', 'deferred', 'at', created + interval '2 seconds',
          'response', replace(deferral, '{to}', recipient), 'retry_at', created + interval '62 seconds'))
      end,
    e->>'related',
    case e->>'related'
      when 'returns' then returns[1 + n % greatest(1, coalesce(array_length(returns, 1), 1))]
      when 'warranties' then warranties[1 + n % greatest(1, coalesce(array_length(warranties, 1), 1))]
      when 'shipments' then shipments[1 + n % greatest(1, coalesce(array_length(shipments, 1), 1))]
      when 'tickets' then tickets[1 + n % greatest(1, coalesce(array_length(tickets, 1), 1))]
    end,
    created, created + interval '2 seconds'
  from final`);
  // Each resent notification's child: sent a day later to the company's other address.
  await tx.execute(sql`
    with children as (
      insert into notifications (status, recipient, subject, template, merge_vars, message_id, sent_at, locale,
        layout, html, text, smtp_response, attempts, events, related_type, related_id, resent_from_id,
        created_at, updated_at)
      select 'sent', 'administracion@' || split_part(p.recipient, '@', 2), p.subject, p.template, p.merge_vars,
        '<' || md5(p.id::text || 'r') || '@proboard.local>', p.created_at + interval '1 day 5 seconds', p.locale,
        p.layout, p.html, p.text, '250 2.0.0 Ok: queued as ' || upper(substr(md5(p.id::text || 'r'), 1, 10)), 1,
        jsonb_build_array(jsonb_build_object('type', 'queued', 'at', p.created_at + interval '1 day'),
          jsonb_build_object('type', 'sent', 'at', p.created_at + interval '1 day 5 seconds',
            'response', '250 2.0.0 Ok: queued as ' || upper(substr(md5(p.id::text || 'r'), 1, 10)))),
        p.related_type, p.related_id, p.id, p.created_at + interval '1 day', p.created_at + interval '1 day 5 seconds'
      from notifications p where p.status = 'resent' and p.merge_vars ? 'demo'
      returning id, resent_from_id, recipient, created_at
    )
    update notifications p set events = p.events || jsonb_build_array(jsonb_build_object('type', 'resent',
      'at', c.created_at, 'to', c.recipient, 'notification_id', c.id))
    from children c where c.resent_from_id = p.id`);
}

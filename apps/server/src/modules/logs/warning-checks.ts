import {
  EXPORT_CONFIG,
  ORDER_STUCK_DAYS,
  ORDER_STUCK_STATUSES,
  ORDER_STUCK_WINDOW_DAYS,
  SYNC_FAILED_ATTEMPTS,
  WARNINGS_PER_CHECK_MAX,
  type WarningKind,
} from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/**
 * The server's own checks of its data (docs/decisions.md, "API warnings"). Each is one query whose
 * rows are the problems found now: the record (`subject_type`, a definition name, and `subject_id`),
 * what tells two problems of one record apart (`detail`), its label and the message's params.
 */
interface WarningCheck {
  kind: Exclude<WarningKind, 'manual'>;
  found: () => SQL;
}

const CHECKS: readonly WarningCheck[] = [
  {
    // An active article offered in an active market (its active markets) without a rate there valid today.
    kind: 'article_without_rate',
    found: () => sql`
      select 'articles' as subject_type, a.id::text as subject_id, m.iso as detail, a.az_iso as subject_label,
        jsonb_build_object('article', a.az_iso, 'market', m.iso) as params
      from articles a cross join lateral unnest(a.markets_active) am(market_id)
      join markets m on m.id = am.market_id and m.active
      where a.active and not exists (select 1 from article_rates r
        where r.article_id = a.id and r.market_id = am.market_id and r.valid_from <= current_date)`,
  },
  {
    // The CRM sync of a company given up (retries ran out, or refused), or failing for the third time.
    kind: 'crm_sync_failed',
    found: () => sql`
      select 'companies' as subject_type, c.id::text as subject_id, '' as detail, c.name as subject_label,
        jsonb_build_object('company', c.name, 'attempts', s.attempts, 'error', coalesce(left(s.last_error, 200), '')) as params
      from integration_sync_states s join companies c on c.id::text = s.entity_id
      where s.system = 'crm' and s.entity = 'company' and s.status <> 'synced'
        and (s.status = 'failed' or s.attempts >= ${SYNC_FAILED_ATTEMPTS})`,
  },
  {
    // An order A3 did not take: given up, or failing for the third time.
    kind: 'erp_sync_failed',
    found: () => sql`
      select case o.kind when 'client' then 'clientorders' else 'professionalorders' end as subject_type,
        o.id::text as subject_id, '' as detail, o.order_reference as subject_label,
        jsonb_build_object('order', o.order_reference, 'attempts', s.attempts, 'error', coalesce(left(s.last_error, 200), '')) as params
      from integration_sync_states s join orders o on o.id::text = s.entity_id
      where s.system = 'a3' and s.entity = 'order' and s.status <> 'synced'
        and (s.status = 'failed' or s.attempts >= ${SYNC_FAILED_ATTEMPTS})`,
  },
  {
    // An export config entry whose permission is not in the permissions: its menu shows to nobody.
    kind: 'export_permission_missing',
    found: () => {
      const entries = Object.entries(EXPORT_CONFIG).flatMap(([family, entities]) =>
        Object.entries(entities).map(([entity, entry]) => sql`(${family}, ${entity}, ${entry.permission})`),
      );
      return sql`
        select '' as subject_type, '' as subject_id, e.family || '/' || e.entity as detail,
          e.permission as subject_label,
          jsonb_build_object('family', e.family, 'entity', e.entity, 'permission', e.permission) as params
        from (values ${sql.join(entries, sql`, `)}) e(family, entity, permission)
        where not exists (select 1 from permissions p where p.name = e.permission)`;
    },
  },
  {
    // A recent order left in a waiting state for more than ORDER_STUCK_DAYS (unchanged since: its last save).
    kind: 'order_stuck',
    found: () => sql`
      select case o.kind when 'client' then 'clientorders' else 'professionalorders' end as subject_type,
        o.id::text as subject_id, o.status as detail, o.order_reference as subject_label,
        jsonb_build_object('order', o.order_reference, 'status', o.status,
          'since', to_char(o.updated_at at time zone 'Europe/Madrid', 'DD/MM/YYYY')) as params
      from orders o
      where o.status = any(${sql.param([...ORDER_STUCK_STATUSES])}::text[])
        and o.updated_at < now() - ${ORDER_STUCK_DAYS} * interval '1 day'
        and o.order_date > current_date - ${ORDER_STUCK_WINDOW_DAYS}::int`,
  },
];

/** The predicate of the index that keeps one warning per problem (warnings.tables.ts). */
const ACTIVE = sql.raw(`(state = 'open' or condition_present) and kind <> 'manual'`);

/**
 * Runs one check in one statement: the problems found now raise a warning unless one is open for
 * them or a person's resolution of them stands (at most WARNINGS_PER_CHECK_MAX new ones a run);
 * params of the ones open follow the data. The check's open warnings whose problem is gone are
 * resolved (by the check, nobody's name), and a person's resolution whose problem is gone stops
 * standing, so that its return raises a new warning.
 */
async function runCheck(db: Queryable, check: WarningCheck) {
  const result = await db.execute<{ raised: number; resolved: number }>(sql`
    with found as materialized (${check.found()}),
    raised as (
      insert into api_warnings (kind, subject_type, subject_id, detail, subject_label, params)
      select ${check.kind}, f.subject_type, f.subject_id, f.detail, f.subject_label, f.params
      from found f
      where not exists (select 1 from api_warnings w where w.kind = ${check.kind}
        and w.subject_type = f.subject_type and w.subject_id = f.subject_id and w.detail = f.detail
        and (w.state = 'open' or w.condition_present))
      order by f.subject_type, f.subject_id, f.detail
      limit ${WARNINGS_PER_CHECK_MAX}
      on conflict (kind, subject_type, subject_id, detail) where ${ACTIVE} do nothing
      returning id
    ),
    followed as (
      update api_warnings w set params = f.params, subject_label = f.subject_label, condition_present = true
      from found f
      where w.kind = ${check.kind} and w.subject_type = f.subject_type and w.subject_id = f.subject_id
        and w.detail = f.detail and (w.state = 'open' or w.condition_present)
        and (w.params is distinct from f.params or w.subject_label is distinct from f.subject_label
          or not w.condition_present)
      returning w.id
    ),
    gone as (
      update api_warnings w set condition_present = false,
        state = 'resolved',
        resolved_at = case when before.state = 'open' then now() else w.resolved_at end,
        resolved_by_check = case when before.state = 'open' then true else w.resolved_by_check end,
        updated_at = case when before.state = 'open' then now() else w.updated_at end
      from api_warnings before
      where before.id = w.id and w.kind = ${check.kind} and (before.state = 'open' or before.condition_present)
        and not exists (select 1 from found f where f.subject_type = w.subject_type
          and f.subject_id = w.subject_id and f.detail = w.detail)
      returning before.state = 'open' as by_check
    )
    select (select count(*) from raised)::int as raised,
      (select count(*) from gone where by_check)::int as resolved,
      (select count(*) from followed)::int as followed`);
  return result.rows[0] ?? { raised: 0, resolved: 0 };
}

/** Every check, each in its own statement; the counts of warnings raised and resolved. */
export async function runWarningChecks(db: Queryable): Promise<{ raised: number; resolved: number }> {
  let raised = 0;
  let resolved = 0;
  for (const check of CHECKS) {
    const counts = await runCheck(db, check);
    raised += counts.raised;
    resolved += counts.resolved;
  }
  return { raised, resolved };
}

export const WARNING_CHECK_KINDS = CHECKS.map((check) => check.kind);

import { sql } from 'drizzle-orm';
import type { Queryable, Row } from '../resources/resource-store.ts';
import { serializeRows } from '../resources/serialize.ts';

/** The newest entries a timeline shows; older ones stay in the tables (and the audits screen). */
export const TIMELINE_LIMIT = 500;

/**
 * A record's timeline, newest first: its creation, its transitions (history), its messages (comments,
 * internal or not, and ticket requests) and the edits of its audit trail. The audit row of a transition (its state
 * change, written in the history row's request) is left out: the history row already tells that
 * change, with its fields and note; other edits of the same request (a deleted line) stay.
 */
export async function readTimeline(
  db: Queryable,
  workflow: string,
  resource: string,
  stateKey: string,
  recordId: number,
): Promise<Row[]> {
  const result = await db.execute<Row>(sql`
    select * from (
      select 'transition' as kind, h.id, h.created_at, h.user_email, h.from_state, h.to_state, h.fields, h.note,
        null::text as body, null::boolean as internal, null::jsonb as old_values, null::jsonb as new_values
      from workflow_history h where h.workflow = ${workflow} and h.record_id = ${recordId}
      union all
      select m.kind, m.id, m.created_at, m.user_email, null, null, null, null, m.body, m.internal, null, null
      from workflow_messages m where m.workflow = ${workflow} and m.record_id = ${recordId}
      union all
      select 'create', a.id, a.created_at, a.user_email, null, null, null, null, null, null, null, null
      from audits a
      where a.auditable_type = ${resource} and a.auditable_id = ${String(recordId)} and a.event = 'created'
      union all
      select 'edit', a.id, a.created_at, a.user_email, null, null, null, null, null, null, a.old_values, a.new_values
      from audits a
      where a.auditable_type = ${resource} and a.auditable_id = ${String(recordId)} and a.event = 'updated'
        and not (coalesce(a.new_values ? ${stateKey}, false) and exists (select 1 from workflow_history h
          where h.workflow = ${workflow} and h.record_id = ${recordId} and h.request_id = a.request_id))
    ) entries
    order by created_at desc, kind, id desc
    limit ${TIMELINE_LIMIT}`);
  return serializeRows(result);
}

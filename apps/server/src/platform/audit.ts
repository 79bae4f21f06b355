import type { Db } from './database.ts';
import { audits } from './platform.tables.ts';

export type AuditEvent = 'created' | 'updated' | 'deleted';

export interface AuditActor {
  userId: number | null;
  email: string | null;
  url: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

type Row = Record<string, unknown>;

/** Fields never written to the audit trail. */
const SECRET_FIELDS = new Set(['password', 'password_hash', 'secret', 'token_hash', 'refresh_hash']);

function redact(values: Row | null): Row | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELDS.has(key)));
}

/** For updates only the fields that changed are kept, old beside new. */
function changedOnly(before: Row, after: Row): [Row, Row] {
  const old: Row = {};
  const next: Row = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      old[key] = before[key];
      next[key] = after[key];
    }
  }
  return [old, next];
}

/** Writes one audit row; call it inside the transaction of the change it describes. */
export async function recordAudit(
  db: Pick<Db, 'insert'>,
  actor: AuditActor,
  change: { event: AuditEvent; type: string; id: string | number; before?: Row | null; after?: Row | null },
) {
  let oldValues = redact(change.before ?? null);
  let newValues = redact(change.after ?? null);
  if (change.event === 'updated' && oldValues && newValues)
    [oldValues, newValues] = changedOnly(oldValues, newValues);
  await db.insert(audits).values({
    user_id: actor.userId,
    user_email: actor.email,
    event: change.event,
    auditable_type: change.type,
    auditable_id: String(change.id),
    old_values: oldValues,
    new_values: newValues,
    url: actor.url,
    ip: actor.ip,
    user_agent: actor.userAgent,
    request_id: actor.requestId,
  });
}

import type { Db } from './database.ts';
import { audits } from './platform.tables.ts';

/** `reverted`: an update that put back the old values of an earlier change (`reverts_id`). */
export type AuditEvent = 'created' | 'updated' | 'deleted' | 'reverted';

export interface AuditActor {
  userId: number | null;
  email: string | null;
  url: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

type Row = Record<string, unknown>;

/**
 * Fields whose values never reach the audit trail: passwords (and their confirmations), secrets,
 * tokens, api keys and hashes, at any depth. Flags and dates about them (`password_changed: true`,
 * `password_changed_at`, `token_expires_at`) are not secret.
 */
const SECRET_NAME = /password|passwd|secret|token|api_?key|private_?key/i;
const NOT_SECRET_SUFFIX = /_(at|on|count|expires|expiry|until)$/i;
const isSecret = (key: string) =>
  (SECRET_NAME.test(key) && !NOT_SECRET_SUFFIX.test(key)) || /(^|_)hash$/i.test(key);

export const REDACTED = '[redacted]';

const isPlainObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A secret that is set becomes `[redacted]`: the trail shows that it exists or changed, not its value. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      isSecret(key) && v != null && typeof v !== 'boolean' ? REDACTED : redact(v),
    ]),
  );
}

/** JSON with object keys sorted, so that the same value written in another key order compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** For updates only the fields that changed are kept, old beside new. */
function changedOnly(before: Row, after: Row): [Row, Row] {
  const old: Row = {};
  const next: Row = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'updated_at') continue;
    if (canonical(before[key]) !== canonical(after[key])) {
      old[key] = before[key];
      next[key] = after[key];
    }
  }
  return [old, next];
}

type AuditChange = {
  event: AuditEvent;
  type: string;
  id: string | number;
  before?: Row | null;
  after?: Row | null;
  /** The audit row a revert undoes. */
  revertsId?: number;
};

/**
 * Writes one audit row (none for an update without changes); call it inside the transaction of the
 * change it describes.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, actor: AuditActor, change: AuditChange) {
  await recordAudits(db, actor, [change]);
}

/** recordAudit for many changes by one actor (a batch of a bulk update) in one insert. */
export async function recordAudits(db: Pick<Db, 'insert'>, actor: AuditActor, changes: AuditChange[]) {
  const rows = changes.flatMap((change) => {
    let oldValues = change.before ?? null;
    let newValues = change.after ?? null;
    if ((change.event === 'updated' || change.event === 'reverted') && oldValues && newValues) {
      [oldValues, newValues] = changedOnly(oldValues, newValues);
      // An update that changes nothing (a save without edits) leaves no trace.
      if (Object.keys(newValues).length === 0) return [];
    }
    return [
      {
        user_id: actor.userId,
        user_email: actor.email,
        event: change.event,
        auditable_type: change.type,
        auditable_id: String(change.id),
        old_values: redact(oldValues),
        new_values: redact(newValues),
        url: actor.url,
        ip: actor.ip,
        user_agent: actor.userAgent,
        request_id: actor.requestId,
        reverts_id: change.revertsId ?? null,
      },
    ];
  });
  if (rows.length > 0) await db.insert(audits).values(rows);
}

import { canAccess, fieldErrors } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { REDACTED } from '../../platform/audit.ts';
import type { CurrentUser } from '../../platform/current-user.ts';
import type { Db } from '../../platform/database.ts';
import { forbidden, TranslatedError } from '../../platform/errors.ts';
import { bodyShape } from '../../platform/resources/resource-answers.ts';
import {
  databaseError,
  readRecord,
  storeOfAuditableType,
  type UpdateWriter,
  writeUpdate,
} from '../../platform/resources/resource-routes.ts';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';

export interface AuditRow {
  id: number;
  event: string;
  auditable_type: string;
  auditable_id: string;
  old_values: Row | null;
  new_values: Row | null;
}

/** Events whose old values can be put back: an update, or a revert (undoing it redoes the change). */
const REVERTABLE_EVENTS = new Set(['updated', 'reverted']);

/** The fields of a store a revert may write: its body's, but the version it carries. */
export function revertableFields(store: ResourceStore | undefined): Set<string> | null {
  if (!store) return null;
  return new Set(Object.keys(bodyShape(store)).filter((key) => key !== 'updated_at'));
}

/** JSON with keys sorted, so that the same value read in another key order compares equal. */
const canonical = (value: unknown) =>
  JSON.stringify(value ?? null, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Row).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** 409 naming the later change: its number, who made it and when. */
async function laterChange(tx: Tx, audit: AuditRow, fields: string[]): Promise<void> {
  const found = await tx.execute<{ id: number; user_email: string | null; created_at: string }>(sql`
    select id, user_email, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as created_at
    from audits where auditable_type = ${audit.auditable_type} and auditable_id = ${audit.auditable_id}
      and id > ${audit.id} and (event = 'deleted' or new_values ?| ${sql.param(fields)}::text[])
    order by id limit 1`);
  const later = found.rows[0];
  if (!later) return;
  throw new TranslatedError(409, 'audits.changedSince', undefined, {
    id: Number(later.id),
    user: later.user_email ?? '-',
    date: `${later.created_at} UTC`,
  });
}

/**
 * Puts back the old values of an update (the fields named, or every one it changed that can be
 * written) as a new change of the record, written through the resource's own store: its edit guard,
 * body schema, rules and hooks apply, and the revert is audited (`reverted`, naming the change).
 * 409 when the record was deleted, or when one of those fields changed since (naming that change).
 */
export async function revertAudit(
  db: Db,
  audit: AuditRow,
  requested: string[] | undefined,
  user: CurrentUser | null,
  writer: UpdateWriter,
): Promise<Row> {
  const store = storeOfAuditableType(audit.auditable_type);
  if (!store || !REVERTABLE_EVENTS.has(audit.event)) throw new TranslatedError(422, 'audits.notRevertable');
  if (!canAccess(store.definition.access ?? store.definition.name, 'edit', user)) throw forbidden();
  const old = audit.old_values ?? {};
  const changed = audit.new_values ?? {};
  const writable = revertableFields(store)!;
  const candidates = Object.keys(changed).filter((k) => writable.has(k) && old[k] !== REDACTED);
  const fields = requested ?? candidates;
  const refused = fields.filter((field) => !candidates.includes(field));
  if (refused.length || fields.length === 0) {
    const message = writer.t('audits.notRevertable');
    throw new TranslatedError(422, 'errors.invalidForm', { fields: [message, ...refused] });
  }
  try {
    return await db.transaction(async (tx) => {
      const existing = await readRecord(tx, store, audit.auditable_id, true);
      if (!existing) throw new TranslatedError(409, 'audits.recordDeleted');
      await laterChange(tx, audit, fields);
      // A value changed outside the API leaves no audit: the record itself says it moved on.
      if (fields.some((field) => canonical(existing[field]) !== canonical(changed[field])))
        throw new TranslatedError(409, 'errors.conflict');
      const shape = bodyShape(store);
      const body: Row = Object.fromEntries(
        Object.keys(shape)
          .filter((k) => k in existing)
          .map((k) => [k, existing[k]]),
      );
      for (const field of fields) body[field] = old[field] ?? null;
      const parsed = store.definition.schema.safeParse(body);
      if (!parsed.success)
        throw new TranslatedError(422, 'errors.invalidForm', fieldErrors(parsed.error, writer.locale, body));
      const prepared = parsed.data as Row;
      const values = store.hooks?.prepare ? store.hooks.prepare(prepared) : prepared;
      return writeUpdate(tx, store, existing, values, {
        ...writer,
        audit: { event: 'reverted', revertsId: audit.id },
      });
    });
  } catch (error) {
    if (error instanceof TranslatedError) throw error;
    databaseError(store, error, writer.t);
  }
}

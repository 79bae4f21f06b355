import { sql } from 'drizzle-orm';
import type { Queryable } from '../resources/resource-store.ts';

export type SyncStatus = 'pending' | 'synced' | 'failed';

export type SyncState = {
  system: string;
  entity: string;
  entity_id: string;
  status: SyncStatus;
  last_error: string | null;
  attempts: number;
  remote_id: string | null;
  updated_at: string;
};

export interface SyncTarget {
  system: string;
  entity: string;
  entityId: string;
}

const COLUMNS = sql`system, entity, entity_id, status, last_error, attempts, remote_id,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`;

export async function readSyncState(db: Queryable, target: SyncTarget): Promise<SyncState | null> {
  const found = await db.execute<SyncState>(sql`select ${COLUMNS} from integration_sync_states
    where system = ${target.system} and entity = ${target.entity} and entity_id = ${target.entityId}`);
  return found.rows[0] ?? null;
}

/** A new job was queued: the record is pending again, its attempts counted afresh. */
export async function markPending(
  db: Queryable,
  target: SyncTarget,
  idempotencyKey: string,
): Promise<SyncState> {
  const saved = await db.execute<SyncState>(sql`
    insert into integration_sync_states (system, entity, entity_id, status, attempts, idempotency_key)
    values (${target.system}, ${target.entity}, ${target.entityId}, 'pending', 0, ${idempotencyKey})
    on conflict (system, entity, entity_id) do update set status = 'pending', attempts = 0,
      last_error = null, idempotency_key = excluded.idempotency_key, updated_at = now()
    returning ${COLUMNS}`);
  return saved.rows[0]!;
}

/** An attempt ended. Only the job that owns the state (same idempotency key) may move it. */
export async function recordAttempt(
  db: Queryable,
  target: SyncTarget,
  idempotencyKey: string,
  outcome: { attempt: number } & (
    | { status: 'synced'; remoteId: string | null }
    | { status: 'pending' | 'failed'; error: string }
  ),
) {
  const error = outcome.status === 'synced' ? null : outcome.error.slice(0, 1000);
  const remoteId = outcome.status === 'synced' ? outcome.remoteId : null;
  await db.execute(sql`
    insert into integration_sync_states (system, entity, entity_id, status, attempts, last_error, remote_id, idempotency_key)
    values (${target.system}, ${target.entity}, ${target.entityId}, ${outcome.status}, ${outcome.attempt},
      ${error}, ${remoteId}, ${idempotencyKey})
    on conflict (system, entity, entity_id) do update set status = excluded.status,
      attempts = excluded.attempts, last_error = excluded.last_error,
      remote_id = coalesce(excluded.remote_id, integration_sync_states.remote_id), updated_at = now()
    where integration_sync_states.idempotency_key is not distinct from excluded.idempotency_key`);
}

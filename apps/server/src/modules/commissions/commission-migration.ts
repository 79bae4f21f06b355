import { sql } from 'drizzle-orm';
import { type AuditActor, recordAudits } from '../../platform/audit.ts';
import { fieldRefusal } from '../../platform/errors.ts';
import type { Row, Tx } from '../../platform/resources/resource-store.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';
import { recomputeCommissions } from './commission-computation.ts';

/**
 * The migration of spec section 1 (issue 14): every configuration of one agent moves to another in
 * the caller's transaction, one audit row each, and the commissions are recomputed with them. The
 * rows are locked first, so a configuration edited meanwhile waits and is moved as saved. An agent
 * without configurations is a 422 on `from_agent_code` (nothing would change); the same agent on both
 * sides is refused by the schema.
 */
export async function migrateAgentConfigurations(
  tx: Tx,
  from: string,
  to: string,
  actor: AuditActor,
): Promise<number> {
  const locked = serializeRows(
    await tx.execute<Row>(sql`select * from agent_commission_configs where agent_code = ${from}
      order by id for update`),
  );
  if (locked.length === 0) {
    throw fieldRefusal(422, 'from_agent_code', 'commissions.nothingToMigrate', { agent: from });
  }
  const moved = serializeRows(
    await tx.execute<Row>(sql`update agent_commission_configs set agent_code = ${to},
      updated_at = greatest(now(), updated_at + interval '1 millisecond')
      where agent_code = ${from} returning *`),
  );
  const before = new Map(locked.map((row) => [row.id, row]));
  await recordAudits(
    tx,
    actor,
    moved.map((after) => ({
      event: 'updated' as const,
      type: 'agentcommissionconfigs',
      id: after.id as number,
      before: before.get(after.id),
      after,
    })),
  );
  await recomputeCommissions(tx);
  return moved.length;
}

import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/**
 * Signs a user out everywhere: every access and refresh token stops working at once. The tokens'
 * trigger (migration 0008) tells every server process to forget the sessions it remembered.
 */
export async function endAllSessions(db: Queryable, userId: number): Promise<number> {
  const result = await db.execute(
    sql`update access_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`,
  );
  return result.rowCount ?? 0;
}

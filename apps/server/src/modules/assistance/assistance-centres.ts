import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/resources/resource-store.ts';

/** An assistance centre (STA) is a professional (PRO) company of the customers area. */
export async function isAssistanceCentre(tx: Tx, companyId: number): Promise<boolean> {
  const found = await tx.execute(
    sql`select 1 from companies where id = ${companyId} and client_type = 'PRO'`,
  );
  return found.rows.length > 0;
}

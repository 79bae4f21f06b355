import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';

/** How many entries the details screen shows: the recent past, not an audit of years. */
export const SIGN_IN_HISTORY_LIMIT = 50;

export interface SignInEntry {
  outcome: 'success' | 'failure';
  at: string;
  ip: string | null;
  user_agent: string | null;
}

/**
 * A user's recent sign-ins, newest first: each token family's first token is one sign-in (a refresh
 * adds a token to its family, not a sign-in), and each failed attempt with the user's e-mail. A
 * completed sign-in forgets its own address's failures, others' after a day (signInSucceeded,
 * sign-in-limits.ts): the history shows what the limits still count.
 */
export async function signInHistory(db: Queryable, userId: number, email: string): Promise<SignInEntry[]> {
  const result = await db.execute(sql`
    select * from (
      (select distinct on (family_id) 'success' as outcome, created_at as at, ip, user_agent
        from access_tokens where user_id = ${userId}
        order by family_id, created_at)
      union all
      (select 'failure', created_at, ip, null from login_failures
        where email = ${email.trim().toLowerCase()}
        order by created_at desc limit ${SIGN_IN_HISTORY_LIMIT})
    ) entries
    order by at desc
    limit ${SIGN_IN_HISTORY_LIMIT}`);
  return serializeRows(result) as unknown as SignInEntry[];
}

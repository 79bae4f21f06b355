import { sql } from 'drizzle-orm';
import { seal } from '../../platform/adapters/secret-box.ts';
import type { Db } from '../../platform/database.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/** The associated data a company's CRM secret is sealed with (secret-box.ts): a copy on another row fails. */
export const companySecretOwner = (id: number) => `company:${id}`;

/** The record's `secret_set`: whether a secret is stored (the secret itself is never answered). */
export const COMPANY_SECRET_SET = 'exists (select 1 from company_secrets s where s.company_id = t.id)';

/** Sets or replaces the company's secret, sealed; an absent or empty one keeps the stored secret. */
export async function storeCompanySecret(db: Queryable, key: Buffer, companyId: number, secret: unknown) {
  if (typeof secret !== 'string' || secret === '') return;
  await db.execute(sql`insert into company_secrets (company_id, sealed)
    values (${companyId}, ${seal(key, companySecretOwner(companyId), secret)})
    on conflict (company_id) do update set sealed = excluded.sealed, updated_at = now()`);
}

/**
 * Seals the secrets migration 0052 took out of `companies.secret` (SQL has no key) and forgets their
 * clear text; run at every start, it finds nothing once done. Two processes starting together: the
 * second's delete waits for the first's transaction and then finds no row.
 */
export async function sealWaitingCompanySecrets(db: Db, key: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx.execute<{ company_id: number; secret: string }>(
      sql`delete from company_secrets_to_seal returning company_id, secret`,
    );
    for (const row of waiting.rows) await storeCompanySecret(tx, key, row.company_id, row.secret);
    return waiting.rows.length;
  });
}

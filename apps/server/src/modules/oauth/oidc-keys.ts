import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../platform/database.ts';

export interface OidcKeys {
  /** The private signing keys (ID tokens), as the provider's `jwks`. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies (the newest first). */
  cookieKeys: string[];
}

function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** One named value of `oidc_keys`: the first process to start makes it; every other one reads that. */
async function sharedKey<T>(db: Db, name: string, make: () => T): Promise<T> {
  await db.execute(sql`
    insert into oidc_keys (name, value) values (${name}, ${JSON.stringify(make())}::jsonb)
    on conflict (name) do nothing`);
  const found = await db.execute<{ value: T }>(sql`select value from oidc_keys where name = ${name}`);
  return found.rows[0]!.value;
}

/**
 * The provider's keys, kept in the database (never the library's development keys): made once, the
 * same for every server process, kept across restarts, so tokens and cookies issued by one process
 * are read by all. Rotating them is deleting the rows and restarting (sessions in progress end).
 */
export async function loadOidcKeys(db: Db): Promise<OidcKeys> {
  const jwks = await sharedKey(db, 'jwks', () => ({ keys: [newSigningKey()] }));
  const cookieKeys = await sharedKey(db, 'cookie-keys', () => [randomBytes(32).toString('base64url')]);
  return { jwks, cookieKeys };
}

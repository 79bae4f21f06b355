import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { newestFirstOrder, stamp, timestamps } from '../../platform/columns.ts';

/** Applications allowed to sign people in through our login service (the OAuth clients screen). */
export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: serial('id').primaryKey(),
    /**
     * The public identifier the client sends (`client_id`), made by the database on insert (122
     * random bits): unguessable, so clients cannot be found by counting.
     */
    client_id: text('client_id')
      .notNull()
      .unique()
      .default(sql`'pb_' || replace(gen_random_uuid()::text, '-', '')`),
    name: text('name').notNull(),
    redirect_uris: text('redirect_uris').array().notNull(),
    grant_types: text('grant_types').array().notNull(),
    /** `public` (PKCE only) or `confidential` (PKCE and a secret). */
    client_type: text('client_type').notNull(),
    active: boolean('active').notNull().default(true),
    /** SHA-256 (hex) of a confidential client's secret; the secret itself is never stored. */
    secret_hash: text('secret_hash'),
    ...timestamps,
  },
  (t) => [newestFirstOrder('oauth_clients', t)],
);

/**
 * The provider's own state (oidc-provider's adapter): authorization codes, sessions, interactions,
 * grants, access and refresh tokens, one row each, keyed by model and id. Expired rows are ignored
 * when read and swept by a job.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grant_id: text('grant_id'),
    user_code: text('user_code'),
    uid: text('uid'),
    expires_at: stamp('expires_at'),
    consumed_at: stamp('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index().on(t.model, t.uid),
    index().on(t.grant_id),
    index().on(t.expires_at),
  ],
);

/**
 * The provider's signing keys (JWKS) and cookie keys, made once by the first server to start and
 * shared by every process (a key per process would make one process's ID tokens and cookies
 * unreadable to another).
 */
export const oidcKeys = pgTable('oidc_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  created_at: timestamps.created_at,
});

import { sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../platform/database.ts';

/** The client type whose secret the provider must ask for (`client_secret_basic`, see client-secret.ts). */
const CONFIDENTIAL = 'confidential';

type ClientRow = {
  client_id: string;
  name: string;
  redirect_uris: string[];
  grant_types: string[];
  client_type: string;
  secret_hash: string | null;
};

/**
 * A registered client as the provider reads it: only active ones exist. A confidential client's
 * `client_secret` is the hash of its secret: the token endpoint's caller presents the secret, and
 * the request's Basic credentials are hashed before the provider compares them (client-secret.ts).
 */
export function clientMetadata(row: ClientRow): AdapterPayload | undefined {
  const confidential = row.client_type === CONFIDENTIAL;
  // A confidential client without a secret cannot authenticate: it does not exist for the provider.
  if (confidential && !row.secret_hash) return undefined;
  return {
    client_id: row.client_id,
    client_name: row.name,
    redirect_uris: row.redirect_uris,
    grant_types: row.grant_types,
    response_types: ['code'],
    token_endpoint_auth_method: confidential ? 'client_secret_basic' : 'none',
    ...(confidential ? { client_secret: row.secret_hash! } : {}),
  };
}

class ClientAdapter implements Adapter {
  constructor(private readonly db: Db) {}

  async find(id: string) {
    const found = await this.db.execute<ClientRow>(sql`
      select client_id, name, redirect_uris, grant_types, client_type, secret_hash
      from oauth_clients where client_id = ${id} and active`);
    const row = found.rows[0];
    return row ? clientMetadata(row) : undefined;
  }

  // Clients are registered through the OAuth clients screen, never by the provider.
  async upsert() {}
  async findByUid() {
    return undefined;
  }
  async findByUserCode() {
    return undefined;
  }
  async consume() {}
  async destroy() {}
  async revokeByGrantId() {}
}

/**
 * Codes, sessions, interactions, grants and tokens of the provider, one row each in `oidc_payloads`,
 * so every server process sees the same state. An expired row is never answered; the sweep job
 * deletes it later.
 */
class PayloadAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  private async findWhere(condition: ReturnType<typeof sql>) {
    const found = await this.db.execute<{ payload: AdapterPayload; consumed: boolean }>(sql`
      select payload, consumed_at is not null as consumed from oidc_payloads
      where model = ${this.model} and ${condition} and (expires_at is null or expires_at > now())`);
    const row = found.rows[0];
    if (!row) return undefined;
    // The provider refuses a consumed code (and revokes what it issued) when `consumed` is set.
    return row.consumed ? { ...row.payload, consumed: true } : row.payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
    await this.db.execute(sql`
      insert into oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
      values (${this.model}, ${id}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null},
        ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt})
      on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
        user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`);
  }

  find(id: string) {
    return this.findWhere(sql`id = ${id}`);
  }

  findByUid(uid: string) {
    return this.findWhere(sql`uid = ${uid}`);
  }

  findByUserCode(userCode: string) {
    return this.findWhere(sql`user_code = ${userCode}`);
  }

  async consume(id: string) {
    await this.db.execute(
      sql`update oidc_payloads set consumed_at = now() where model = ${this.model} and id = ${id}`,
    );
  }

  async destroy(id: string) {
    await this.db.execute(sql`delete from oidc_payloads where model = ${this.model} and id = ${id}`);
  }

  async revokeByGrantId(grantId: string) {
    await this.db.execute(sql`delete from oidc_payloads where grant_id = ${grantId}`);
  }
}

/** oidc-provider's `adapter` option: clients from our table, everything else in `oidc_payloads`. */
export const oidcAdapter = (db: Db) => (model: string) =>
  model === 'Client' ? new ClientAdapter(db) : new PayloadAdapter(db, model);

/** Deletes the provider's expired rows (the sweep job); answers how many. */
export async function sweepExpiredPayloads(db: Db): Promise<number> {
  const deleted = await db.execute(
    sql`delete from oidc_payloads where expires_at is not null and expires_at < now() - interval '1 hour'`,
  );
  return deleted.rowCount ?? 0;
}

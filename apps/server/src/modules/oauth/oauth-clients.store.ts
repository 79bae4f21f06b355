import { oauthClients } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Queryable, ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';

/**
 * A confidential client's secret is shown once: in the answer of the write that made it. It never
 * reaches a column (only its hash does), so the write's transaction hands it to the record read at
 * the end of that same write (the kit reads the answer with the transaction it wrote with).
 * Reads through any other connection, later, never see it.
 */
const shownOnce = new WeakMap<object, string>();

/** A new secret for the client: its hash is stored, the secret is shown in this write's answer. */
export async function replaceSecret(tx: Tx, clientRowId: number): Promise<string> {
  const secret = newToken();
  await tx.execute(
    sql`update oauth_clients set secret_hash = ${hashToken(secret)} where id = ${clientRowId}`,
  );
  shownOnce.set(tx, secret);
  return secret;
}

type UriRow = { uri: string };

export const oauthClientStore: ResourceStore = {
  definition: oauthClients,
  table: 'oauth_clients',
  writable: ['name', 'redirect_uris', 'grant_types', 'client_type', 'active'],
  listColumns: ['id', 'client_id', 'name', 'client_type', 'active', 'created_at', 'updated_at'],
  // Whether a secret is set, never the secret or its hash.
  computed: { has_secret: 't.secret_hash is not null' },
  uniques: { oauth_clients_client_id_unique: 'client_id' },
  hooks: {
    prepare(body) {
      // Edited as rows of one column; stored as a list of URLs, each once.
      const uris = [...new Set(((body.redirect_uris as UriRow[]) ?? []).map((row) => row.uri.trim()))];
      return { ...body, redirect_uris: uris };
    },
    async afterCreate(tx, id, body) {
      if (body.client_type === 'confidential') await replaceSecret(tx, id);
    },
    async afterWrite(tx, record, body) {
      const wasCreated = record.client_type === undefined;
      if (wasCreated) return;
      // A client made confidential gets its first secret; one made public loses its secret.
      if (body.client_type === 'public') {
        await tx.execute(sql`update oauth_clients set secret_hash = null where id = ${Number(record.id)}`);
      } else if (record.client_type === 'public') {
        await replaceSecret(tx, Number(record.id));
      }
    },
    async attach(db: Queryable, record: Row) {
      const { secret_hash: _hash, ...shown } = record;
      const uris = (record.redirect_uris as string[] | null) ?? [];
      const secret = shownOnce.get(db);
      if (secret) shownOnce.delete(db);
      return {
        ...shown,
        redirect_uris: uris.map((uri) => ({ uri })),
        ...(secret ? { client_secret: secret } : {}),
      };
    },
  },
};

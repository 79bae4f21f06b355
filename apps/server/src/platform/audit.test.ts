import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/access/access.tables.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { audits } from './platform.tables.ts';

let t: TestApp;
let actor: AuditActor;
beforeAll(async () => {
  t = await createTestApp();
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@proboard.local'));
  actor = {
    userId: admin!.id,
    email: admin!.email,
    url: '/api/msproduct.v1/admin/articles/42',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
    requestId: '5f0c1e9a-0000-4000-8000-000000000001',
  };
});
afterAll(() => t.close());

const auditsOf = (type: string, id: string) =>
  t.db
    .select()
    .from(audits)
    // The demo's own trail (seed/demo-audits.ts) names demo records too: left out.
    .where(
      and(
        eq(audits.auditable_type, type),
        eq(audits.auditable_id, id),
        sql`${audits.request_id} is distinct from 'demo-seed'`,
      ),
    )
    .orderBy(audits.id);

const article = {
  id: 42,
  az_iso: 'AZX6FLEXA',
  name: 'Flexa 4.0',
  price: '120.50',
  active: true,
  markets: ['ES', 'FR'],
  dimensions: { width: 100, height: 200 },
  created_at: '2025-01-01 10:00:00+00',
  updated_at: '2025-01-01 10:00:00+00',
};

describe('recordAudit', () => {
  it('records a creation with the actor, the url, the ip and the new values', async () => {
    await recordAudit(t.db, actor, { event: 'created', type: 'articles', id: 42, after: article });
    const [row] = await auditsOf('articles', '42');
    expect(row).toMatchObject({
      user_id: actor.userId,
      user_email: 'admin@proboard.local',
      event: 'created',
      auditable_type: 'articles',
      auditable_id: '42',
      old_values: null,
      new_values: article,
      url: actor.url,
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (test)',
      request_id: actor.requestId,
    });
    expect(row!.created_at).toBeTruthy();
  });

  it('keeps only the changed fields of an update, old beside new', async () => {
    const after = {
      ...article,
      name: 'Flexa 4.1',
      markets: ['ES', 'FR', 'PT'],
      dimensions: { height: 200, width: 110 },
      updated_at: '2025-02-01 10:00:00+00',
    };
    await recordAudit(t.db, actor, { event: 'updated', type: 'articles', id: 42, before: article, after });
    const [row] = await t.db.select().from(audits).orderBy(desc(audits.id)).limit(1);
    expect(row!.event).toBe('updated');
    expect(row!.old_values).toEqual({
      name: 'Flexa 4.0',
      markets: ['ES', 'FR'],
      dimensions: { width: 100, height: 200 },
    });
    expect(row!.new_values).toEqual({
      name: 'Flexa 4.1',
      markets: ['ES', 'FR', 'PT'],
      dimensions: { height: 200, width: 110 },
    });
  });

  it('sees no change in the same object written with its keys in another order', async () => {
    const before = { id: 7, dimensions: { width: 1, height: 2 }, name: 'A' };
    const after = { name: 'B', dimensions: { height: 2, width: 1 }, id: 7 };
    await recordAudit(t.db, actor, { event: 'updated', type: 'ranges', id: 7, before, after });
    const [row] = await auditsOf('ranges', '7');
    expect(row!.old_values).toEqual({ name: 'A' });
    expect(row!.new_values).toEqual({ name: 'B' });
  });

  it('writes nothing for an update that changes nothing', async () => {
    await recordAudit(t.db, actor, {
      event: 'updated',
      type: 'families',
      id: 3,
      before: { id: 3, name: 'Split', updated_at: '2025-01-01' },
      after: { id: 3, name: 'Split', updated_at: '2025-03-01' },
    });
    expect(await auditsOf('families', '3')).toEqual([]);
  });

  it('records a deletion with the old values', async () => {
    await recordAudit(t.db, actor, {
      event: 'deleted',
      type: 'articles',
      id: 43,
      before: { ...article, id: 43 },
    });
    const [row] = await auditsOf('articles', '43');
    expect(row).toMatchObject({ event: 'deleted', old_values: { ...article, id: 43 }, new_values: null });
  });

  it('records a change made without a signed-in user (public routes, jobs)', async () => {
    const anonymous: AuditActor = {
      userId: null,
      email: null,
      url: null,
      ip: null,
      userAgent: null,
      requestId: null,
    };
    await recordAudit(t.db, anonymous, {
      event: 'created',
      type: 'imports',
      id: 'batch-1',
      after: { rows: 3 },
    });
    const [row] = await auditsOf('imports', 'batch-1');
    expect(row).toMatchObject({ user_id: null, url: null, ip: null, new_values: { rows: 3 } });
  });

  it('never stores passwords, hashes, secrets, tokens or api keys, even nested', async () => {
    const secrets = {
      password: 'Sup3r-secret-pass',
      password_confirmation: 'Sup3r-secret-pass',
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
      secret: 'crm-shared-secret-1',
      client_secret: 'oauth-client-secret-2',
      token: 'reset-token-3',
      access_token: 'access-token-4',
      refresh_token: 'refresh-token-5',
      token_hash: 'f00dfeedf00dfeed',
      refresh_hash: 'beefbeefbeefbeef',
      apikey: 'proboard-web-key-6',
      api_key: 'erp-api-key-7',
      settings: { smtp_password: 'smtp-pass-8', crm: { secret: 'nested-secret-9' }, color: 'blue' },
    };
    const user = { id: 900, email: 'new@proboard.local', password_changed_at: '2025-01-01', ...secrets };
    await recordAudit(t.db, actor, { event: 'created', type: 'users', id: 900, after: user });
    await recordAudit(t.db, actor, {
      event: 'updated',
      type: 'users',
      id: 900,
      before: user,
      after: {
        ...user,
        email: 'renamed@proboard.local',
        password_hash: '$argon2id$v=19$m=19456,t=2,p=1$bmV3c2FsdA$bmV3aGFzaA',
        token: 'reset-token-10',
      },
    });
    await recordAudit(t.db, actor, { event: 'deleted', type: 'users', id: 900, before: user });

    const rows = await auditsOf('users', '900');
    expect(rows.map((r) => r.event)).toEqual(['created', 'updated', 'deleted']);
    const stored = JSON.stringify(rows);
    for (const value of [
      ...Object.values(secrets).filter((v) => typeof v === 'string'),
      'smtp-pass-8',
      'nested-secret-9',
      'bmV3aGFzaA',
      'reset-token-10',
    ]) {
      expect(stored).not.toContain(value);
    }
    const [created, updated] = rows;
    expect(created!.new_values).toMatchObject({
      email: 'new@proboard.local',
      password_changed_at: '2025-01-01',
      settings: { color: 'blue' },
    });
    // A changed secret shows that it changed, never its value.
    expect(updated!.old_values).toEqual({
      email: 'new@proboard.local',
      password_hash: '[redacted]',
      token: '[redacted]',
    });
    expect(updated!.new_values).toEqual({
      email: 'renamed@proboard.local',
      password_hash: '[redacted]',
      token: '[redacted]',
    });
    const raw = await t.db.execute(
      sql`select count(*)::int as n from audits where old_values::text like '%Sup3r%' or new_values::text like '%Sup3r%'`,
    );
    expect(raw.rows[0]).toEqual({ n: 0 });
  });

  it('keeps flags and dates about secrets (the password reset records password_changed)', async () => {
    await recordAudit(t.db, actor, {
      event: 'updated',
      type: 'users',
      id: 901,
      before: { password_changed: false, token_expires_at: null },
      after: { password_changed: true, token_expires_at: '2025-05-01 10:00:00+00' },
    });
    const [row] = await auditsOf('users', '901');
    expect(row!.old_values).toEqual({ password_changed: false, token_expires_at: null });
    expect(row!.new_values).toEqual({ password_changed: true, token_expires_at: '2025-05-01 10:00:00+00' });
  });

  it('is written inside the caller transaction and rolled back with it', async () => {
    await t.db
      .transaction(async (tx) => {
        await recordAudit(tx, actor, { event: 'created', type: 'coupons', id: 5, after: { code: 'X' } });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await auditsOf('coupons', '5')).toEqual([]);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A long cache life: whatever ends a session below must do so through the change counts, not the TTL.
let t: TestApp;
let other: pg.Client;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_CACHE_SECONDS: '300' } });
  // "Another server process" (or an operator with psql) changing the database directly.
  other = new pg.Client({ connectionString: t.databaseUrl });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await t.close();
});

const USER = '/api/mslogin.v1/auth/user';
const ROLES = '/api/mslogin.v1/admin/roles';

/** What a request with the token answers now: no wait, the very next request must see a change. */
const answers = async (token: string, url: string) =>
  (await t.request({ method: 'GET', url, token })).statusCode;

describe('remembered sessions', () => {
  it('are remembered between requests (a change nobody counts is not seen)', async () => {
    const token = await t.signIn('admin@proboard.local');
    expect((await t.request({ method: 'GET', url: USER, token })).statusCode).toBe(200);
    // Revoked behind the triggers' back: the remembered session still answers...
    await other.query('begin');
    await other.query('alter table access_tokens disable trigger access_tokens_auth_change');
    await other.query(
      `update access_tokens set revoked_at = now() where token_hash = encode(sha256($1::bytea), 'hex')`,
      [token],
    );
    await other.query('alter table access_tokens enable trigger access_tokens_auth_change');
    await other.query('commit');
    expect((await t.request({ method: 'GET', url: USER, token })).statusCode).toBe(200);
    // ...until any counted change makes every process look the session up again.
    await other.query(`update roles set name = name where id = (select min(id) from roles)`);
    expect(await answers(token, USER)).toBe(401);
  });

  it('end at once when another process revokes the token', async () => {
    const token = await t.signIn('admin@proboard.local');
    expect((await t.request({ method: 'GET', url: USER, token })).statusCode).toBe(200);
    await other.query(
      `update access_tokens set revoked_at = now() where token_hash = encode(sha256($1::bytea), 'hex')`,
      [token],
    );
    expect(await answers(token, USER)).toBe(401);
  });

  it('lose a role as soon as another process removes it', async () => {
    const token = await t.signIn('admin@proboard.local');
    expect((await t.request({ method: 'GET', url: ROLES, token })).statusCode).toBe(200);
    await other.query(
      `delete from user_roles where user_id = (select id from users where email = 'admin@proboard.local')`,
    );
    await other.query(`update users set role_group_id = null where email = 'admin@proboard.local'`);
    expect(await answers(token, ROLES)).toBe(403);
  });

  it('end when the token expires, whatever the cache life', async () => {
    const token = await t.signIn('catalogue@proboard.local');
    await other.query(
      `update access_tokens set expires_at = now() + interval '1500 milliseconds' where token_hash = encode(sha256($1::bytea), 'hex')`,
      [token],
    );
    expect((await t.request({ method: 'GET', url: USER, token })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await t.request({ method: 'GET', url: USER, token })).statusCode).toBe(401);
  });
});

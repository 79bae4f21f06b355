import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const LOGIN = '/api/msdashboard.v1-public/auth/login';
const STEP = '/api/mslogin.v1-public/auth/second-factor';
const STEP_ENROLMENT = '/api/mslogin.v1-public/auth/second-factor/enrolment';
const ME = '/api/mslogin.v1/auth/second-factor';
const USER = '/api/mslogin.v1/auth/user';
const GROUPS = '/api/mslogin.v1/role-groups';
const INTERNAL = '/api/mslogin.v1/admin/internal-users';
const PASSWORD = 'segundo-factor-2026';
const MAX_FAILURES = 4;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES: String(MAX_FAILURES) } });
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
/** The code an authenticator app shows `steps` periods from now (one step ahead is accepted). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * 30 });

async function scalar<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await t.db.execute<{ v: T }>(query);
  return result.rows[0]!.v;
}

/** A staff member with a password, in `group` (created here so each test has its own limits). */
async function staff(name: string, group = 'Posventa') {
  const email = `${name}.${Date.now()}@example.com`;
  const id = await scalar<number>(sql`
    insert into users (email, name, surname, password_hash, profile_id, role_group_id, type)
    values (${email}, ${name}, 'Prueba', ${await hashPassword(PASSWORD)},
      (select id from profiles where az_iso = 'INTERNAL'),
      (select id from role_groups where name = ${group}), 'internal')
    returning id as v`);
  return { id, email };
}

const login = (email: string, password = PASSWORD) =>
  t.request({ method: 'POST', url: LOGIN, payload: { email, password }, headers: { 'app-locale': 'en' } });
const answer = (challenge: string, code: string) =>
  t.request({ method: 'POST', url: STEP, payload: { challenge, code }, headers: { 'app-locale': 'en' } });
const failures = (email: string) =>
  scalar<number>(sql`select count(*)::int as v from login_failures where email = ${email}`);

/** Signs in with the password alone (no factor yet) and enrols from the user's own menu. */
async function enrolled(name: string) {
  const user = await staff(name);
  const token = (await login(user.email)).json().access_token as string;
  const started = await t.request({ method: 'POST', url: `${ME}/enrolment`, token });
  const { secret } = started.json().enrolment;
  const firstCode = await codeAt(secret);
  const confirmed = await t.request({
    method: 'POST',
    url: `${ME}/enrolment/confirm`,
    token,
    payload: { code: firstCode },
  });
  expect(confirmed.statusCode).toBe(200);
  return { ...user, token, secret, firstCode, recoveryCodes: confirmed.json().recovery_codes as string[] };
}

describe('enrolment from the user menu', () => {
  it('shows a QR code and the secret once, confirms with a first code and gives 10 recovery codes', async () => {
    const user = await staff('lucia');
    const token = (await login(user.email)).json().access_token;
    expect((await t.request({ method: 'GET', url: ME, token })).json().second_factor).toMatchObject({
      enrolled: false,
      required: false,
    });

    const started = await t.request({ method: 'POST', url: `${ME}/enrolment`, token });
    expect(started.statusCode).toBe(200);
    const { secret, qr_code, otpauth_url } = started.json().enrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/PRO%20board:/);
    // At rest the secret is encrypted.
    const stored = await scalar<string>(
      sql`select secret_encrypted as v from user_second_factors where user_id = ${user.id}`,
    );
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/^v1:/);

    const wrong = await t.request({
      method: 'POST',
      url: `${ME}/enrolment/confirm`,
      token,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeDefined();
    expect(await failures(user.email)).toBe(1);

    const confirmed = await t.request({
      method: 'POST',
      url: `${ME}/enrolment/confirm`,
      token,
      payload: { code: await codeAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const hashes = await t.db.execute<{ code_hash: string }>(
      sql`select code_hash from second_factor_recovery_codes where user_id = ${user.id}`,
    );
    expect(hashes.rows.map((r) => r.code_hash).join()).not.toContain(codes[0]!.replace('-', ''));

    const status = (await t.request({ method: 'GET', url: ME, token })).json().second_factor;
    expect(status).toMatchObject({ enrolled: true, recovery_codes_left: 10 });
    expect(JSON.stringify(status)).not.toContain(secret);
    const again = await t.request({ method: 'POST', url: `${ME}/enrolment`, token });
    expect(again.statusCode).toBe(422);
    const audit = await scalar<number>(sql`select count(*)::int as v from audits
      where auditable_type = 'users' and auditable_id = ${String(user.id)} and new_values::text like '%second_factor%'`);
    expect(audit).toBe(1);
  });

  it("does not let another user confirm someone's enrolment", async () => {
    const lucia = await staff('lucia-b');
    const marco = await staff('marco');
    const luciaToken = (await login(lucia.email)).json().access_token;
    const marcoToken = (await login(marco.email)).json().access_token;
    const { secret } = (await t.request({ method: 'POST', url: `${ME}/enrolment`, token: luciaToken })).json()
      .enrolment;
    const hijack = await t.request({
      method: 'POST',
      url: `${ME}/enrolment/confirm`,
      token: marcoToken,
      payload: { code: await codeAt(secret) },
    });
    expect(hijack.statusCode).toBe(422);
    const confirmed = await scalar<number>(
      sql`select count(*)::int as v from user_second_factors where confirmed_at is not null and user_id in (${lucia.id}, ${marco.id})`,
    );
    expect(confirmed).toBe(0);
  });
});

describe('sign-in with a second factor', () => {
  it('issues no token for the password alone; the right code gives the pair', async () => {
    const user = await enrolled('andrea');
    const first = await login(user.email);
    expect(first.statusCode).toBe(200);
    const step = first.json();
    expect(step).toMatchObject({ second_factor: 'verify', expires_in: 300 });
    expect(step.access_token).toBeUndefined();
    expect(step.challenge).toMatch(/^[\w-]{43}$/);

    const done = await answer(step.challenge, await codeAt(user.secret, 1));
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    const me = await t.request({ method: 'GET', url: USER, token: done.json().access_token });
    expect(me.json().user.email).toBe(user.email);

    // The challenge works once.
    const reused = await answer(step.challenge, await codeAt(user.secret, 1));
    expect(reused.statusCode).toBe(401);
  });

  it('refuses a wrong or replayed code and counts it as a failed sign-in, up to the lock', async () => {
    const user = await enrolled('bruno');
    // The code that confirmed the enrolment is spent: using it to sign in is a replay.
    const replay = await answer((await login(user.email)).json().challenge, user.firstCode);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.code).toEqual(['The code is not right or has already been used']);
    expect(await failures(user.email)).toBe(1);

    // A correct password alone does not forget the failures (only a completed sign-in does).
    const challenge = (await login(user.email)).json().challenge;
    expect(await failures(user.email)).toBe(1);
    for (let i = 2; i <= MAX_FAILURES; i++) {
      expect((await answer(challenge, '123456')).statusCode).toBe(422);
    }
    expect(await failures(user.email)).toBe(MAX_FAILURES);
    // Locked like after wrong passwords: the right code and the right password are refused too.
    const locked = await answer(challenge, await codeAt(user.secret, 1));
    expect(locked.statusCode).toBe(429);
    expect((await login(user.email)).statusCode).toBe(429);
  });

  it("refuses a signed-in user's codes once the sign-in limit holds, saying in Retry-After when to try again", async () => {
    const user = await staff('berta');
    const token = (await login(user.email)).json().access_token as string;
    const { secret } = (await t.request({ method: 'POST', url: `${ME}/enrolment`, token })).json().enrolment;
    const confirm = (code: string) =>
      t.request({ method: 'POST', url: `${ME}/enrolment/confirm`, token, payload: { code } });
    for (let i = 1; i <= MAX_FAILURES; i++) expect((await confirm('000000')).statusCode).toBe(422);
    const locked = await confirm(await codeAt(secret));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('accepts each recovery code once', async () => {
    const user = await enrolled('carla');
    const [code] = user.recoveryCodes;
    const used = await answer((await login(user.email)).json().challenge, code!.toUpperCase());
    expect(used.statusCode).toBe(200);
    const again = await answer((await login(user.email)).json().challenge, code!);
    expect(again.statusCode).toBe(422);
    const status = (await t.request({ method: 'GET', url: ME, token: used.json().access_token })).json();
    expect(status.second_factor.recovery_codes_left).toBe(9);
  });

  it('refuses an expired challenge', async () => {
    const user = await enrolled('dario');
    const challenge = (await login(user.email)).json().challenge;
    await t.db.execute(sql`update sign_in_challenges set expires_at = now() - interval '1 second'
      where user_id = ${user.id}`);
    const late = await answer(challenge, await codeAt(user.secret, 1));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('The verification step has expired or was already used; sign in again');
    expect((await answer('made-up-challenge', '123456')).statusCode).toBe(401);
  });

  it('answers malformed steps with 422, never a 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: STEP,
      payload: { challenge: 'x', code: 'x'.repeat(500) },
    });
    expect(res.statusCode).toBe(422);
    const missing = await t.request({ method: 'POST', url: STEP, payload: { code: '123456' } });
    expect(missing.statusCode).toBe(422);
  });
});

describe('required by the role group', () => {
  it('makes a member without a factor enrol during sign-in before any token', async () => {
    const groupId = await scalar<number>(sql`select id as v from role_groups where name = 'Catálogo'`);
    const group = (await t.request({ method: 'GET', url: `${GROUPS}/${groupId}`, token: admin })).json()
      .roles_group;
    const flagged = await t.request({
      method: 'PUT',
      url: `${GROUPS}/${groupId}`,
      token: admin,
      payload: { ...group, roles: group.roles, second_factor_required: true },
    });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json().roles_group.second_factor_required).toBe(true);

    const user = await staff('elena', 'Catálogo');
    const step = (await login(user.email)).json();
    expect(step).toMatchObject({ second_factor: 'enrol' });
    expect(step.access_token).toBeUndefined();
    // Answering before setting anything up is a failure like any wrong code.
    expect((await answer(step.challenge, '123456')).statusCode).toBe(422);

    const enrolment = await t.request({
      method: 'POST',
      url: STEP_ENROLMENT,
      payload: { challenge: step.challenge },
    });
    expect(enrolment.statusCode).toBe(200);
    const { secret, qr_code } = enrolment.json().enrolment;
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    const done = await answer(step.challenge, await codeAt(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json().access_token).toBeTruthy();
    expect(done.json().recovery_codes).toHaveLength(10);

    // Enrolled now: the next sign-in asks for a code, and the factor cannot be turned off.
    const next = (await login(user.email)).json();
    expect(next.second_factor).toBe('verify');
    const enrolmentAgain = await t.request({
      method: 'POST',
      url: STEP_ENROLMENT,
      payload: { challenge: next.challenge },
    });
    expect(enrolmentAgain.statusCode).toBe(422);
    const off = await t.request({
      method: 'POST',
      url: `${ME}/disable`,
      token: done.json().access_token,
      payload: { code: await codeAt(secret, 1) },
      headers: { 'app-locale': 'en' },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toContain('requires two-step verification');

    // The demo accounts of other groups still sign in with their password alone.
    expect((await login('aftersales@proboard.local', 'proboard-demo')).json().access_token).toBeTruthy();
    await t.request({
      method: 'PUT',
      url: `${GROUPS}/${groupId}`,
      token: admin,
      payload: { ...flagged.json().roles_group, second_factor_required: false },
    });
  });
});

describe('turning off and new recovery codes', () => {
  it('asks for a current code for each', async () => {
    const user = await enrolled('fabio');
    const refused = await t.request({
      method: 'POST',
      url: `${ME}/recovery-codes`,
      token: user.token,
      payload: { code: '999999' },
    });
    expect(refused.statusCode).toBe(422);
    const renewed = await t.request({
      method: 'POST',
      url: `${ME}/recovery-codes`,
      token: user.token,
      payload: { code: await codeAt(user.secret, 1) },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recovery_codes).toHaveLength(10);
    // The old set stopped working.
    const old = await answer((await login(user.email)).json().challenge, user.recoveryCodes[0]!);
    expect(old.statusCode).toBe(422);

    await t.db.execute(
      sql`update user_second_factors set last_time_step = last_time_step - 2 where user_id = ${user.id}`,
    );
    const off = await t.request({
      method: 'POST',
      url: `${ME}/disable`,
      token: user.token,
      payload: { code: await codeAt(user.secret) },
    });
    expect(off.statusCode).toBe(200);
    expect((await login(user.email)).json().access_token).toBeTruthy();
  });
});

describe('administrator reset', () => {
  it('removes the factor (audited), guarded by the users edit permission', async () => {
    const user = await enrolled('gala');
    const readonly = await t.signIn('readonly@proboard.local');
    const status = await t.request({
      method: 'GET',
      url: `${INTERNAL}/${user.id}/second-factor`,
      token: admin,
    });
    expect(status.json().second_factor).toMatchObject({ enrolled: true, recovery_codes_left: 10 });

    const refused = await t.request({
      method: 'POST',
      url: `${INTERNAL}/${user.id}/second-factor/reset`,
      token: readonly,
    });
    expect(refused.statusCode).toBe(403);
    const byHerself = await t.request({
      method: 'POST',
      url: `${INTERNAL}/${user.id}/second-factor/reset`,
      token: user.token,
    });
    expect(byHerself.statusCode).toBe(403);

    const reset = await t.request({
      method: 'POST',
      url: `${INTERNAL}/${user.id}/second-factor/reset`,
      token: admin,
    });
    expect(reset.statusCode).toBe(200);
    const audit = await scalar<string>(sql`select new_values::text as v from audits
      where auditable_type = 'internalusers' and auditable_id = ${String(user.id)} order by id desc limit 1`);
    expect(JSON.parse(audit)).toEqual({ second_factor: false });
    expect((await login(user.email)).json().access_token).toBeTruthy();
    const twice = await t.request({
      method: 'POST',
      url: `${INTERNAL}/${user.id}/second-factor/reset`,
      token: admin,
    });
    expect(twice.statusCode).toBe(422);
  });

  it("refuses an administrator's reset of their own factor", async () => {
    const adminId = await scalar<number>(sql`select id as v from users where email = 'admin@proboard.local'`);
    const own = await t.request({
      method: 'POST',
      url: `${INTERNAL}/${adminId}/second-factor/reset`,
      token: admin,
    });
    expect(own.statusCode).toBe(422);
  });
});

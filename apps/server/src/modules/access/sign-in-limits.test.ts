/**
 * The sign-in limits (sign-in-limits.ts): someone else's failures never lock an owner out, each
 * account and address pair waits longer after every failure, guessing spread over many addresses
 * is slowed for new addresses only, and the "invalid user profile" answer is inside the limits.
 */
import { formatMessage } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const LOGIN = '/api/msdashboard.v1-public/auth/login';
const MAX_FAILURES = 3;
/** One account over all addresses, and one address over all accounts: 4 x LOGIN_MAX_FAILURES. */
const CEILING = 4 * MAX_FAILURES;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES: String(MAX_FAILURES) } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from login_failures`);
});

const login = (email: string, password: string, remoteAddress: string) =>
  t.request({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress });

/** Moves every recorded failure `seconds` into the past: the wait elapses without sleeping. */
const age = (seconds: number) =>
  t.db.execute(sql`update login_failures set created_at = created_at - make_interval(secs => ${seconds})`);

const failures = async (email: string) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from login_failures where email = ${email}`,
    )
  ).rows[0]!.n;

describe('an account from one address', () => {
  it('is refused after LOGIN_MAX_FAILURES, with a wait that doubles after each further failure', async () => {
    const email = 'readonly@proboard.local';
    const guesser = '203.0.113.10';
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await login(email, `guess-${i}`, guesser)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login(email, DEMO_PASSWORD, guesser);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(formatMessage('es', 'errors.tooManyLogins'));
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      await age(wait);
      // Once the wait is over, one more guess is taken (and fails), and the next wait is longer.
      expect((await login(email, `late-guess-${round}`, guesser)).statusCode).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240]);
    // A refused attempt is not counted: asking again during the wait does not lengthen it.
    expect(Number((await login(email, 'x', guesser)).headers['retry-after'])).toBe(480);
    expect(Number((await login(email, 'x', guesser)).headers['retry-after'])).toBe(480);
  });

  it("does not lock the owner out: another address's failures leave the owner's address open", async () => {
    const email = 'catalogue@proboard.local';
    const usual = '198.51.100.30';
    expect((await login(email, DEMO_PASSWORD, usual)).statusCode).toBe(200);
    const attacker = '203.0.113.11';
    for (let i = 0; i < MAX_FAILURES + 2; i++) await login(email, `guess-${i}`, attacker);
    expect((await login(email, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    // The owner, from the usual address and from one never used before.
    expect((await login(email, DEMO_PASSWORD, usual)).statusCode).toBe(200);
    expect((await login(email, DEMO_PASSWORD, '198.51.100.31')).statusCode).toBe(200);
    // ... and the owner's sign-in does not forgive the attacker's failures.
    expect((await login(email, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
  });

  it('lets no more guesses through in a parallel burst than one after the other', async () => {
    const email = 'aftersales@proboard.local';
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(email, `parallel-${i}`, '203.0.113.12')),
    );
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(MAX_FAILURES);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
    expect(await failures(email)).toBeLessThanOrEqual(MAX_FAILURES);
  });
});

describe('one account guessed from many addresses', () => {
  it('slows addresses that never signed in to it, past the ceiling; the owner’s usual address passes', async () => {
    const email = 'admin@proboard.local';
    const usual = '198.51.100.40';
    expect((await login(email, DEMO_PASSWORD, usual)).statusCode).toBe(200);
    for (let i = 0; i < CEILING; i++) {
      // Each address stays under its own limit: only the account's total grows.
      expect((await login(email, `spread-${i}`, `203.0.113.${100 + i}`)).statusCode).toBe(401);
    }
    const newcomer = await login(email, DEMO_PASSWORD, '198.18.0.200');
    expect(newcomer.statusCode).toBe(429);
    expect(Number(newcomer.headers['retry-after'])).toBe(60);
    expect((await login(email, DEMO_PASSWORD, usual)).statusCode).toBe(200);
    // Slowed, not locked: after the wait a new address is heard again.
    await age(60);
    expect((await login(email, DEMO_PASSWORD, '198.18.0.200')).statusCode).toBe(200);
  });
});

describe('an account that may not use the back-office', () => {
  it('hears "invalid user profile" only within the limits, and each such attempt is recorded', async () => {
    const email = 'pro@proboard.local';
    const address = '203.0.113.20';
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await login(email, DEMO_PASSWORD, address);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(formatMessage('es', 'errors.invalidProfile'));
    }
    expect(await failures(email)).toBe(MAX_FAILURES);
    // Testing passwords against a customer account is as limited as guessing any other.
    expect((await login(email, DEMO_PASSWORD, address)).statusCode).toBe(429);
    expect((await login(email, 'a-guess', address)).statusCode).toBe(429);
  });

  it('treats an inactive account the same way', async () => {
    const [inactive] = (
      await t.db.execute<{ email: string }>(
        sql`select email from users where status = 'inactive' and password_hash is not null order by id limit 1`,
      )
    ).rows;
    expect(inactive).toBeTruthy();
    const email = inactive!.email.toLowerCase();
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(email, DEMO_PASSWORD, '203.0.113.21')).statusCode).toBe(403);
    }
    expect((await login(email, DEMO_PASSWORD, '203.0.113.21')).statusCode).toBe(429);
  });
});

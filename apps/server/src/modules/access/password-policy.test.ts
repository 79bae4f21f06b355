/**
 * Choosing a password (reset link, invitation link): the most common passwords and ones with the
 * product's or company's name are refused, saying why in the caller's language; and a newer reset
 * link voids the older unused ones.
 */
import fs from 'node:fs/promises';
import { formatMessage, LOCALES } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../platform/password-policy.ts';
import { notifications } from '../../platform/platform.tables.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createInvitationLink } from './auth.service.ts';
import { PASSWORD_RESET_QUEUE } from './password-reset.jobs.ts';

const FORGOT = '/api/mslogin.v1-public/password/forgot';
const RESET = '/api/mslogin.v1-public/password/reset';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const choose = (token: string, password: string, locale = 'es') =>
  t.request({
    method: 'POST',
    url: RESET,
    payload: { token, password, password_confirmation: password },
    headers: { 'app-locale': locale },
  });

/** Asks for a reset link for `email` and reads its token from the mail. */
async function resetToken(email: string): Promise<string> {
  await t.request({ method: 'POST', url: FORGOT, payload: { email } });
  await t.jobsDone(PASSWORD_RESET_QUEUE);
  const [row] = await t.db
    .select()
    .from(notifications)
    .where(sql`recipient = ${email}`)
    .orderBy(sql`id desc`)
    .limit(1);
  const eml = (await fs.readFile(row!.eml_path!, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return new URL(eml.match(/https?:\/\/\S+password\/reset\S+/)![0]).searchParams.get('token')!;
}

/** An invitation link for a demo person who has not chosen a password yet. */
async function invitationToken(): Promise<string> {
  const [invited] = (
    await t.db.execute<{ id: number }>(
      sql`select id from users where password_hash is null order by id limit 1`,
    )
  ).rows;
  const link = await createInvitationLink(t.db, invited!.id, 3600);
  return link!.token;
}

describe('a chosen password', () => {
  it('is refused when it is one of the most common passwords, saying so in the caller’s language', async () => {
    expect(isCommonPassword('Password123')).toBe(true);
    const token = await resetToken('aftersales@proboard.local');
    for (const locale of LOCALES) {
      for (const password of ['password123', '1234567890', 'qwertyuiop']) {
        const res = await choose(token, password, locale);
        expect(res.statusCode, `${locale} ${password}`).toBe(422);
        expect(res.json().errors).toEqual({
          password: [formatMessage(locale, 'validations.passwordCommon')],
        });
      }
    }
    // The link was not spent by the refusals: a good password is still taken.
    expect((await choose(token, 'lámpara de sal del desván')).statusCode).toBe(200);
  });

  it('is refused when it holds the product or company name, however it is written', async () => {
    const token = await invitationToken();
    const cases: [string, string][] = [
      ['MiProBoard2024!', 'PRO board'],
      ['pro board sesame', 'PRO board'],
      ['pr0-b0ard-key-9', 'PRO board'],
      ['Airzone-Madrid-1', 'Airzone'],
      ['@irz0ne clima', 'Airzone'],
      ['Altra 2025 invierno', 'Altra'],
    ];
    for (const [password, name] of cases) {
      const res = await choose(token, password, 'en');
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors.password, password).toEqual([
        formatMessage('en', 'validations.passwordName', { name }),
      ]);
    }
    // An invitation link takes a password that is neither.
    expect((await choose(token, 'digital track lamp 42')).statusCode).toBe(200);
  });
});

describe('reset links', () => {
  it('a newer link voids the older unused one', async () => {
    await t.db.execute(sql`delete from password_resets`);
    const older = await resetToken('readonly@proboard.local');
    const newer = await resetToken('readonly@proboard.local');
    expect(newer).not.toBe(older);
    const refused = await choose(older, 'tortuga azul del jardín', 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.token).toEqual([formatMessage('en', 'errors.linkExpired')]);
    expect((await choose(newer, 'tortuga azul del jardín')).statusCode).toBe(200);
  });
});

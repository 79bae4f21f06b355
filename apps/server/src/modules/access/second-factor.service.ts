import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/database.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { roleGroups, secondFactorRecoveryCodes, userSecondFactors, users } from './access.tables.ts';
import { decryptSecret, encryptSecret, secondFactorKey } from './second-factor-secret.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

/**
 * RFC 6238 as authenticator apps read it: 30 s steps, 6 digits, SHA-1. One step either side is
 * accepted for clock drift (OWASP ASVS 5.0 6.5.x): a code lives at most about 90 s.
 */
const TOTP = { period: 30, digits: 6, algorithm: 'sha1', epochTolerance: 30 } as const;
const ISSUER = 'PRO board';
export const RECOVERY_CODE_COUNT = 10;
/** 10 characters of a 31-symbol alphabet (about 50 bits), kept as argon2id hashes like passwords. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

export interface SecondFactorStatus {
  enrolled: boolean;
  confirmed_at: string | null;
  recovery_codes_left: number;
  /** The user's role group requires a second factor (it cannot be turned off, only reset). */
  required: boolean;
}

export interface Enrolment {
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR code, a `data:image/png` URL. */
  qr_code: string;
}

/** What the user typed: six digits (TOTP) or a recovery code (with or without its hyphen). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
const recoveryForm = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export async function secondFactorStatus(db: Queryable, userId: number): Promise<SecondFactorStatus> {
  const result = await db.execute<{ confirmed_at: string | null; left: number; required: boolean }>(sql`
    select
      (select to_char(confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        from user_second_factors where user_id = ${userId}) as confirmed_at,
      (select count(*)::int from second_factor_recovery_codes
        where user_id = ${userId} and used_at is null) as left,
      coalesce((select g.second_factor_required from users u join role_groups g on g.id = u.role_group_id
        where u.id = ${userId}), false) as required`);
  const row = result.rows[0]!;
  return {
    enrolled: row.confirmed_at !== null,
    confirmed_at: row.confirmed_at,
    recovery_codes_left: row.confirmed_at ? row.left : 0,
    required: row.required,
  };
}

/** What a correct password leads to: a code (`verify`), an enrolment (`enrol`), or the tokens (null). */
export async function secondFactorStep(db: Queryable, userId: number): Promise<'verify' | 'enrol' | null> {
  const status = await secondFactorStatus(db, userId);
  if (status.enrolled) return 'verify';
  return status.required ? 'enrol' : null;
}

/**
 * Starts (or starts again) an enrolment: a new secret, unconfirmed until a first code answers it.
 * Null when the user already has a confirmed factor (it must be turned off or reset first).
 */
export async function startEnrolment(db: Db, config: Config, userId: number): Promise<Enrolment | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const secret = generateSecret();
  const encrypted = encryptSecret(await secondFactorKey(config), userId, secret);
  const started = await db
    .insert(userSecondFactors)
    .values({ user_id: userId, secret_encrypted: encrypted })
    .onConflictDoUpdate({
      target: userSecondFactors.user_id,
      set: { secret_encrypted: encrypted, last_time_step: null, updated_at: sql`now()` },
      setWhere: isNull(userSecondFactors.confirmed_at),
    })
    .returning({ user_id: userSecondFactors.user_id });
  if (started.length === 0) return null;
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret, ...TOTP });
  return { secret, otpauth_url: otpauthUrl, qr_code: await QRCode.toDataURL(otpauthUrl, { margin: 1 }) };
}

/**
 * Checks a TOTP code against the user's factor (confirmed, or pending when `pending`), under a row
 * lock, and remembers its time step: the same code, or an older one, is refused afterwards (replay).
 */
async function acceptTotp(
  tx: Tx,
  config: Config,
  userId: number,
  code: string,
  state: 'confirmed' | 'pending',
): Promise<boolean> {
  if (!isTotpCode(code)) return false;
  const [factor] = await tx
    .select()
    .from(userSecondFactors)
    .where(
      and(
        eq(userSecondFactors.user_id, userId),
        state === 'confirmed'
          ? isNotNull(userSecondFactors.confirmed_at)
          : isNull(userSecondFactors.confirmed_at),
      ),
    )
    .for('update');
  if (!factor) return false;
  const secret = decryptSecret(await secondFactorKey(config), userId, factor.secret_encrypted);
  const result = await verify({
    secret,
    token: code,
    ...TOTP,
    ...(factor.last_time_step === null ? {} : { afterTimeStep: factor.last_time_step }),
  });
  // Only a TOTP answer carries its time step (the functional API also types HOTP's).
  if (!result.valid || !('timeStep' in result)) return false;
  await tx
    .update(userSecondFactors)
    .set({
      last_time_step: result.timeStep,
      updated_at: sql`now()`,
      ...(state === 'pending' ? { confirmed_at: sql`now()` } : {}),
    })
    .where(eq(userSecondFactors.user_id, userId));
  return true;
}

/** Uses one unused recovery code of the user; false when none matches. */
async function acceptRecoveryCode(tx: Tx, userId: number, code: string): Promise<boolean> {
  const typed = recoveryForm(code);
  if (typed.length !== RECOVERY_LENGTH) return false;
  const unused = await tx
    .select()
    .from(secondFactorRecoveryCodes)
    .where(and(eq(secondFactorRecoveryCodes.user_id, userId), isNull(secondFactorRecoveryCodes.used_at)))
    .for('update');
  for (const row of unused) {
    if (await verifyPassword(row.code_hash, typed)) {
      await tx
        .update(secondFactorRecoveryCodes)
        .set({ used_at: sql`now()` })
        .where(eq(secondFactorRecoveryCodes.id, row.id));
      return true;
    }
  }
  return false;
}

/** A sign-in's second step: a TOTP code, or else one of the recovery codes. */
export async function acceptSignInCode(tx: Tx, config: Config, userId: number, code: string) {
  if (isTotpCode(code)) return acceptTotp(tx, config, userId, code, 'confirmed');
  return acceptRecoveryCode(tx, userId, code);
}

/** A current TOTP code of the confirmed factor (turning it off, new recovery codes). */
export const acceptCurrentCode = (tx: Tx, config: Config, userId: number, code: string) =>
  acceptTotp(tx, config, userId, code, 'confirmed');

/** Confirms a pending enrolment with its first code and returns the recovery codes (null: refused). */
export async function confirmEnrolment(
  tx: Tx,
  config: Config,
  userId: number,
  code: string,
): Promise<string[] | null> {
  if (!(await acceptTotp(tx, config, userId, code, 'pending'))) return null;
  return replaceRecoveryCodes(tx, userId);
}

/** A new set of recovery codes, shown once: the previous set stops working. */
export async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join(''),
  );
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await tx.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.user_id, userId));
  await tx
    .insert(secondFactorRecoveryCodes)
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Removes the factor and its recovery codes (turned off by the user, or reset by an administrator). */
export async function removeSecondFactor(tx: Queryable, userId: number): Promise<boolean> {
  await tx.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.user_id, userId));
  const removed = await tx
    .delete(userSecondFactors)
    .where(eq(userSecondFactors.user_id, userId))
    .returning({ confirmed_at: userSecondFactors.confirmed_at });
  return removed.some((row) => row.confirmed_at !== null);
}

/** Whether the user's role group requires a second factor. */
export async function requiredByGroup(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: roleGroups.second_factor_required })
    .from(users)
    .innerJoin(roleGroups, eq(roleGroups.id, users.role_group_id))
    .where(eq(users.id, userId));
  return row?.required === true;
}

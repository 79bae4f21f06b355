import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/database.ts';
import { TranslatedError } from '../../platform/errors.ts';
import { hashPassword, verifyDecoy, verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { accessTokens, passwordResets, profiles, signInChallenges, users } from './access.tables.ts';
import {
  acceptSignInCode,
  confirmEnrolment,
  type Enrolment,
  secondFactorStep,
  startEnrolment,
} from './second-factor.service.ts';
import {
  checkSignInLimits,
  forgetAttempt,
  recordSignInFailure,
  signInSucceeded,
  startSignInAttempt,
} from './sign-in-limits.ts';

const MAX_RESETS_PER_HOUR = 3;

export interface TokenPair {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: 'Bearer';
}

/** After a correct password, when a second factor is due: answer it before any token is issued. */
export interface SecondFactorChallenge {
  /** `verify`: answer a code; `enrol`: the user's group requires a factor they must set up now. */
  second_factor: 'verify' | 'enrol';
  challenge: string;
  expires_in: number;
}

/** Minutes to answer the second step: enough to find the phone or enrol, short enough to be useless stolen. */
export const SIGN_IN_CHALLENGE_TTL = 5 * 60;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function issueTokens(
  db: Db | Tx,
  config: Config,
  userId: number,
  meta: { ip: string; userAgent: string | null; familyId?: string },
): Promise<TokenPair> {
  const access = newToken();
  const refresh = newToken();
  await db.insert(accessTokens).values({
    user_id: userId,
    family_id: meta.familyId ?? randomUUID(),
    token_hash: hashToken(access),
    refresh_hash: hashToken(refresh),
    expires_at: secondsFromNow(config.ACCESS_TOKEN_TTL),
    refresh_expires_at: secondsFromNow(config.REFRESH_TOKEN_TTL),
    ip: meta.ip,
    user_agent: meta.userAgent,
  });
  return {
    access_token: access,
    expires_in: config.ACCESS_TOKEN_TTL,
    refresh_token: refresh,
    token_type: 'Bearer',
  };
}

export async function login(
  db: Db,
  config: Config,
  input: { email: string; password: string },
  meta: { ip: string; userAgent: string | null },
): Promise<TokenPair | SecondFactorChallenge> {
  const email = input.email.trim().toLowerCase();
  // Recorded as a failure until it succeeds; 429 (and not recorded) while the limits hold.
  const attempt = await startSignInAttempt(db, config, email, meta.ip);
  const [user] = await db
    .select({
      id: users.id,
      password_hash: users.password_hash,
      status: users.status,
      backoffice: profiles.backoffice_access,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profile_id))
    .where(sql`lower(${users.email}) = ${email}`);
  let valid = false;
  // An invited user without a password yet is refused like an unknown e-mail, in the same time.
  if (user?.password_hash) valid = await verifyPassword(user.password_hash, input.password);
  else await verifyDecoy(input.password);
  // The spec's texts (API.md), in the caller's app-locale like every other message.
  if (!user || !valid) throw new TranslatedError(401, 'errors.loginFailed', undefined, {}, 'email');
  // The right password of an account that may not use the back-office (a customer, an inactive
  // user) gets the spec's "invalid user profile", which tells the password was right: so it is
  // answered only inside the limits above, like any guess, and the attempt stays a failure.
  if (user.status !== 'active' || !user.backoffice) throw new TranslatedError(403, 'errors.invalidProfile');
  // With a second factor due, the password alone clears no failure: only a completed sign-in does,
  // or a stolen password would reset the count before every round of guessed codes.
  const step = await secondFactorStep(db, user.id);
  if (step) {
    await forgetAttempt(db, attempt);
    return openChallenge(db, user.id, step);
  }
  await signInSucceeded(db, email, meta.ip);
  return issueTokens(db, config, user.id, meta);
}

async function openChallenge(
  db: Db,
  userId: number,
  purpose: 'verify' | 'enrol',
): Promise<SecondFactorChallenge> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(signInChallenges)
      .where(
        and(
          eq(signInChallenges.user_id, userId),
          sql`(${signInChallenges.used_at} is not null or ${signInChallenges.expires_at} < now())`,
        ),
      );
    await tx.insert(signInChallenges).values({
      purpose,
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: secondsFromNow(SIGN_IN_CHALLENGE_TTL),
    });
  });
  return { second_factor: purpose, challenge: token, expires_in: SIGN_IN_CHALLENGE_TTL };
}

/** An unanswered, unexpired challenge and its user; a refusal (401, 403, 429) otherwise. */
async function liveChallenge(db: Db, config: Config, token: string, ip: string) {
  const [found] = await db
    .select({
      id: signInChallenges.id,
      purpose: signInChallenges.purpose,
      user_id: signInChallenges.user_id,
      email: users.email,
      status: users.status,
      backoffice: profiles.backoffice_access,
    })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.user_id))
    .innerJoin(profiles, eq(profiles.id, users.profile_id))
    .where(
      and(
        eq(signInChallenges.token_hash, hashToken(token)),
        isNull(signInChallenges.used_at),
        gt(signInChallenges.expires_at, sql`now()`),
      ),
    );
  if (!found) throw new TranslatedError(401, 'auth.challengeExpired');
  if (found.status !== 'active' || !found.backoffice) throw new TranslatedError(403, 'errors.invalidProfile');
  const email = found.email.trim().toLowerCase();
  await checkSignInLimits(db, config, email, ip);
  return { ...found, email };
}

/** The enrolment a user whose group requires a factor does during sign-in (QR code and secret). */
export async function startSignInEnrolment(
  db: Db,
  config: Config,
  token: string,
  meta: { ip: string },
): Promise<Enrolment> {
  const challenge = await liveChallenge(db, config, token, meta.ip);
  const enrolment =
    challenge.purpose === 'enrol' ? await startEnrolment(db, config, challenge.user_id) : null;
  if (!enrolment) throw new TranslatedError(422, 'auth.secondFactorEnrolled');
  return enrolment;
}

/**
 * The second step of a sign-in: a TOTP code (or a recovery code) for `verify`, the first code of the
 * new authenticator for `enrol`. Right: the challenge is spent, the failures are forgotten and the
 * usual pair is issued (with the recovery codes after an enrolment). Wrong or replayed: a sign-in
 * failure like a wrong password, toward the same limits.
 */
export async function completeSignIn(
  db: Db,
  config: Config,
  input: { challenge: string; code: string },
  meta: { ip: string; userAgent: string | null },
): Promise<TokenPair & { recovery_codes?: string[] }> {
  const challenge = await liveChallenge(db, config, input.challenge, meta.ip);
  const outcome = await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: signInChallenges.id })
      .from(signInChallenges)
      .where(and(eq(signInChallenges.id, challenge.id), isNull(signInChallenges.used_at)))
      .for('update');
    if (!open) return 'spent' as const;
    let recoveryCodes: string[] | null = null;
    if (challenge.purpose === 'enrol') {
      recoveryCodes = await confirmEnrolment(tx, config, challenge.user_id, input.code);
      if (!recoveryCodes) return 'wrong' as const;
    } else if (!(await acceptSignInCode(tx, config, challenge.user_id, input.code))) {
      return 'wrong' as const;
    }
    await tx.update(signInChallenges).set({ used_at: sql`now()` }).where(eq(signInChallenges.id, open.id));
    await signInSucceeded(tx, challenge.email, meta.ip);
    const pair = await issueTokens(tx, config, challenge.user_id, meta);
    return recoveryCodes ? { ...pair, recovery_codes: recoveryCodes } : pair;
  });
  if (outcome === 'spent') throw new TranslatedError(401, 'auth.challengeExpired');
  if (outcome === 'wrong') {
    await recordSignInFailure(db, challenge.email, meta.ip);
    throw new TranslatedError(422, 'auth.secondFactorWrong', undefined, {}, 'code');
  }
  return outcome;
}

/**
 * Our session pair for a user the login service (the OAuth provider) has already signed in, under
 * the same rule as a sign-in: an inactive user or a profile without back-office access gets none.
 */
export async function issueTokensForSignedInUser(
  db: Db,
  config: Config,
  userId: number,
  meta: { ip: string; userAgent: string | null },
): Promise<TokenPair> {
  const [user] = await db
    .select({ status: users.status, backoffice: profiles.backoffice_access })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profile_id))
    .where(eq(users.id, userId));
  if (user?.status !== 'active' || !user.backoffice) throw new TranslatedError(403, 'errors.invalidProfile');
  return issueTokens(db, config, userId, meta);
}

export async function logout(db: Db, tokenId: number) {
  await db.update(accessTokens).set({ revoked_at: sql`now()` }).where(eq(accessTokens.id, tokenId));
}

/**
 * Rotates a refresh token. A refresh token works once: presenting it again (a stolen copy) revokes
 * every token of its family.
 */
export async function refresh(
  db: Db,
  config: Config,
  refreshToken: string,
  meta: { ip: string; userAgent: string | null },
): Promise<TokenPair | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.refresh_hash, hashToken(refreshToken)))
      .for('update');
    if (!row) return null;
    if (row.refreshed_at || row.revoked_at) {
      if (row.refreshed_at) {
        await tx
          .update(accessTokens)
          .set({ revoked_at: sql`now()` })
          .where(and(eq(accessTokens.family_id, row.family_id), isNull(accessTokens.revoked_at)));
      }
      return null;
    }
    if (new Date(row.refresh_expires_at).getTime() <= Date.now()) return null;
    const [user] = await tx
      .select({ status: users.status, backoffice: profiles.backoffice_access })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.profile_id))
      .where(eq(users.id, row.user_id));
    if (user?.status !== 'active' || !user.backoffice) return null;
    await tx
      .update(accessTokens)
      .set({ revoked_at: sql`now()`, refreshed_at: sql`now()` })
      .where(eq(accessTokens.id, row.id));
    return issueTokens(tx, config, row.user_id, { ...meta, familyId: row.family_id });
  });
}

/** Creates a one-time reset token for an active user; null when the e-mail matches nobody. */
export async function createPasswordReset(db: Db, config: Config, emailInput: string) {
  const email = emailInput.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.status, 'active')));
  if (!user) return null;
  // At most three links an hour per account: nobody can flood a mailbox with reset e-mails.
  const recent = await db.$count(
    passwordResets,
    and(
      eq(passwordResets.user_id, user.id),
      gt(passwordResets.created_at, new Date(Date.now() - 3_600_000).toISOString()),
    ),
  );
  if (recent >= MAX_RESETS_PER_HOUR) return null;
  const token = newToken();
  await db.transaction(async (tx) => {
    // Only the newest mail's link works: an older one left in a mailbox or a forwarded mail is void.
    await voidUnusedLinks(tx, user.id, 'reset');
    await tx.insert(passwordResets).values({
      purpose: 'reset',
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: secondsFromNow(config.PASSWORD_RESET_TTL),
    });
  });
  return { user, token };
}

/** Ends the user's unused links of one purpose now (they then answer "expired"). */
async function voidUnusedLinks(tx: Tx, userId: number, purpose: 'reset' | 'invitation') {
  await tx
    .update(passwordResets)
    .set({ expires_at: sql`least(${passwordResets.expires_at}, now())` })
    .where(
      and(
        eq(passwordResets.user_id, userId),
        eq(passwordResets.purpose, purpose),
        isNull(passwordResets.used_at),
      ),
    );
}

/**
 * A new invitation link for a user who has no password yet (null otherwise): the previous unused
 * invitation links stop working, so only the latest mail's link sets the password.
 */
export async function createInvitationLink(db: Db, userId: number, ttlSeconds: number) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.password_hash)))
      .for('update');
    if (!user) return null;
    await voidUnusedLinks(tx, userId, 'invitation');
    const token = newToken();
    await tx.insert(passwordResets).values({
      purpose: 'invitation',
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: secondsFromNow(ttlSeconds),
    });
    return { user, token };
  });
}

/** Why a reset or invitation link set no password: used before, expired, or never issued. */
export async function passwordLinkRefusal(
  db: Db,
  token: string,
): Promise<'errors.linkUsed' | 'errors.linkExpired' | 'errors.resetInvalid'> {
  const [link] = await db
    .select({ used_at: passwordResets.used_at })
    .from(passwordResets)
    .where(eq(passwordResets.token_hash, hashToken(token)));
  if (!link) return 'errors.resetInvalid';
  return link.used_at ? 'errors.linkUsed' : 'errors.linkExpired';
}

/** Sets the new password once per link, and signs the user out everywhere. */
export async function resetPassword(db: Db, token: string, password: string): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.token_hash, hashToken(token)), isNull(passwordResets.used_at)))
      .for('update');
    if (!reset || new Date(reset.expires_at).getTime() <= Date.now()) return null;
    await tx.update(passwordResets).set({ used_at: sql`now()` }).where(eq(passwordResets.id, reset.id));
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(eq(users.id, reset.user_id));
    await tx
      .update(accessTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(accessTokens.user_id, reset.user_id), isNull(accessTokens.revoked_at)));
    return reset.user_id;
  });
}

import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/database.ts';
import { TranslatedError } from '../../platform/errors.ts';
import { loginFailures } from './access.tables.ts';

/**
 * How sign-in failures slow guessing without letting anyone lock an owner out (docs/security.md,
 * "Sign-in limits"). Counted in `login_failures`, so every server process sees the same numbers.
 *
 * - An account from one address (the pair): `LOGIN_MAX_FAILURES` free failures, then each further
 *   attempt waits a delay that doubles with every failure (1 min, 2, 4, ... at most an hour) from the
 *   pair's last one. Someone else's failures, made from another address, never slow the owner's.
 * - One address over all accounts: `4 x LOGIN_MAX_FAILURES` within `LOGIN_FAILURE_WINDOW`.
 * - One account over all addresses (guessing spread over many addresses): past `4 x LOGIN_MAX_FAILURES`
 *   failures in a day, the doubling delay from the account's last failure, but only for addresses
 *   that never completed a sign-in into that account (within the refresh token's lifetime): the
 *   owner's usual addresses keep signing in while a distributed guess is slowed.
 */
const FIRST_DELAY_SECONDS = 60;
const LONGEST_DELAY_SECONDS = 60 * 60;
/** How long a failure counts toward the doubling delays: a day, then it is forgotten. */
const MEMORY_SECONDS = 24 * 60 * 60;
const PER_ADDRESS_FACTOR = 4;
const PER_ACCOUNT_FACTOR = 4;

/** A 429 that says (Retry-After) how many seconds remain before the next attempt is taken. */
export class SignInThrottled extends TranslatedError {
  constructor(readonly retryAfter: number) {
    super(429, 'errors.tooManyLogins');
  }
}

/** The wait after `count` failures when `free` of them cost nothing; 0 below that. */
export function growingDelay(count: number, free: number): number {
  if (count < free) return 0;
  return Math.min(LONGEST_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** Math.min(count - free, 30));
}

type Cell = string | number | boolean | null;
type Counts = Record<
  'pair' | 'pair_since' | 'address' | 'address_oldest' | 'account' | 'account_since' | 'known_address',
  Cell
>;

/**
 * Seconds to wait before `email` may try to sign in from `ip` (0: go). `ownAttempt` is the row the
 * caller recorded for the attempt it is about to check, left out of the counts.
 */
export async function signInWait(
  db: Db,
  config: Config,
  email: string,
  ip: string,
  ownAttempt?: number,
): Promise<number> {
  const window = config.LOGIN_FAILURE_WINDOW;
  const memory = Math.max(MEMORY_SECONDS, window);
  const within = (seconds: number) => sql`created_at > now() - make_interval(secs => ${seconds})`;
  const age = sql`extract(epoch from now() - created_at)::float8`;
  const ofPair = sql`email = ${email} and ip = ${ip}`;
  const ofAddress = sql`ip = ${ip} and ${within(window)}`;
  const ofAccount = sql`email = ${email}`;
  const result = await db.execute<Counts>(sql`
    select
      count(*) filter (where ${ofPair}) as pair,
      min(${age}) filter (where ${ofPair}) as pair_since,
      count(*) filter (where ${ofAddress}) as address,
      max(${age}) filter (where ${ofAddress}) as address_oldest,
      count(*) filter (where ${ofAccount}) as account,
      min(${age}) filter (where ${ofAccount}) as account_since,
      exists (
        select 1 from access_tokens a join users u on u.id = a.user_id
        where lower(u.email) = ${email} and a.ip = ${ip}
          and a.created_at > now() - make_interval(secs => ${config.REFRESH_TOKEN_TTL})
      ) as known_address
    from login_failures
    where (email = ${email} or ip = ${ip}) and ${within(memory)} and id <> ${ownAttempt ?? 0}`);
  const row = result.rows[0]!;
  const n = (value: Cell) => Number(value ?? 0);
  const remaining = (delay: number, since: Cell) =>
    delay > 0 && since !== null ? Math.max(0, delay - n(since)) : 0;
  const max = config.LOGIN_MAX_FAILURES;
  const waits = [remaining(growingDelay(n(row.pair), max), row.pair_since)];
  if (n(row.address) >= max * PER_ADDRESS_FACTOR) waits.push(remaining(window, row.address_oldest));
  if (!row.known_address)
    waits.push(remaining(growingDelay(n(row.account), max * PER_ACCOUNT_FACTOR), row.account_since));
  return Math.ceil(Math.max(...waits));
}

/** Runs a step the sign-in limits may refuse: their 429 says in Retry-After when to try again. */
export async function withRetryAfter<T>(
  reply: { header: (name: string, value: string) => unknown },
  step: Promise<T>,
): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof SignInThrottled) reply.header('retry-after', String(error.retryAfter));
    throw error;
  }
}

/** Refuses (429) while the limits hold; the caller records the failure itself when it fails. */
export async function checkSignInLimits(db: Db, config: Config, email: string, ip: string) {
  const wait = await signInWait(db, config, email, ip);
  if (wait > 0) throw new SignInThrottled(wait);
}

/**
 * Records a sign-in attempt before its password is checked, then refuses it (429, and forgets it)
 * when the limits hold. Recorded first, concurrent attempts see each other: a burst of parallel
 * guesses gets no more through than the same guesses one after the other. Returns the attempt's
 * row: left as a failure when the attempt fails, forgotten by `signInSucceeded` otherwise.
 */
export async function startSignInAttempt(db: Db, config: Config, email: string, ip: string) {
  const [attempt] = await db.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
  const wait = await signInWait(db, config, email, ip, attempt!.id);
  if (wait > 0) {
    await forgetAttempt(db, attempt!.id);
    throw new SignInThrottled(wait);
  }
  return attempt!.id;
}

export const recordSignInFailure = (db: Db, email: string, ip: string) =>
  db.insert(loginFailures).values({ email, ip });

export const forgetAttempt = (db: Db, id: number) => db.delete(loginFailures).where(eq(loginFailures.id, id));

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A completed sign-in forgets the failures of its own address (the owner's typos), and the account's
 * failures too old to count, but not the others': a right password from one address must not reset
 * what someone guessing from elsewhere has spent.
 */
export async function signInSucceeded(db: Db | Tx, email: string, ip: string) {
  const forgotten = sql`now() - make_interval(secs => ${MEMORY_SECONDS})`;
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        or(eq(loginFailures.ip, ip), lt(loginFailures.created_at, sql`${forgotten}`)),
      ),
    );
}

import { guardForAction } from '@proboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord } from '../../platform/resources/resource-routes.ts';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';
import { loginFailures } from './access.tables.ts';
import { checkAdministersUser } from './grant-limits.ts';
import {
  acceptCurrentCode,
  confirmEnrolment,
  removeSecondFactor,
  replaceRecoveryCodes,
  requiredByGroup,
  secondFactorStatus,
  startEnrolment,
} from './second-factor.service.ts';
import { checkSignInLimits, withRetryAfter } from './sign-in-limits.ts';
import { userStores } from './users.store.ts';

/** A TOTP code (6 digits) or a recovery code (10 characters, maybe with a hyphen or spaces). */
export const codeSchema = z.string().trim().min(6).max(20);
const codeBody = z.strictObject({ code: codeSchema });
const idParams = z.object({ id: z.string().min(1).max(100) });
const ME = 'auth/second-factor';

type Ctx = Parameters<Parameters<typeof route>[1]['handler']>[0];

const wrongCode = () => new TranslatedError(422, 'auth.secondFactorWrong', undefined, {}, 'code');

/**
 * Runs a step that checks a code of the signed-in user: refused while the sign-in limit holds, and a
 * wrong code counts as a sign-in failure (a stolen session cannot guess codes to turn the factor off).
 */
async function withCode<T>(
  ctx: Ctx,
  check: (tx: Parameters<Parameters<Ctx['app']['db']['transaction']>[0]>[0]) => Promise<T | null>,
) {
  const { app, user, req, reply } = ctx;
  const email = user!.email.trim().toLowerCase();
  await withRetryAfter(reply, checkSignInLimits(app.db, app.config, email, req.ip));
  const result = await app.db.transaction(check);
  if (result === null) {
    await app.db.insert(loginFailures).values({ email, ip: req.ip });
    throw wrongCode();
  }
  return result;
}

/**
 * Two-step verification: each signed-in user's own (status, enrolment with a QR code, recovery
 * codes, turning it off) and the administrators' reset on a staff user's details.
 */
export async function secondFactorRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: ME,
    guard: 'auth',
    summary: 'Whether the signed-in user has two-step verification, and recovery codes left',
    handler: async ({ user, app: ctx }) => ({ second_factor: await secondFactorStatus(ctx.db, user!.id) }),
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    path: `${ME}/enrolment`,
    guard: 'auth',
    summary:
      'Start setting up an authenticator app: a new secret and its QR code (confirm with a first code)',
    handler: async ({ user, app: ctx, t }) => {
      const enrolment = await startEnrolment(ctx.db, ctx.config, user!.id);
      if (!enrolment)
        throw new TranslatedError(422, 'auth.secondFactorEnrolled', { _: [t('auth.secondFactorEnrolled')] });
      return { enrolment };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    path: `${ME}/enrolment/confirm`,
    guard: 'auth',
    summary: 'Confirm the set-up with a first code; answers the recovery codes, shown this once',
    body: codeBody,
    handler: async (ctx) => {
      const { user, body, app: appCtx, actor } = ctx;
      const codes = await withCode(ctx, async (tx) => {
        const recovery = await confirmEnrolment(tx, appCtx.config, user!.id, body.code);
        if (recovery) await auditSecondFactor(tx, actor, user!.id, false, true);
        return recovery;
      });
      return { recovery_codes: codes };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    path: `${ME}/recovery-codes`,
    guard: 'auth',
    summary: 'A new set of recovery codes (the previous ones stop working), asking for a current code',
    body: codeBody,
    handler: async (ctx) => {
      const { user, body, app: appCtx } = ctx;
      const codes = await withCode(ctx, async (tx) =>
        (await acceptCurrentCode(tx, appCtx.config, user!.id, body.code))
          ? replaceRecoveryCodes(tx, user!.id)
          : null,
      );
      return { recovery_codes: codes };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    path: `${ME}/disable`,
    guard: 'auth',
    summary:
      'Turn two-step verification off, asking for a current code (not when the role group requires it)',
    body: codeBody,
    handler: async (ctx) => {
      const { user, body, app: appCtx, actor, t } = ctx;
      if (await requiredByGroup(appCtx.db, user!.id))
        throw new TranslatedError(422, 'auth.secondFactorRequired', { _: [t('auth.secondFactorRequired')] });
      await withCode(ctx, async (tx) => {
        if (!(await acceptCurrentCode(tx, appCtx.config, user!.id, body.code))) return null;
        await removeSecondFactor(tx, user!.id);
        await auditSecondFactor(tx, actor, user!.id, true, false);
        return true;
      });
      return { message: t('auth.secondFactorOff') };
    },
  });

  const stores = userStores(app.appContext);
  for (const store of [stores.internal, stores.partner]) adminRoutes(app, store);
}

function auditSecondFactor(
  tx: Parameters<typeof recordAudit>[0],
  actor: Parameters<typeof recordAudit>[1],
  userId: number,
  before: boolean,
  after: boolean,
) {
  return recordAudit(tx, actor, {
    event: 'updated',
    type: 'users',
    id: userId,
    before: { second_factor: before },
    after: { second_factor: after },
  });
}

/** An administrator sees whether a staff user has a factor and resets it (the users' edit permission). */
function adminRoutes(app: FastifyInstance, store: ResourceStore) {
  const def = store.definition;
  const guard = (action: 'details' | 'edit') => guardForAction(def.access ?? def.name, action);
  const userOf = async (db: Parameters<typeof readRecord>[0], id: string) => {
    const user = await readRecord(db, store, id);
    if (!user) throw notFound();
    return user as { id: number };
  };

  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: `${def.apiPath}/:id/second-factor`,
    guard: guard('details'),
    summary: 'Whether the user has two-step verification (never its secret)',
    params: idParams,
    handler: async ({ params, app: ctx }) => {
      const user = await userOf(ctx.db, params.id);
      return { second_factor: await secondFactorStatus(ctx.db, user.id) };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    path: `${def.apiPath}/:id/second-factor/reset`,
    guard: guard('edit'),
    summary:
      "Remove the user's authenticator and recovery codes (they enrol again at sign-in if their group requires it)",
    params: idParams,
    handler: async ({ params, app: ctx, actor, t }) => {
      await ctx.db.transaction(async (tx) => {
        const user = await userOf(tx, params.id);
        // One's own factor is turned off from one's own menu, with a code.
        if (user.id === actor.userId)
          throw new TranslatedError(422, 'users.selfSecondFactor', { _: [t('users.selfSecondFactor')] });
        // Weakening the sign-in of someone who holds more than the caller: refused (grant-limits.ts).
        await checkAdministersUser(tx, actor.userId, user.id);
        if (!(await removeSecondFactor(tx, user.id)))
          throw new TranslatedError(422, 'users.secondFactorNone', { _: [t('users.secondFactorNone')] });
        await recordAudit(tx, actor, {
          event: 'updated',
          type: def.name,
          id: user.id,
          before: { second_factor: true },
          after: { second_factor: false },
        });
      });
      return { message: t('users.secondFactorReset') };
    },
  });
}

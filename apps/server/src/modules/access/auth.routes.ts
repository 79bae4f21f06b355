import { recordId } from '@proboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { TranslatedError, unauthorized } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { chosenPassword } from '../../platform/password-policy.ts';
import {
  completeSignIn,
  login,
  logout,
  passwordLinkRefusal,
  refresh,
  resetPassword,
  startSignInEnrolment,
} from './auth.service.ts';
import { requestPasswordReset } from './password-reset.jobs.ts';
import { codeSchema } from './second-factor.routes.ts';
import { withRetryAfter } from './sign-in-limits.ts';

const challenge = z.string().min(1).max(200);

const credentials = z.strictObject({
  email: z.string().trim().max(254).pipe(z.email()),
  password: z.string().min(1).max(500),
});

export async function authRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    service: 'msdashboard',
    version: 'v1-public',
    path: 'auth/login',
    guard: 'public',
    summary: 'Sign in with e-mail and password',
    body: credentials,
    handler: async ({ body, app: ctx, req, reply }) => {
      // Token answers are never cached (RFC 6749, 5.1).
      reply.header('cache-control', 'no-store');
      return withRetryAfter(
        reply,
        login(ctx.db, ctx.config, body, {
          ip: req.ip,
          userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        }),
      );
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    version: 'v1-public',
    path: 'auth/second-factor',
    guard: 'public',
    summary:
      "Sign-in's second step: the challenge of the sign-in and a TOTP or recovery code; answers the token pair",
    body: z.strictObject({ challenge, code: codeSchema }),
    handler: async ({ body, app: ctx, req, reply }) => {
      reply.header('cache-control', 'no-store');
      return withRetryAfter(
        reply,
        completeSignIn(ctx.db, ctx.config, body, {
          ip: req.ip,
          userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        }),
      );
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    version: 'v1-public',
    path: 'auth/second-factor/enrolment',
    guard: 'public',
    summary: 'Set up an authenticator during sign-in (the role group requires one): secret and QR code',
    body: z.strictObject({ challenge }),
    handler: async ({ body, app: ctx, req, reply }) => {
      reply.header('cache-control', 'no-store');
      const enrolment = startSignInEnrolment(ctx.db, ctx.config, body.challenge, { ip: req.ip });
      return { enrolment: await withRetryAfter(reply, enrolment) };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    version: 'v1-public',
    path: 'auth/refresh',
    guard: 'public',
    summary: 'Exchange a refresh token for a new token pair (the old pair stops working)',
    body: z.strictObject({ refresh_token: z.string().min(1).max(200) }),
    handler: async ({ body, app: ctx, req, reply }) => {
      reply.header('cache-control', 'no-store');
      const pair = await refresh(ctx.db, ctx.config, body.refresh_token, {
        ip: req.ip,
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
      });
      if (!pair) throw unauthorized();
      return pair;
    },
  });

  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: 'auth/user',
    guard: 'auth',
    summary: 'The signed-in user with roles and permissions',
    handler: async ({ user }) => {
      const { tokenId: _token, tokenExpiresAt: _expires, client_iso, client_name, ...rest } = user!;
      return { user: { ...rest, client: { iso: client_iso, name: client_name } } };
    },
  });

  route(app, {
    method: 'GET',
    service: 'mslogin',
    path: 'auth/logout',
    guard: 'auth',
    summary: 'Revoke the current access token',
    handler: async ({ user, app: ctx }) => {
      await logout(ctx.db, user!.tokenId);
      // A GET, so the forgetting after writes (app.ts) does not cover it.
      app.sessions.forget();
      return { message: 'ok' };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    version: 'v1-public',
    path: 'password/forgot',
    guard: 'public',
    rateLimit: { max: (ctx) => ctx.config.RESET_REQUESTS_PER_ADDRESS, timeWindow: '15 minutes' },
    summary: 'E-mail a one-time password reset link (same answer whether the e-mail exists or not)',
    body: z.strictObject({ email: z.string().trim().max(254).pipe(z.email()) }),
    handler: async ({ body, app: ctx, locale, t }) => {
      await requestPasswordReset(ctx, { email: body.email, locale });
      return { message: t('auth.resetRequested') };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    version: 'v1-public',
    path: 'password/reset',
    guard: 'public',
    summary: 'Set a new password with the token of a reset link (works once, expires)',
    body: z
      .strictObject({
        token: z.string().min(1).max(200),
        password: chosenPassword,
        password_confirmation: z.string().max(500),
        // An id, never `true` (z.coerce would read it as 1).
        client_id: recordId().optional(),
      })
      .refine((v) => v.password === v.password_confirmation, {
        path: ['password_confirmation'],
        error: 'validations.confirmed',
      }),
    handler: async ({ body, app: ctx, actor, t }) => {
      const userId = await resetPassword(ctx.db, body.token, body.password);
      if (userId === null) {
        const refusal = await passwordLinkRefusal(ctx.db, body.token);
        throw new TranslatedError(422, refusal, { token: [t(refusal)] });
      }
      await recordAudit(ctx.db, actor, {
        event: 'updated',
        type: 'users',
        id: userId,
        before: { password_changed: false },
        after: { password_changed: true },
      });
      return { message: t('auth.passwordChanged') };
    },
  });
}

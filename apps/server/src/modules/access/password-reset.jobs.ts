import type { Locale } from '@proboard/domain';
import type { AppContext } from '../../platform/context.ts';
import { createPasswordReset } from './auth.service.ts';

/** Client id of the login service used in reset links (spec section 9). */
export const PASSWORD_RESET_CLIENT_ID = 23;
export const PASSWORD_RESET_QUEUE = 'mail.password-reset';

interface PasswordResetRequest {
  email: string;
  locale: Locale;
}

/**
 * A reset request is answered at once and handled here, in a job: the answer cannot tell by its
 * timing whether the e-mail exists (looking the user up, making the token and talking to SMTP all
 * happen later), a slow mail server holds no request, and a request survives a restart.
 */
export async function passwordResetJobs(ctx: AppContext) {
  await ctx.jobs.createQueue(PASSWORD_RESET_QUEUE, {
    name: PASSWORD_RESET_QUEUE,
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
  });
  await ctx.jobs.work<PasswordResetRequest>(
    PASSWORD_RESET_QUEUE,
    { pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      await mailResetLink(ctx, job!.data);
    },
  );
}

export async function requestPasswordReset(ctx: AppContext, request: PasswordResetRequest) {
  await ctx.jobs.send(PASSWORD_RESET_QUEUE, request);
}

/** The one-time link of a reset or an invitation: the same screen sets the password. */
export function passwordLink(publicUrl: string, token: string): URL {
  const link = new URL('/login/password/reset', publicUrl);
  link.searchParams.set('client_id', String(PASSWORD_RESET_CLIENT_ID));
  link.searchParams.set('token', token);
  return link;
}

async function mailResetLink(ctx: AppContext, { email, locale }: PasswordResetRequest) {
  const reset = await createPasswordReset(ctx.db, ctx.config, email);
  if (!reset) return;
  const link = passwordLink(ctx.config.PUBLIC_URL, reset.token);
  const minutes = Math.round(ctx.config.PASSWORD_RESET_TTL / 60);
  await ctx.mail.send({
    to: reset.user.email,
    event: 'password_reset',
    locale,
    values: { name: reset.user.name, link: link.href, minutes },
  });
}

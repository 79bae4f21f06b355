import type { Locale } from '@proboard/domain';
import type { AppContext } from '../../platform/context.ts';
import { type Jobs, queueJobIn } from '../../platform/jobs.ts';
import type { Tx } from '../../platform/resources/resource-store.ts';
import { createInvitationLink } from './auth.service.ts';
import { passwordLink } from './password-reset.jobs.ts';

export const USER_INVITATION_QUEUE = 'mail.user-invitation';
/** An invitation waits a week: a new colleague may read it on their first day, not the day it was sent. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

interface InvitationRequest {
  userId: number;
  locale: Locale;
}

/**
 * Invitations are mailed by a job, like reset links: a slow mail server holds no request and a queued
 * invitation survives a restart. The job makes the one-time link (the previous one stops working).
 */
export async function userInvitationJobs(ctx: AppContext) {
  await ctx.jobs.createQueue(USER_INVITATION_QUEUE, {
    name: USER_INVITATION_QUEUE,
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
  });
  await ctx.jobs.work<InvitationRequest>(
    USER_INVITATION_QUEUE,
    { pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      await mailInvitation(ctx, job!.data);
    },
  );
}

/** Queues the invitation mail of a user in the caller's language, within the caller's transaction. */
export async function queueInvitation(jobs: Jobs, tx: Tx, request: InvitationRequest) {
  await queueJobIn(tx, jobs, USER_INVITATION_QUEUE, request);
}

async function mailInvitation(ctx: AppContext, { userId, locale }: InvitationRequest) {
  const invitation = await createInvitationLink(ctx.db, userId, INVITATION_TTL_SECONDS);
  // Accepted meanwhile (or deleted): nothing to send.
  if (!invitation) return;
  const { user, token } = invitation;
  const days = Math.round(INVITATION_TTL_SECONDS / 86_400);
  await ctx.mail.send({
    to: user.email,
    event: 'user_invitation',
    locale,
    values: {
      name: user.name,
      email: user.email,
      link: passwordLink(ctx.config.PUBLIC_URL, token).href,
      days,
    },
    mergeVars: { user_id: userId },
  });
}

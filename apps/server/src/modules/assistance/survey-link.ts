import { createHash, randomBytes } from 'node:crypto';
import { SURVEY_LINK_DAYS } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Row, Tx } from '../../platform/resources/resource-store.ts';
import { queueWorkflowMail } from '../../platform/workflows/workflow-mail.ts';
import type { TransitionRun } from '../../platform/workflows/workflow-store.ts';

/** Only the token's hash is stored: a leaked database holds no working link. */
export const hashSurveyToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The public page of a survey link (the web's guest route `/survey/:token`). */
export const surveyUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/survey/${encodeURIComponent(token)}`;

/**
 * Writes the survey of a done assignment (a random 256-bit token, kept hashed, valid SURVEY_LINK_DAYS
 * days) and queues the e-mail with its link in the transition's transaction. An assistance without
 * the requester's e-mail gets the survey row (shown on the assignment) and no mail.
 */
export async function sendSurveyLink(tx: Tx, run: TransitionRun, assistance: Row): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const inserted = await tx.execute(sql`insert into assistance_surveys (assignment_id, token_hash, expires_at)
    values (${run.record.id as number}, ${hashSurveyToken(token)},
      now() + make_interval(days => ${SURVEY_LINK_DAYS}))
    on conflict (assignment_id) do nothing returning id`);
  const to = assistance.requester_email as string | null;
  if (inserted.rows.length === 0 || !to) return;
  const vars = {
    name: assistance.requester_name as string,
    code: assistance.request_number as string,
    centre: assistance.sta_name as string,
    link: surveyUrl(run.app.config.PUBLIC_URL, token),
    days: SURVEY_LINK_DAYS,
  };
  await queueWorkflowMail(run.app.jobs, tx, {
    to,
    event: 'assistance_survey',
    locale: run.locale,
    // The link is a credential (a secret variable): mailed, never kept on the notification.
    values: vars,
    mergeVars: { assignment_id: run.record.id },
    related: { type: 'assignments', id: run.record.id as number },
  });
}

import { surveyAnswerSchema, surveyAverage } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import type { Queryable, Row } from '../../platform/resources/resource-store.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';
import { hashSurveyToken } from './survey-link.ts';

/** A survey link's token: 32 random bytes in base64url. */
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'validations.type') });
/**
 * Guessing tokens is hopeless (2^256), but the public endpoints are rate limited all the same, as the
 * other one-time links (password reset): three times its budget per address, as a customer opens the
 * page, answers and may reload it.
 */
const RATE_LIMIT = {
  max: (ctx: AppContext) => ctx.config.RESET_REQUESTS_PER_ADDRESS * 3,
  timeWindow: '15 minutes',
};

/** The survey of a live link (404 for an unknown or expired one), locked when answering. */
async function surveyOf(db: Queryable, token: string, lock = false): Promise<Row> {
  const found = await db.execute<Row>(sql`select s.id, s.assignment_id, s.answered_at, a.request_number,
      c.name as centre_name
    from assistance_surveys s join assignments g on g.id = s.assignment_id
    join technical_assistances a on a.id = g.assistance_id join companies c on c.id = g.sta_company_id
    where s.token_hash = ${hashSurveyToken(token)} and s.expires_at > now()
    ${lock ? sql`for update of s` : sql``}`);
  const survey = serializeRows(found)[0];
  if (!survey) throw new TranslatedError(404, 'survey.notFound');
  return survey;
}

/** The customer's satisfaction survey through its one-time public link (no sign-in). */
export function surveyRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: 'msservices',
    version: 'v1-public',
    path: 'surveys/:token',
    guard: 'public',
    rateLimit: RATE_LIMIT,
    summary: 'The survey a link opens: which assistance and centre, and whether it was answered',
    params: tokenParams,
    handler: async ({ params, app: ctx }) => {
      const survey = await surveyOf(ctx.db, params.token);
      return {
        survey: {
          request_number: survey.request_number,
          centre: survey.centre_name,
          answered: survey.answered_at != null,
        },
      };
    },
  });

  route(app, {
    method: 'POST',
    service: 'msservices',
    version: 'v1-public',
    path: 'surveys/:token',
    guard: 'public',
    rateLimit: RATE_LIMIT,
    summary: 'Answer a survey once: four scores from 1 to 5 and a comment; the server computes the average',
    params: tokenParams,
    body: surveyAnswerSchema,
    handler: async ({ params, body, app: ctx, actor }) => {
      const average = surveyAverage(body);
      const answered = await ctx.db.transaction(async (tx) => {
        const survey = await surveyOf(tx, params.token, true);
        if (survey.answered_at != null) throw new TranslatedError(409, 'survey.used');
        const answer = { ...body, comment: body.comment?.trim() || null, average };
        await tx.execute(sql`update assistance_surveys set answered_at = now(),
            punctuality = ${answer.punctuality}, professionalism = ${answer.professionalism},
            issue_resolved = ${answer.issue_resolved}, overall = ${answer.overall},
            comment = ${answer.comment}, average = ${average}, updated_at = now()
          where id = ${survey.id as number}`);
        await recordAudit(tx, actor, {
          event: 'updated',
          type: 'assistance_surveys',
          id: survey.id as number,
          after: answer,
        });
        return answer;
      });
      return { survey: { average: answered.average, answered: true } };
    },
  });
}

import {
  guardForAction,
  TPV_DAILY_TOTALS_DEFAULT_DAYS,
  TPV_DAILY_TOTALS_MAX_DAYS,
  TPV_DAILY_TOTALS_PATH,
  type TpvDailyTotal,
  tpvOperations,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TranslatedError } from '../../platform/errors.ts';
import { requestTimeZone, route } from '../../platform/gateway.ts';
import { ListInputError, listWhere } from '../../platform/resources/list-engine/list-conditions.ts';
import { readContext } from '../../platform/resources/list-engine/list-context.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { tpvOperationStore } from './tpv.stores.ts';
import { tpvNotificationRoutes } from './tpv-notification.routes.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY, 'validations.type')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'validations.type',
    },
  );

const totalsQuery = z.object({
  context: z.string().max(10_000).optional(),
  from: day.optional(),
  to: day.optional(),
});

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (value: string) => Date.parse(`${value}T00:00:00Z`);

/** Today in a time zone, as `YYYY-MM-DD`. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/**
 * Card-terminal operations: the kit's list, Excel, details and edit (the reconciliation note; no
 * create, no delete: the bank writes them), the daily totals per terminal of the list's rows, and the
 * bank's signed notification.
 */
export async function tpvRoutes(app: FastifyInstance) {
  resourceRoutes(app, tpvOperationStore);

  route(app, {
    method: 'GET',
    service: 'mstools',
    path: `${tpvOperations.apiPath}/${TPV_DAILY_TOTALS_PATH}`,
    guard: guardForAction(tpvOperations.name, 'list'),
    summary:
      'Daily totals per terminal and currency of the operations the list context selects (search and filters), from `from` to `to` (days in the caller’s time zone; default the last 14 days): operations, approved ones, charged, refunded and net amounts',
    query: totalsQuery,
    handler: async ({ query, app: ctx, req, t }) => {
      const timeZone = requestTimeZone(req);
      const to = query.to ?? todayIn(timeZone);
      const from = query.from ?? dayOf(msOf(to) - (TPV_DAILY_TOTALS_DEFAULT_DAYS - 1) * DAY_MS);
      if (msOf(to) < msOf(from)) {
        throw new TranslatedError(422, 'errors.invalidForm', { to: [t('tpv.rangeOrder')] });
      }
      const days = (msOf(to) - msOf(from)) / DAY_MS + 1;
      if (days > TPV_DAILY_TOTALS_MAX_DAYS) {
        throw new TranslatedError(422, 'errors.invalidForm', {
          from: [t('tpv.rangeTooLong', { days: TPV_DAILY_TOTALS_MAX_DAYS })],
        });
      }
      const { context } = readContext(tpvOperationStore, query.context, timeZone);
      let where: ReturnType<typeof listWhere>;
      try {
        where = listWhere(tpvOperationStore, context);
      } catch (error) {
        if (error instanceof ListInputError)
          throw new TranslatedError(422, 'errors.invalidForm', { [error.field]: [error.message] });
        throw error;
      }
      const rows = await ctx.db.execute<TpvDailyTotal & Record<string, unknown>>(sql`
        select to_char(t.operation_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
          t.merchant_code, t.terminal, t.currency,
          count(*)::int as operations,
          (count(*) filter (where t.status = 'approved'))::int as approved,
          round(coalesce(sum(t.amount_cents) filter (where t.status = 'approved'
            and t.operation_type in ('payment', 'confirmation')), 0) / 100.0, 2) as charged,
          round(coalesce(sum(t.amount_cents) filter (where t.status = 'approved'
            and t.operation_type = 'refund'), 0) / 100.0, 2) as refunded,
          round(coalesce(sum(case when t.status <> 'approved' then 0
            when t.operation_type in ('payment', 'confirmation') then t.amount_cents
            when t.operation_type = 'refund' then -t.amount_cents else 0 end), 0) / 100.0, 2) as net
        from tpv_operations t
        where ${where}
          and t.operation_at >= (${from}::date::timestamp at time zone ${timeZone})
          and t.operation_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})
        group by 1, 2, 3, 4
        order by 1 desc, 2, 3, 4`);
      return { daily_totals: rows.rows, from, to };
    },
  });

  await tpvNotificationRoutes(app);
}

import {
  fieldLabelIn,
  guardForAction,
  type Locale,
  RESOURCE_LABELS,
  STATISTICS_EXPORT_PATH,
  STATISTICS_PATH,
  type StatisticsFigures,
  statisticsQuerySchema,
  USER_KINDS,
} from '@proboard/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestTimeZone, route } from '../../platform/gateway.ts';
import { HEADER_STYLE } from '../../platform/resources/excel-columns.ts';
import { statisticsFigures } from './statistics.service.ts';

const guard = guardForAction('statistics', 'list');

const count = z.number().int();
const figuresSchema = z.object({
  from: z.string(),
  to: z.string(),
  market: z.string().nullable(),
  tickets: z.array(z.object({ month: z.string(), opened: count, resolved: count })),
  users: z.array(
    z.object({
      month: z.string(),
      new_internal: count,
      new_partner: count,
      new_external: count,
      internal: count,
      partner: count,
      external: count,
    }),
  ),
  user_kinds: z.object({ internal: count, partner: count, external: count }),
});

/** The figures as a workbook: one sheet per chart, headers in the caller's language. */
export async function statisticsWorkbook(figures: StatisticsFigures, locale: Locale): Promise<Buffer> {
  const labels = RESOURCE_LABELS[locale].resources.statistics;
  const header = (key: string) => fieldLabelIn(locale, 'statistics', key);
  const workbook = new ExcelJS.Workbook();
  const sheet = (name: string, keys: string[]) => {
    const added = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    added.columns = keys.map((key) => ({ key, header: header(key), width: key === 'kind' ? 22 : 16 }));
    added.getRow(1).eachCell((cell) => {
      cell.style = HEADER_STYLE;
    });
    return added;
  };
  const tickets = sheet(labels.screen.sheets.tickets, ['month', 'opened', 'resolved']);
  for (const row of figures.tickets) tickets.addRow(row);
  const users = sheet(labels.screen.sheets.users, [
    'month',
    'new_internal',
    'new_partner',
    'new_external',
    'internal',
    'partner',
    'external',
  ]);
  for (const row of figures.users) users.addRow(row);
  const kinds = sheet(labels.screen.sheets.kinds, ['kind', 'count']);
  for (const kind of USER_KINDS)
    kinds.addRow({ kind: labels.values.kind[kind], count: figures.user_kinds[kind] });
  // What the figures are of: the range and the market, below the last sheet's rows.
  kinds.addRow({});
  kinds.addRow({ kind: header('from'), count: figures.from });
  kinds.addRow({ kind: header('to'), count: figures.to });
  kinds.addRow({ kind: header('market'), count: figures.market ?? labels.screen.allMarkets });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Statistics (spec sections 2 and 6, AZ_ADMIN): the figures of the screen's charts for a range of
 * months and a market, computed live, and the same figures as Excel. A range whose end is before its
 * start answers 422 on `to`.
 */
export async function statisticsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: 'msdashboard',
    path: STATISTICS_PATH,
    guard,
    summary:
      'Tickets opened and resolved per month, registered users per month and internal against external users, for `from`..`to` (months, YYYY-MM; default the last twelve) and an optional `market` code',
    query: statisticsQuerySchema,
    response: { description: 'The figures', json: z.object({ statistics: figuresSchema }) },
    handler: async ({ query, app: ctx, req }) => ({
      statistics: await statisticsFigures(ctx.db, query, requestTimeZone(req)),
    }),
  });

  route(app, {
    method: 'GET',
    service: 'msdashboard',
    path: STATISTICS_EXPORT_PATH,
    guard,
    summary: 'The same figures as an Excel workbook (.xlsx), one sheet per chart',
    query: statisticsQuerySchema,
    response: {
      description: 'The figures as an Excel workbook',
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    handler: async ({ query, app: ctx, req, reply, locale }) => {
      const figures = await statisticsFigures(ctx.db, query, requestTimeZone(req));
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="statistics-${figures.from}-${figures.to}${figures.market ? `-${figures.market}` : ''}.xlsx"`,
        );
      return reply.send(await statisticsWorkbook(figures, locale));
    },
  });
}

import {
  guardForAction,
  QR_ERROR_LEVELS,
  QR_IMAGE_FORMATS,
  QR_IMAGE_MAX_SIZE,
  QR_IMAGE_MIN_SIZE,
  QR_PUBLIC_PATH,
  qrConvertSchema,
  qrRedirections,
  qrRedirectionsLegacy,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { fieldRefusal, notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { qrStores } from './qr.stores.ts';
import { createQrCache } from './qr-cache.ts';
import { qrRedirectRoutes } from './qr-redirect.routes.ts';
import { createScanCounter, type ScanCounter } from './qr-scan-counter.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** What the printed code holds: the public route of the code, never its destination. */
export const publicUrlOf = (config: Pick<Config, 'PUBLIC_URL'>, azIso: string) =>
  `${config.PUBLIC_URL.replace(/\/$/, '')}${QR_PUBLIC_PATH}/${encodeURIComponent(azIso)}`;

/** A record by id, or by code (`az_iso` / `code`) where the path holds one. */
async function findRow(
  db: Queryable,
  table: 'qr_redirections' | 'qr_redirections_legacy',
  key: string,
  lock = false,
): Promise<Record<string, unknown> | null> {
  const codeColumn = sql.raw(table === 'qr_redirections' ? 'az_iso' : 'code');
  const byId = /^\d{1,9}$/.test(key) ? Number(key) : null;
  const found = await db.execute(sql`select * from ${sql.raw(table)}
    where ${byId === null ? sql`false` : sql`id = ${byId}`} or ${codeColumn} = ${key.toUpperCase()}
    limit 1 ${lock ? sql`for update` : sql``}`);
  return found.rows[0] ?? null;
}

/** A code's scans: totals, per device and country, and per month (12) and day (30), robots apart. */
async function scanCounts(db: Queryable, column: 'redirection_id' | 'legacy_id', id: number) {
  const of = sql`${sql.raw(column)} = ${id}`;
  const [totals, devices, countries, months, days] = await Promise.all([
    db.execute(sql`select coalesce(sum(scans) filter (where not bot), 0)::int as total,
      coalesce(sum(scans) filter (where bot), 0)::int as bots from qr_scan_days where ${of}`),
    db.execute(sql`select device, sum(scans)::int as scans from qr_scan_days where ${of} and not bot
      group by device order by device`),
    db.execute(sql`select country, sum(scans)::int as scans from qr_scan_days where ${of} and not bot
      group by country order by scans desc, country limit 10`),
    db.execute(sql`select to_char(date_trunc('month', day), 'YYYY-MM') as month,
      coalesce(sum(scans) filter (where not bot), 0)::int as scans, coalesce(sum(scans) filter (where bot), 0)::int as bots
      from qr_scan_days where ${of} and day >= date_trunc('month', current_date) - interval '11 months'
      group by 1 order by 1`),
    db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day,
      coalesce(sum(scans) filter (where not bot), 0)::int as scans, coalesce(sum(scans) filter (where bot), 0)::int as bots
      from qr_scan_days where ${of} and day > current_date - 30 group by day order by day`),
  ]);
  return {
    ...(totals.rows[0] as { total: number; bots: number }),
    devices: devices.rows,
    countries: countries.rows,
    months: months.rows,
    days: days.rows,
  };
}

const imageQuery = z.object({
  format: z.enum(QR_IMAGE_FORMATS).default('png'),
  size: z.coerce.number().int().min(QR_IMAGE_MIN_SIZE).max(QR_IMAGE_MAX_SIZE).default(512),
  level: z.enum(QR_ERROR_LEVELS).default('M'),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The QR redirect's scan counter: tests flush it to read what was counted. */
    qrScans: ScanCounter;
  }
}

export async function qrRoutes(app: FastifyInstance) {
  const ctx = app.appContext;
  const cache = createQrCache({ db: ctx.db, log: ctx.log });
  const counter = createScanCounter({ db: ctx.db, log: ctx.log });
  app.decorate('qrScans', counter);
  await cache.listen();
  app.addHook('onClose', async () => {
    cache.close();
    await counter.close();
  });

  const stores = qrStores(cache.forget);
  resourceRoutes(app, stores.redirections);
  resourceRoutes(app, stores.legacy);
  qrRedirectRoutes(app, cache, counter);

  route(app, {
    method: 'GET',
    service: 'mstools',
    path: `${qrRedirections.apiPath}/:id/qr`,
    guard: guardForAction(qrRedirections.name, 'details'),
    summary:
      'The QR image of a redirection (`format` svg or png, `size` in pixels, error-correction `level` L, M, Q or H): it encodes the public route `/qr/{az_iso}`',
    params: idParams,
    query: imageQuery,
    handler: async ({ params, query, app: appCtx, reply }) => {
      const row = await findRow(appCtx.db, 'qr_redirections', params.id);
      if (!row) throw notFound();
      const url = publicUrlOf(appCtx.config, row.az_iso as string);
      const options = { errorCorrectionLevel: query.level, width: query.size, margin: 2 };
      const name = `qr-${row.az_iso as string}.${query.format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (query.format === 'svg') {
        return reply.type('image/svg+xml').send(await QRCode.toString(url, { ...options, type: 'svg' }));
      }
      return reply.type('image/png').send(await QRCode.toBuffer(url, { ...options, type: 'png' }));
    },
  });

  for (const [definition, table, column] of [
    [qrRedirections, 'qr_redirections', 'redirection_id'],
    [qrRedirectionsLegacy, 'qr_redirections_legacy', 'legacy_id'],
  ] as const) {
    route(app, {
      method: 'GET',
      service: 'mstools',
      path: `${definition.apiPath}/:id/scans`,
      guard: guardForAction(definition.name, 'details'),
      summary: `The scans of a ${definition.singular}: per device, country, month and day, robots apart`,
      params: idParams,
      handler: async ({ params, app: appCtx }) => {
        const row = await findRow(appCtx.db, table, params.id);
        if (!row) throw notFound();
        return {
          scans: {
            ...(await scanCounts(appCtx.db, column, row.id as number)),
            ...(table === 'qr_redirections' && {
              public_url: publicUrlOf(appCtx.config, row.az_iso as string),
            }),
          },
        };
      },
    });
  }

  route(app, {
    method: 'POST',
    service: 'mstools',
    path: `${qrRedirectionsLegacy.apiPath}/:id/convert`,
    guard: guardForAction(qrRedirections.name, 'create'),
    summary:
      'Converts a legacy code into a new redirection (`az_iso`, default `LEGACY_{code}`): its printed address keeps answering, through the new one',
    params: idParams,
    body: qrConvertSchema,
    status: 201,
    handler: async ({ params, body, app: appCtx }) => {
      const created = await appCtx.db.transaction(async (tx) => {
        const legacy = await findRow(tx, 'qr_redirections_legacy', params.id, true);
        if (!legacy) throw notFound();
        if (legacy.redirection_id != null) throw new TranslatedError(409, 'qr.alreadyConverted');
        const azIso = body.az_iso ?? `LEGACY_${legacy.code as string}`;
        const taken = await tx.execute(sql`select 1 from qr_redirections where az_iso = ${azIso}`);
        if (taken.rows.length > 0) throw fieldRefusal(422, 'az_iso', 'validations.unique');
        const inserted = await tx.execute<{ id: number; az_iso: string }>(sql`insert into qr_redirections
            (az_iso, active, type, description, link_default)
          values (${azIso}, ${legacy.active as boolean}, 'product', ${legacy.description as string | null},
            ${legacy.destination_url as string})
          returning id, az_iso`);
        const redirection = inserted.rows[0]!;
        await tx.execute(sql`update qr_redirections_legacy
          set redirection_id = ${redirection.id}, converted_at = now(), updated_at = now() where id = ${legacy.id as number}`);
        cache.forget();
        return redirection;
      });
      return { qrredirection: created };
    },
  });
}

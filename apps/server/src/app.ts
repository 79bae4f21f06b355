import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { fieldErrors, formatMessage } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { accessRoutes } from './modules/access/access.routes.ts';
import { accessConfigRoutes } from './modules/access/access-config.routes.ts';
import { authRoutes } from './modules/access/auth.routes.ts';
import { passwordResetJobs } from './modules/access/password-reset.jobs.ts';
import { secondFactorRoutes } from './modules/access/second-factor.routes.ts';
import { userInvitationJobs } from './modules/access/user-invitations.ts';
import { usersRoutes } from './modules/access/users.routes.ts';
import { returnsRoutes } from './modules/aftersales/returns.routes.ts';
import { assistanceRoutes } from './modules/assistance/assistance.routes.ts';
import { auditRetentionJobs } from './modules/audits/audit-retention.ts';
import { auditsRoutes } from './modules/audits/audits.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { completenessJobs } from './modules/catalogue/completeness.job.ts';
import { catalogueContentRoutes } from './modules/catalogue/content/catalogue-content.routes.ts';
import { commissionJobs } from './modules/commissions/commissions.jobs.ts';
import { commissionsRoutes } from './modules/commissions/commissions.routes.ts';
import { mailRetryJobs } from './modules/communication/communication.jobs.ts';
import { communicationRoutes } from './modules/communication/communication.routes.ts';
import { compatibilityRoutes } from './modules/compatibility/compatibility.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { appConfigRoutes } from './modules/dashboard/app-config.routes.ts';
import { exportJobs } from './modules/exports/exports.jobs.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { storedFilesSweepJobs } from './modules/files/stored-files-sweep.ts';
import { globalRoutes } from './modules/global/global.routes.ts';
import { groupCompaniesRoutes } from './modules/group-companies/group-companies.routes.ts';
import { importJobs } from './modules/imports/import-queue.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { integrationJobs } from './modules/integrations/integrations.jobs.ts';
import { integrationsRoutes } from './modules/integrations/integrations.routes.ts';
import { logsJobs } from './modules/logs/logs.jobs.ts';
import { logsRoutes } from './modules/logs/logs.routes.ts';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes.ts';
import { multimediaRoutes } from './modules/multimedia/multimedia.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { oauthRoutes } from './modules/oauth/oauth.routes.ts';
import { oidcSweepJobs } from './modules/oauth/oidc-sweep.jobs.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { qrRoutes } from './modules/qr/qr.routes.ts';
import { renewalsRoutes } from './modules/renewals/renewals.routes.ts';
import { carrierJobs } from './modules/shipments/carrier.jobs.ts';
import { shipmentsRoutes } from './modules/shipments/shipments.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { tpvRoutes } from './modules/tpv/tpv.routes.ts';
import { keepPublishedTexts } from './modules/translations/published-texts.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { warrantiesRoutes } from './modules/warranties/warranties.routes.ts';
import { digitalDocsRoutes } from './modules/wiki/digital-docs.routes.ts';
import { wikiZonesRoutes } from './modules/wiki-zones/wiki-zones.routes.ts';
import { batchJobRoutes } from './platform/batch-jobs/batch-jobs.routes.ts';
import { registerCompression } from './platform/compression.ts';
import type { AppContext } from './platform/context.ts';
import { HttpError, INVALID_APIKEY_MESSAGE, TranslatedError } from './platform/errors.ts';
import { requestLocale } from './platform/gateway.ts';
import { recordLog } from './platform/log-records.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { attachLogSink, requestFacts } from './platform/request-log.ts';
import { keepCommonTrigrams } from './platform/resources/list-engine/common-trigrams.ts';
import { createListMemory } from './platform/resources/list-engine/list-memory.ts';
import { loadOrderIndexes } from './platform/resources/list-engine/order-indexes.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createSessionCache } from './platform/session-cache.ts';
import { registerWebApp, webDistFolder } from './platform/web-app.ts';
import { workflowMailJobs } from './platform/workflows/workflow-mail.ts';

/**
 * SQLSTATEs of PostgreSQL refusing a value sent by the client: text too long, number out of range,
 * malformed date, a NUL byte or bad Unicode (text and jsonb), malformed number or JSON, bad escape.
 */
const INPUT_SQL_STATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '22025']);

function databaseInputError(error: unknown): string | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && INPUT_SQL_STATES.has(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return null;
}

/** Every module's background jobs (pg-boss queues and workers). */
const jobModules = [
  passwordResetJobs,
  userInvitationJobs,
  storedFilesSweepJobs,
  workflowMailJobs,
  oidcSweepJobs,
  integrationJobs,
  completenessJobs,
  commissionJobs,
  carrierJobs,
  mailRetryJobs,
  importJobs,
  exportJobs,
  auditRetentionJobs,
  logsJobs,
];

/** Every module's routes, in one list: the trust suite enumerates what they register. */
const modules = [
  authRoutes,
  accessRoutes,
  accessConfigRoutes,
  usersRoutes,
  secondFactorRoutes,
  appConfigRoutes,
  catalogueRoutes,
  catalogueContentRoutes,
  globalRoutes,
  digitalDocsRoutes,
  wikiZonesRoutes,
  multimediaRoutes,
  newsRoutes,
  marketplaceRoutes,
  importsRoutes,
  compatibilityRoutes,
  customersRoutes,
  filesRoutes,
  batchJobRoutes,
  returnsRoutes,
  shipmentsRoutes,
  warrantiesRoutes,
  oauthRoutes,
  integrationsRoutes,
  ordersRoutes,
  renewalsRoutes,
  commissionsRoutes,
  ticketsRoutes,
  assistanceRoutes,
  communicationRoutes,
  exportsRoutes,
  auditsRoutes,
  qrRoutes,
  groupCompaniesRoutes,
  tpvRoutes,
  logsRoutes,
  translationsRoutes,
  statisticsRoutes,
];

export async function buildApp(
  ctx: AppContext,
  options: { serveWeb?: boolean } = {},
): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: ctx.config.BODY_LIMIT_BYTES,
    trustProxy: ctx.config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // The spec writes some paths with a trailing slash (`crm-configurations/`): the same route.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('gatewayRoutes', []);
  app.decorate('appContext', ctx);
  const sessions = createSessionCache({ db: ctx.db, ttlSeconds: ctx.config.AUTH_CACHE_SECONDS });
  app.decorate('sessions', sessions);
  const listMemory = createListMemory({
    db: ctx.db,
    ttlSeconds: ctx.config.LIST_MEMORY_SECONDS,
    maxMegabytes: ctx.config.LIST_MEMORY_MB,
  });
  app.decorate('listMemory', listMemory);
  await loadOrderIndexes(ctx.db);
  const trigrams = keepCommonTrigrams(ctx.db, (error) =>
    ctx.log.warn({ err: error }, 'trigram sample failed'),
  );
  // Zones PostgreSQL knows (date filters read times in the caller's zone): a zone the browser names
  // but PostgreSQL's tzdata lacks falls back to the default instead of failing the query.
  const zones = await ctx.db.execute<{ name: string }>(sql`select name from pg_timezone_names`);
  app.decorate('databaseTimeZones', new Set(zones.rows.map((z) => z.name)));
  app.addHook('onClose', async () => {
    sessions.close();
    listMemory.close();
    trigrams.stop();
  });
  // Sessions and lists remembered are checked against the database's change counts on every read
  // (session-cache.ts, list-memory.ts): a write through this process or any other is in the very
  // next request, with no wait here.
  app.decorateRequest('locale', 'es');
  app.decorateRequest('currentUser', null);
  // Warning-and-above lines go to the logs table too, with the facts of their request.
  attachLogSink(app);
  // Input is validated by zod inside each gateway route (with the caller's locale); the JSON schemas
  // handed to Fastify only document the API.
  app.setValidatorCompiler(() => (data) => ({ value: data }));

  await registerSecurityHeaders(app, ctx.config);
  await registerCompression(app, ctx.config.COMPRESS_MIN_BYTES);
  // Only routes that ask for it are limited (per address, per process): see RouteSpec.rateLimit.
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: ctx.config.UPLOAD_LIMIT_BYTES, files: 10, fields: 200 },
  });
  await registerOpenApi(app, ctx.config);

  app.addHook('onRequest', async (req, reply) => {
    req.locale = requestLocale(req);
    reply.header('x-request-id', req.id);
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
    const key = req.headers.apikey;
    if (typeof key !== 'string' || !ctx.config.API_KEYS.includes(key)) {
      return reply.code(401).send({ message: INVALID_APIKEY_MESSAGE });
    }
    // Server messages in the published translations (translations' refresh): checked once a second.
    await keepPublishedTexts(ctx.db);
  });

  app.setErrorHandler(async (error: FastifyError | Error, req, reply) => {
    const locale = req.locale ?? 'es';
    const t = (key: Parameters<typeof formatMessage>[1]) => formatMessage(locale, key);
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    if (error instanceof TranslatedError) {
      const message = formatMessage(locale, error.key, error.params);
      const errors = error.field ? { [error.field]: [message] } : error.errors;
      return reply.code(error.statusCode).send({ message, ...(errors && { errors }) });
    }
    if (error instanceof ZodError) {
      return reply.code(422).send({ message: t('errors.invalidForm'), errors: fieldErrors(error, locale) });
    }
    const code = 'code' in error ? error.code : undefined;
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.code(400).send({ message: t('errors.invalidJson') });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
      return reply.code(413).send({ message: t('errors.bodyTooLarge') });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send({ message: t('errors.unsupportedMediaType') });
    }
    if (status === 429) return reply.code(429).send({ message: t('errors.tooManyRequests') });
    if (status >= 400 && status < 500) return reply.code(status).send({ message: t('errors.badRequest') });
    const sqlState = databaseInputError(error);
    if (sqlState) {
      // A value PostgreSQL cannot take (a NUL byte, a number out of range...): the input's fault.
      req.log.warn({ sqlState }, 'input refused by the database');
      return reply
        .code(422)
        .send({ message: t('errors.invalidForm'), errors: { _: [t('validations.type')] } });
    }
    // Written to the logs at once (the answer names its request id), so the logger's sink skips it.
    req.log.error({ err: error, recorded: true }, 'unhandled error');
    await recordLog(
      ctx.db,
      {
        ...requestFacts(req),
        type: 'api',
        level: 'error',
        message: error.message,
        context: { err: { type: error.name, stack: error.stack?.slice(0, 4000) } },
      },
      ctx.config.API_KEYS,
    );
    return reply.code(500).send({ message: t('errors.internal'), request_id: req.id });
  });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  for (const register of modules) await register(app);
  // Queues and their workers; every process of the server works on them.
  for (const start of jobModules) await start(ctx);

  await registerWebApp(app, (options.serveWeb ?? true) ? webDistFolder(ctx.config) : null);

  return app;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apikeyName, type RequestFacts } from './log-records.ts';
import { logSinkOf } from './logger.ts';

/** Requests a process tracks at most for its log lines (a leak would otherwise grow without end). */
const IN_FLIGHT_MAX = 10_000;

/** What a log row says of the request it was written in: route, caller, address, apikey's name. */
export function requestFacts(req: FastifyRequest): RequestFacts {
  const market = req.headers['app-market'];
  return {
    origin: `${req.method} ${req.routeOptions?.url ?? req.url.split('?')[0]}`,
    requestId: req.id,
    userId: req.currentUser?.id ?? null,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    apikey: apikeyName(req.headers.apikey),
    locale: req.locale,
    market: (typeof market === 'string' && market) || req.currentUser?.market || null,
  };
}

/**
 * Sends the app logger's warning-and-above lines to the `logs` table of its database (log-records.ts):
 * each line written during a request carries that request's facts, found by its id among the
 * requests running; what waits is written when the app closes.
 */
export function attachLogSink(app: FastifyInstance) {
  const ctx = app.appContext;
  const sink = logSinkOf(ctx.log);
  if (!sink) return;
  const running = new Map<string, FastifyRequest>();
  const forget = async (req: FastifyRequest) => {
    running.delete(req.id);
  };
  app.addHook('onRequest', async (req) => {
    if (running.size >= IN_FLIGHT_MAX) running.delete(running.keys().next().value!);
    running.set(req.id, req);
  });
  app.addHook('onResponse', forget);
  app.addHook('onRequestAbort', forget);
  sink.attach({
    db: ctx.db,
    secrets: ctx.config.API_KEYS,
    requestFacts: (id) => {
      const req = running.get(id);
      return req ? requestFacts(req) : null;
    },
  });
  app.addHook('onClose', async () => sink.close());
}

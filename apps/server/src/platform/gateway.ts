import {
  checkGuards,
  DEFAULT_TIME_ZONE,
  fieldErrors,
  formatMessage,
  type GatewayService,
  type Guard,
  type Locale,
  parseGuard,
  type ServerMessageKey,
  toLocale,
  toTimeZone,
} from '@proboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuditActor } from './audit.ts';
import type { AppContext } from './context.ts';
import type { CurrentUser } from './current-user.ts';
import { forbidden, TranslatedError, unauthorized } from './errors.ts';
import { openApiSchema, operationAnswers, operationId, type SuccessAnswer, uploadSchema } from './openapi.ts';
import type { ListMemory } from './resources/list-engine/list-memory.ts';
import type { SessionCache } from './session-cache.ts';

/** A route belongs to exactly one service of API.md. */
export type Service = GatewayService;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteContext<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  /** The signed-in user; null only on public routes. */
  user: CurrentUser | null;
  locale: Locale;
  app: AppContext;
  req: FastifyRequest;
  reply: FastifyReply;
  actor: AuditActor;
  t: (key: ServerMessageKey, params?: Record<string, string | number>) => string;
}

export interface RouteSpec<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
> {
  method: Method;
  service: Service;
  /** `v1` private (bearer token), `v1-public` without Authorization. */
  version?: 'v1' | 'v1-public';
  /** Path after the service, e.g. `admin/ranges/:id`. */
  path: string;
  /** Guard string of spec section 6, or `public`. Every route declares one. */
  guard: string;
  /** The guard's role list is exact: AZ_SADMIN does not pass it (the /about route). */
  strictRoles?: boolean;
  summary?: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Requests per address and window this route accepts (public routes that send e-mail). */
  rateLimit?: { max: number | ((ctx: AppContext) => number); timeWindow: string };
  /** Status of a successful answer (201 for creates). */
  status?: number;
  /** The multipart field holding the file this route takes (uploads), for the OpenAPI document. */
  upload?: string;
  /** The successful answer, for the OpenAPI document (default: some JSON object). */
  response?: SuccessAnswer;
  /**
   * Body keys the API returns in its records but nobody writes (`id`, `created_at`, computed labels):
   * accepted and dropped before validation, so a record read from the API can be sent back as it is
   * (SPEC-RULINGS, Writes). Any other key the body schema does not have is still refused.
   */
  readOnlyKeys?: (app: AppContext) => Promise<ReadonlySet<string>>;
  handler: (ctx: RouteContext<Infer<B>, Infer<Q>, Infer<P>>) => Promise<unknown>;
}

export interface RegisteredRoute {
  method: Method;
  url: string;
  service: Service;
  version: 'v1' | 'v1-public';
  /** Path after the service (RouteSpec.path). */
  path: string;
  guard: string;
  guards: Guard[];
  strictRoles: boolean;
  /** True when the guard admits writes only: used by the trust suite. */
  hasBody: boolean;
  /** The multipart field of a route that takes a file instead of a JSON body (RouteSpec.upload). */
  upload?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    gatewayRoutes: RegisteredRoute[];
    appContext: AppContext;
    sessions: SessionCache;
    listMemory: ListMemory;
    /** Time zone names PostgreSQL knows (app.ts). */
    databaseTimeZones: ReadonlySet<string>;
  }
  interface FastifyRequest {
    locale: Locale;
    /** The signed-in user once the gateway found them (null before, and on public routes): for the logs. */
    currentUser: CurrentUser | null;
  }
}

export function requestLocale(req: FastifyRequest): Locale {
  const header = req.headers['app-locale'];
  return toLocale(Array.isArray(header) ? header[0] : header);
}

/**
 * The caller's IANA time zone (`app-timezone`); Europe/Madrid when missing or unknown, to JavaScript
 * or to PostgreSQL (whose date filters read times in it).
 */
export function requestTimeZone(req: FastifyRequest): string {
  const header = req.headers['app-timezone'];
  const zone = toTimeZone(Array.isArray(header) ? header[0] : header);
  return req.server.databaseTimeZones?.has(zone) === false ? DEFAULT_TIME_ZONE : zone;
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length < 200 ? token : null;
}

function parseOrThrow<S extends Schema | undefined>(
  schema: S,
  value: unknown,
  locale: Locale,
  where: string,
): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const input = value ?? (where === 'body' ? undefined : {});
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw new TranslatedError(422, 'errors.invalidForm', fieldErrors(parsed.error, locale, input));
  return parsed.data as Infer<S>;
}

/**
 * The body without the keys the route accepts and ignores (RouteSpec.readOnlyKeys); anything but a
 * plain object is left for the schema to refuse.
 */
function withoutKeys(body: unknown, keys: ReadonlySet<string>): unknown {
  if (keys.size === 0 || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !keys.has(key)));
}

const withoutEmpty = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Registers one gateway route: apikey is checked globally; here the guard, then the input. */
export function route<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P>) {
  const version = spec.version ?? 'v1';
  const guards = parseGuard(spec.guard);
  const isPublic = guards.every((g) => g.name === 'public' || g.name === 'guest');
  if (version === 'v1-public' && !isPublic) throw new Error(`${spec.path}: a v1-public route must be public`);
  if (version === 'v1' && guards[0]?.name !== 'auth')
    throw new Error(`${spec.path}: a v1 route must start with auth`);
  const url = `/api/${spec.service}.${version}/${spec.path}`;
  const id = operationId(spec.service, version, spec.method, spec.path);
  if (app.gatewayRoutes.some((r) => operationId(r.service, r.version, r.method, r.path) === id))
    throw new Error(`${spec.method} ${url}: operationId ${id} is taken by another route`);
  app.gatewayRoutes.push({
    method: spec.method,
    url,
    service: spec.service,
    version,
    path: spec.path,
    guard: spec.guard,
    guards,
    strictRoles: spec.strictRoles ?? false,
    hasBody: Boolean(spec.body),
    ...(spec.upload ? { upload: spec.upload } : {}),
  });

  app.route({
    method: spec.method,
    url,
    config: {
      ...(spec.rateLimit && {
        rateLimit: {
          timeWindow: spec.rateLimit.timeWindow,
          max:
            typeof spec.rateLimit.max === 'number' ? spec.rateLimit.max : spec.rateLimit.max(app.appContext),
        },
      }),
    },
    schema: withoutEmpty({
      operationId: id,
      summary: spec.summary,
      tags: [spec.service],
      body: spec.body ? openApiSchema(spec.body, 'input') : spec.upload && uploadSchema(spec.upload),
      consumes: spec.upload ? ['multipart/form-data'] : undefined,
      querystring: spec.query && openApiSchema(spec.query, 'input'),
      params: spec.params && openApiSchema(spec.params, 'input'),
      security: isPublic ? [{ apikey: [] }] : [{ apikey: [], bearer: [] }],
      response: operationAnswers({
        method: spec.method,
        path: spec.path,
        guards,
        status: spec.status ?? 200,
        hasInput: Boolean(spec.body || spec.upload || spec.query || spec.params),
        rateLimited: Boolean(spec.rateLimit),
        success: spec.response,
      }),
    }),
    // The response schemas document the answers; answers go out as the handler made them (a
    // compiled serializer would drop whatever a schema does not list).
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (req, reply) => {
      const locale = req.locale;
      let user: CurrentUser | null = null;
      if (!isPublic) {
        const token = bearerToken(req);
        if (!token) throw unauthorized();
        user = await app.sessions.find(token);
        if (!user) throw unauthorized();
        req.currentUser = user;
      }
      const outcome = checkGuards(guards, user, { strictRoles: spec.strictRoles });
      if (outcome === 'unauthenticated') throw unauthorized();
      if (outcome !== 'allowed') throw forbidden();
      const params = parseOrThrow(spec.params as P, req.params, locale, 'params');
      const query = parseOrThrow(spec.query as Q, req.query, locale, 'query');
      const sent = spec.readOnlyKeys
        ? withoutKeys(req.body, await spec.readOnlyKeys(app.appContext))
        : req.body;
      const body = parseOrThrow(spec.body as B, sent, locale, 'body');
      const actor: AuditActor = {
        userId: user?.id ?? null,
        email: user?.email ?? null,
        url: req.url.slice(0, 2000),
        ip: req.ip,
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        requestId: req.id,
      };
      const result = await spec.handler({
        body,
        query,
        params,
        user,
        locale,
        app: app.appContext,
        req,
        reply,
        actor,
        t: (key, values) => formatMessage(locale, key, values),
      });
      if (reply.sent) return reply;
      reply.code(spec.status ?? 200);
      return result ?? {};
    },
  });
}

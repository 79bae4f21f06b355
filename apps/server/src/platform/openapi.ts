import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { GATEWAY_SERVICES, type Guard } from '@proboard/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { TOKEN_EXPIRED_MESSAGE } from './errors.ts';

/** The URLs that answer the OpenAPI document itself (ours, and swagger-ui's JSON and YAML). */
const DOCUMENT_URLS = new Set(['/api/docs/openapi.json', '/api/docs/json', '/api/docs/yaml']);

/**
 * swagger-ui's requests (the document, "Try it out") carry the bearer token the web app keeps in
 * localStorage (`token`, already `Bearer ...`: apps/web/src/session/session-storage.ts) when they
 * carry none: signed in to the web app on this origin, the docs open. Runs in the browser
 * (serialised into swagger-initializer.js).
 */
const withWebAppToken = (request: { headers: Record<string, string> }) => {
  const token = (
    globalThis as unknown as { localStorage?: { getItem(key: string): string | null } }
  ).localStorage?.getItem('token');
  if (token && !request.headers.Authorization) request.headers.Authorization = token;
  return request;
};

const bearerOf = (req: FastifyRequest) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
};

/**
 * The OpenAPI 3.0 document of the gateway (`/api/docs/openapi.json`, browsable at `/api/docs`). Every
 * operation is described from the same zod schemas the gateway validates with (gateway.ts): its
 * request, its successful answer and the error answers it can give. `API_DOCS` says who reads it
 * (config.ts): anyone, a signed-in back-office user, or nobody.
 */
export async function registerOpenApi(app: FastifyInstance, config: Pick<Config, 'PUBLIC_URL' | 'API_DOCS'>) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'proboard gateway',
        version: '1.0.0',
        description:
          'Paths are `/api/{service}.{version}/{resource}`. Every call carries the `apikey` header; ' +
          '`v1` calls also carry `Authorization: Bearer <access_token>`, `v1-public` calls never do. ' +
          'Messages follow the `app-locale` header (es, en, fr, it, pt).',
      },
      servers: [{ url: config.PUBLIC_URL }],
      tags: GATEWAY_SERVICES.map((name) => ({ name })),
      components: {
        securitySchemes: {
          apikey: { type: 'apiKey', in: 'header', name: 'apikey' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
  });
  // The document is still built (the trust suite reads app.swagger()); `off` only publishes nothing.
  if (config.API_DOCS === 'off') return;
  if (config.API_DOCS === 'signed-in') {
    // The page and swagger-ui's own files tell nothing; the document needs a back-office session.
    app.addHook('onRequest', async (req, reply) => {
      if (!DOCUMENT_URLS.has(req.url.split('?')[0]!)) return;
      const token = bearerOf(req);
      const user = token && token.length < 200 ? await app.sessions.find(token) : null;
      if (!user) return reply.code(401).send({ message: TOKEN_EXPIRED_MESSAGE });
    });
  }
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { requestInterceptor: withWebAppToken } as Record<string, unknown>,
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

type JsonSchema = z.core.JSONSchema.BaseSchema;

/**
 * OpenAPI 3.0 has no `propertyNames`: a record keyed by an enum (translations per language) is
 * written as one optional property per key, which also tells a reader which keys there are.
 */
function recordsByKey(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }) {
  const def = ctx.zodSchema._zod.def;
  if (def.type !== 'record') return;
  const keys = (def as z.core.$ZodRecordDef).keyType._zod.values;
  const value = ctx.jsonSchema.additionalProperties;
  if (!keys || typeof value !== 'object') return;
  ctx.jsonSchema.properties = Object.fromEntries([...keys].map((key) => [String(key), value]));
  ctx.jsonSchema.additionalProperties = false;
}

/** A zod schema as an OpenAPI 3.0 Schema Object: `input` for requests, `output` for answers. */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, {
    io,
    target: 'openapi-3.0',
    unrepresentable: 'any',
    override: recordsByKey,
  });
}

const messageAnswer = z.object({ message: z.string() });
const ERROR_ANSWERS = {
  401: {
    description: 'Missing or unknown apikey; on v1 calls, a missing, expired or revoked bearer token',
    schema: messageAnswer,
  },
  403: { description: "The route's roles or permissions do not include the caller", schema: messageAnswer },
  404: { description: 'No record with this id', schema: messageAnswer },
  409: {
    description:
      'A stale `updated_at` (someone saved first), a step the workflow does not allow, or a record others use',
    schema: messageAnswer,
  },
  422: {
    description: 'Invalid input: the messages of each field, in the `app-locale` language',
    schema: messageAnswer.extend({ errors: z.record(z.string(), z.array(z.string())) }),
  },
  429: { description: 'Too many requests from this address', schema: messageAnswer },
  500: {
    description: 'Unexpected failure, logged under the request id',
    schema: messageAnswer.extend({ request_id: z.string() }),
  },
} as const;

/** A multipart body of one file in `field`. */
export const uploadSchema = (field: string) => ({
  type: 'object',
  properties: { [field]: { type: 'string', format: 'binary' } },
  required: [field],
});

/** `@fastify/swagger` takes an answer's description from this key and leaves it out of the schema. */
const RESPONSE_DESCRIPTION = 'x-response-description';

/** What a successful answer holds: its JSON, or a file of a media type. */
export type SuccessAnswer = { description: string } & ({ json: z.ZodType } | { file: string });

const ANY_OBJECT: SuccessAnswer = { description: 'Success', json: z.looseObject({}) };

export interface OperationFacts {
  method: string;
  path: string;
  guards: readonly Guard[];
  status: number;
  hasInput: boolean;
  rateLimited: boolean;
  success?: SuccessAnswer;
}

/**
 * The answers of one operation, as `@fastify/swagger` takes them: the success answer and the errors
 * the gateway can give it. 401 always (the apikey); 403 when the guard checks roles or permissions;
 * 404 with an id in the path; 409 on a private write; 422 with input; 429 when rate limited; 500.
 */
export function operationAnswers(facts: OperationFacts): Record<string, object> {
  const success = facts.success ?? ANY_OBJECT;
  const answers: Record<string, object> = {
    [facts.status]:
      'file' in success
        ? {
            description: success.description,
            content: { [success.file]: { schema: { type: 'string', format: 'binary' } } },
          }
        : { [RESPONSE_DESCRIPTION]: success.description, ...openApiSchema(success.json, 'output') },
  };
  const isPublic = facts.guards.every((g) => g.name === 'public' || g.name === 'guest');
  const errors: (keyof typeof ERROR_ANSWERS)[] = [401];
  if (facts.guards.some((g) => g.name === 'role' || g.name === 'permission')) errors.push(403);
  if (facts.path.includes(':')) errors.push(404);
  if (facts.method !== 'GET' && !isPublic) errors.push(409);
  if (facts.hasInput) errors.push(422);
  if (facts.rateLimited) errors.push(429);
  errors.push(500);
  for (const status of errors) {
    const { description, schema } = ERROR_ANSWERS[status];
    answers[status] = { [RESPONSE_DESCRIPTION]: description, ...openApiSchema(schema, 'output') };
  }
  return answers;
}

/**
 * `msproduct.getAdminRangesById`: the service, then the method and the path's words (`Public` first
 * for a v1-public path, which may repeat a private one).
 */
export function operationId(service: string, version: string, method: string, path: string): string {
  const words = [...(version === 'v1-public' ? ['public'] : []), ...path.split('/')]
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  const capitalised = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return `${service}.${method.toLowerCase()}${capitalised}`;
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Where the web app may load images from: itself, data: and blob: URLs (made in the browser),
 * and the S3-compatible file storage when one is configured. Not any https: host: an injected
 * <img> would carry data to whoever it names.
 */
export function imageSources(config: Pick<Config, 'S3_ENDPOINT'>): string[] {
  const storage = config.S3_ENDPOINT ? [new URL(config.S3_ENDPOINT).origin] : [];
  return ["'self'", 'data:', 'blob:', ...storage];
}

/**
 * What no cache may keep: every API answer (users, lists, details, Excel downloads, a secret shown
 * once), whoever asked. Static swagger-ui files are no answer of the API. An answer that says how it
 * may be kept (a public file) keeps its own header.
 */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs/static/');

/**
 * helmet's headers, with a content security policy for the single-page app, and `Cache-Control:
 * no-store` on every API answer: a shared computer's browser cache, or a proxy, keeps no one's data.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isApiAnswer(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Not helmet's `'self' https: data:`: a running script could send the localStorage tokens to
        // any host in a font URL.
        fontSrc: ["'self'", 'data:'],
        // No <base> at all: an injected one would move every relative URL (scripts, the API) elsewhere.
        baseUri: ["'none'"],
        imgSrc: imageSources(config),
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
}

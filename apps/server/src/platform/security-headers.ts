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

/** helmet's headers, with a content security policy for the single-page app. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: imageSources(config),
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
}

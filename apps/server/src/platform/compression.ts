import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the API's JSON answers of at least `minBytes` (COMPRESS_MIN_BYTES; 0: never), brotli
 * or gzip as the client prefers. Only JSON: the Excel download is already zipped, uploaded files
 * are mostly compressed images, and the web app's files are compressed once, at build time
 * (web-app.ts). Levels are the cheap ones (brotli 4, gzip 6), not brotli's default 11, which costs
 * milliseconds per page. Must be registered before the routes: it hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance, minBytes: number) {
  if (minBytes === 0) return;
  await app.register(compress, {
    threshold: minBytes,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json(?:;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay as sent: a compressed upload would only hide its size from the limits.
    globalDecompression: false,
  });
}

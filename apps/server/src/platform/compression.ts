import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
const JSON_TYPE = /^application\/json(?:;|$)/;

/**
 * Compresses the API's JSON answers of at least `minBytes` (COMPRESS_MIN_BYTES; 0: never), brotli
 * or gzip as the client's Accept-Encoding prefers (q-values honoured by Fastify's own negotiator).
 * Only JSON: the Excel download is already zipped, uploaded files are mostly compressed images, and
 * the web app's files are compressed once, at build time (web-app.ts).
 *
 * The levels are the cheapest (brotli 1, gzip 1): a list answer costs the server well under a
 * millisecond, and brotli 4 (what @fastify/compress was set to) took 12% of the articles list's
 * throughput in the bench; level 1 keeps most of the saving (JSON of a list is repetitive). A JSON
 * answer is one string in memory, so it is compressed in one call, not through a stream.
 */
export async function registerCompression(app: FastifyInstance, minBytes: number) {
  if (minBytes === 0) return;
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < minBytes) return payload;
    if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    reply.header('vary', 'accept-encoding');
    const accepted = req.headers['accept-encoding'];
    const encoding = accepted ? encodings.negotiate(accepted) : null;
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 1,
              [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
            },
          })
        : gzipSync(payload, { level: 1 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

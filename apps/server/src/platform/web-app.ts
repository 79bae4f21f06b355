import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { formatMessage } from '@proboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Bundles and styles under assets/ are named by their content: a new build gives them new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (the HTML shell, robots.txt, favicon.ico) is checked (ETag) before each use: an
 * old shell kept by a browser would ask for bundles a new version no longer has.
 */
const REVALIDATE = 'no-cache';

/** The built web app's folder: WEB_DIST when set (a second checkout's e2e run serves its own). */
export const webDistFolder = (config: Config) =>
  config.WEB_DIST ? path.resolve(config.WEB_DIST) : defaultWebDist;

/**
 * Serves the built single-page app: its files as built, brotli or gzip when the build made them
 * (vite.config.ts) and the browser takes them, and index.html for every other path outside /api
 * (history-mode routes). Also answers what no route matched: a JSON 404 for the API, and for a
 * missing asset (an old tab after a redeploy), not the SPA's index.html.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null) {
  const notFound = (req: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ message: formatMessage(req.locale ?? 'es', 'errors.routeNotFound') });
  const shell = webDist && path.join(webDist, 'index.html');
  if (!webDist || !shell || !existsSync(shell)) {
    app.setNotFoundHandler(async (req, reply) => notFound(req, reply));
    return;
  }
  const assets = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) =>
      reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE),
    // A folder (`/` above all) is no file to serve: the not-found handler answers the SPA.
    allowedPath: (pathName) => !pathName.endsWith('/'),
  });
  app.setNotFoundHandler(async (req, reply) => {
    if (
      req.url.startsWith('/api/') ||
      req.url.startsWith('/assets/') ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      // The folder is being rebuilt.
      !existsSync(shell)
    ) {
      return notFound(req, reply);
    }
    // HEAD answers as GET does: uptime monitors ask HEAD /login.
    return reply.sendFile('index.html', webDist);
  });
}

import { LOCALES, type Locale, QR_LEGACY_PUBLIC_PATH, QR_PUBLIC_PATH } from '@proboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { QrCache, QrKind, QrTarget } from './qr-cache.ts';
import { previewPage, unavailablePage } from './qr-pages.ts';
import {
  askedLanguages,
  countryOf,
  type Device,
  deviceOf,
  isBot,
  isPreviewer,
  withCampaign,
} from './qr-request.ts';
import type { ScanCounter } from './qr-scan-counter.ts';

/**
 * Where a scan goes: the phone's own store or app link (iOS, Android) when the code has one, else
 * the link of the first language the phone asks for that has one, else the default link; always with
 * the campaign's UTM parameters.
 */
export function destinationOf(target: QrTarget, device: Device, languages: readonly string[]): string {
  const deviceLink = device === 'ios' ? target.linkIos : device === 'android' ? target.linkAndroid : null;
  const languageLink = languages.map((l) => target.languageLinks[l]).find(Boolean);
  return withCampaign(deviceLink ?? languageLink ?? target.linkDefault, target.campaign);
}

/** The interface locale of the phone's languages (the unavailable page), Spanish when none. */
function pageLocale(languages: readonly string[]): Locale {
  return (languages.find((l) => (LOCALES as readonly string[]).includes(l)) as Locale) ?? 'es';
}

/** A code as printed: the az_iso's capitals, digits, `_` and `-`, case aside. */
const codeOf = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,60}$/.test(value) ? value.toUpperCase() : null;

/**
 * The public redirect (no apikey, no token, outside /api): `GET /qr/{az_iso}` for the new codes and
 * `GET /qr.php?id={code}` for the legacy ones. The code comes from memory (qr-cache.ts), the scan is
 * counted in memory (qr-scan-counter.ts): no database round trip once the code is known. Answers are
 * never cached (`no-store`): the destination may change at any time, and every scan must reach us.
 */
export function qrRedirectRoutes(app: FastifyInstance, cache: QrCache, counter: ScanCounter) {
  async function answer(kind: QrKind, rawCode: unknown, req: FastifyRequest, reply: FastifyReply) {
    const userAgent = req.headers['user-agent'] ?? '';
    const languages = askedLanguages(req.headers['accept-language'] ?? '');
    const code = codeOf(rawCode);
    const target = code ? await cache.find(kind, code) : null;
    const device = deviceOf(userAgent);
    const bot = isBot(userAgent);
    counter.count({
      redirectionId: target?.redirectionId ?? null,
      legacyId: target?.legacyId ?? null,
      device,
      country: countryOf(req.headers),
      bot,
    });
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const locale = pageLocale(languages);
    if (!target?.active) {
      return reply.code(404).type('text/html; charset=utf-8').send(unavailablePage(locale));
    }
    const destination = destinationOf(target, device, languages);
    if (bot && isPreviewer(userAgent)) {
      const language = [...languages, 'es', ...Object.keys(target.seo)].find((l) => target.seo[l]?.title);
      const seo = language ? target.seo[language]! : {};
      return reply.type('text/html; charset=utf-8').send(
        previewPage(locale, {
          title: seo.title ?? code!,
          description: seo.description ?? '',
          image: target.seoImage ? new URL(target.seoImage, app.appContext.config.PUBLIC_URL).href : null,
          url: destination,
        }),
      );
    }
    return reply.redirect(destination, 302);
  }

  const hidden = { schema: { hide: true } };
  app.get(`${QR_PUBLIC_PATH}/:code`, hidden, (req, reply) =>
    answer('new', (req.params as { code?: unknown }).code, req, reply),
  );
  app.get(QR_LEGACY_PUBLIC_PATH, hidden, (req, reply) =>
    answer('legacy', (req.query as { id?: unknown }).id, req, reply),
  );
}

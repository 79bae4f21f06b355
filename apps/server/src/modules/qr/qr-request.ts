import { CONTENT_LANGUAGES } from '@proboard/domain';
import { isbot } from 'isbot';

/**
 * What a scan's request says about the phone: its device, whether a robot sent it, the languages it
 * asks for and its country. Pure functions of the headers: the redirect reads nothing else.
 */

export type Device = 'ios' | 'android' | 'other';

/** iPhones, iPads and iPods (iPadOS 13+ says "Macintosh" unless it asks for the mobile site). */
export function deviceOf(userAgent: string): Device {
  if (/\b(iPhone|iPad|iPod)\b/i.test(userAgent)) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  return 'other';
}

/** Crawlers, link checkers and previewers (isbot's list); no User-Agent at all counts as one too. */
export const isBot = (userAgent: string): boolean => userAgent.trim() === '' || isbot(userAgent);

/**
 * The chat and social previewers that show a link's card: they get the SEO title, description and
 * image in a small page rather than the redirect.
 */
export const isPreviewer = (userAgent: string): boolean =>
  /facebookexternalhit|Facebot|Twitterbot|LinkedInBot|WhatsApp|Slackbot|TelegramBot|Discordbot|SkypeUriPreview|Pinterest|redditbot|Applebot/i.test(
    userAgent,
  );

interface LanguageRange {
  language: string;
  region: string | null;
  quality: number;
}

/** Accept-Language's ranges, best first (`pt-BR,pt;q=0.9,en;q=0.8`); `*` and malformed parts dropped. */
export function languageRanges(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  for (const part of header.split(',').slice(0, 20)) {
    const [tag, ...params] = part.trim().split(';');
    const match = /^([a-z]{2,3})(?:-([a-z]{2}|\d{3}))?(?:-[a-z0-9]+)*$/i.exec(tag?.trim() ?? '');
    if (!match) continue;
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
    const quality = q ? Number(q[1]) : 1;
    if (quality <= 0) continue;
    ranges.push({
      language: match[1]!.toLowerCase(),
      region: match[2] ? match[2].toUpperCase() : null,
      quality,
    });
  }
  // Stable: equal qualities keep the phone's order.
  return ranges.sort((a, b) => b.quality - a.quality);
}

/** The content languages the phone asks for, best first. */
export function askedLanguages(header: string): string[] {
  const known = new Set<string>(CONTENT_LANGUAGES);
  return [...new Set(languageRanges(header).map((r) => r.language))].filter((l) => known.has(l));
}

/**
 * The scan's country: the proxy's header when it sets one (`CF-IPCountry`, `CloudFront-Viewer-Country`,
 * `X-Country-Code`), else the region of the phone's first language (`es-ES`), else ''. Only ever two
 * capitals: a made-up header cannot grow the counters beyond one row per country.
 */
export function countryOf(headers: Record<string, string | string[] | undefined>): string {
  for (const name of ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code']) {
    const value = headers[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (text && /^[A-Z]{2}$/.test(text) && text !== 'XX' && text !== 'T1') return text;
  }
  const accept = headers['accept-language'];
  const region = languageRanges(Array.isArray(accept) ? (accept[0] ?? '') : (accept ?? '')).find(
    (r) => r.region && /^[A-Z]{2}$/.test(r.region),
  )?.region;
  return region ?? '';
}

export interface Campaign {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/**
 * The link with the campaign's UTM parameters added: a parameter the link already has is the link's
 * own choice and stays as it is; the fragment stays last.
 */
export function withCampaign(link: string, campaign: Campaign): string {
  const url = new URL(link);
  for (const key of UTM_KEYS) {
    const value = campaign[key]?.trim();
    if (value && !url.searchParams.has(key)) url.searchParams.append(key, value);
  }
  return url.toString();
}

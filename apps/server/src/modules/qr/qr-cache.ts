import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../../platform/database.ts';
import type { Campaign } from './qr-request.ts';

/** What a scan needs of a code, read once and remembered. */
export interface QrTarget {
  redirectionId: number | null;
  legacyId: number | null;
  active: boolean;
  linkDefault: string;
  linkIos: string | null;
  linkAndroid: string | null;
  /** A link per content language (`translations.{lang}.link`). */
  languageLinks: Record<string, string>;
  campaign: Campaign;
  /** SEO texts per language, for social previews. */
  seo: Record<string, { title?: string; description?: string }>;
  seoImage: string | null;
}

export type QrKind = 'new' | 'legacy';

const MAX_ENTRIES = 50_000;
const RETRY_MS = 5_000;
const NO_CAMPAIGN: Campaign = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
};

type Translations = Record<string, { seo_title?: string; seo_description?: string; link?: string }>;

function targetOf(row: Record<string, unknown>, legacyId: number | null): QrTarget {
  const translations = (row.translations ?? {}) as Translations;
  return {
    redirectionId: row.id as number,
    legacyId,
    active: row.active as boolean,
    linkDefault: row.link_default as string,
    linkIos: (row.link_ios as string | null) ?? null,
    linkAndroid: (row.link_android as string | null) ?? null,
    languageLinks: Object.fromEntries(
      Object.entries(translations).flatMap(([lang, texts]) => (texts.link ? [[lang, texts.link]] : [])),
    ),
    campaign: {
      utm_source: row.utm_source as string | null,
      utm_medium: row.utm_medium as string | null,
      utm_campaign: row.utm_campaign as string | null,
      utm_term: row.utm_term as string | null,
      utm_content: row.utm_content as string | null,
    },
    seo: Object.fromEntries(
      Object.entries(translations).map(([lang, t]) => [
        lang,
        { title: t.seo_title, description: t.seo_description },
      ]),
    ),
    seoImage: (row.seo_image_url as string | null) ?? null,
  };
}

async function load(db: Db, kind: QrKind, code: string): Promise<QrTarget | null> {
  if (kind === 'new') {
    const found = await db.execute(sql`select * from qr_redirections where az_iso = ${code}`);
    return found.rows[0] ? targetOf(found.rows[0], null) : null;
  }
  const found = await db.execute<
    Record<string, unknown>
  >(sql`select l.id as legacy_id, l.active as legacy_active,
      l.destination_url, r.* from qr_redirections_legacy l left join qr_redirections r on r.id = l.redirection_id
      where l.code = ${code}`);
  const row = found.rows[0];
  if (!row) return null;
  const legacyId = row.legacy_id as number;
  // A converted code answers as the redirection it became: its links, campaign and active flag.
  if (row.id != null) return targetOf(row, legacyId);
  return {
    redirectionId: null,
    legacyId,
    active: row.legacy_active as boolean,
    linkDefault: row.destination_url as string,
    linkIos: null,
    linkAndroid: null,
    languageLinks: {},
    campaign: NO_CAMPAIGN,
    seo: {},
    seoImage: null,
  };
}

/**
 * The codes this process answered, remembered so that a scan makes no database round trip. Every
 * change to either table notifies `qr_redirections` (trigger of 0062) when it commits, and this
 * process's listening connection forgets them all; a write through this process also forgets at
 * once (`forget`), before its answer leaves. While the listening connection is down nothing is
 * remembered: each scan reads the database, so a change is never missed.
 */
export function createQrCache(options: { db: Db; log: Logger }) {
  const { db, log } = options;
  const entries = new Map<string, QrTarget | null>();
  let listener: pg.PoolClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const forget = () => entries.clear();

  const drop = (error: unknown) => {
    forget();
    const client = listener;
    listener = null;
    client?.release(error instanceof Error ? error : true);
    if (closed) return;
    log.warn({ err: error }, 'QR cache: listening connection lost, scans read the database');
    retry = setTimeout(() => void listen(), RETRY_MS);
    retry.unref();
  };

  async function listen() {
    if (closed) return;
    try {
      const client = await db.$client.connect();
      client.on('notification', forget);
      client.on('error', drop);
      await client.query('LISTEN qr_redirections');
      // Whatever changed before the LISTEN took effect is forgotten too.
      forget();
      if (closed) client.release();
      else listener = client;
    } catch (error) {
      drop(error);
    }
  }

  return {
    listen,
    forget,
    async find(kind: QrKind, code: string): Promise<QrTarget | null> {
      const key = `${kind}:${code}`;
      if (listener && entries.has(key)) return entries.get(key) ?? null;
      const target = await load(db, kind, code);
      if (listener) {
        if (entries.size >= MAX_ENTRIES) forget();
        entries.set(key, target);
      }
      return target;
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      forget();
      listener?.release();
      listener = null;
    },
  };
}

export type QrCache = ReturnType<typeof createQrCache>;

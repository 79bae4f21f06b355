import { alerts, checkGuards, news, parseGuard } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../platform/current-user.ts';
import type { ReadScope } from '../../platform/resources/read-scope.ts';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';

type Errors = Record<string, string[]>;
const UNKNOWN_REFERENCE = 'validations.in_array';

/** The Spanish title, else the first one written: what lists show of a publication. */
export const titleOf = (alias: string) =>
  `coalesce(nullif(${alias}.translations->'es'->>'title', ''), (select v->>'title' from jsonb_each(${alias}.translations) e(k, v) where v->>'title' <> '' order by k limit 1), '')`;

/** The codes of its markets (`ES, PT`), in code order. */
const marketCodes = `(select string_agg(m.iso, ', ' order by m.iso) from markets m where m.id = any(t.markets))`;

/** A moment kept to its minute: a window opens and closes on a minute's first second. */
const toMinute = (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? new Date(Math.floor(Date.parse(value) / 60_000) * 60_000).toISOString()
    : (value ?? null);

/**
 * What is stored of a body: moments to the minute, every language's body through the one rich-text
 * gate, blank optional texts as null.
 */
function prepare(body: Row): Row {
  const translations = (body.translations ?? {}) as Record<string, { title?: string; body?: string }>;
  const clean = Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => [
      language,
      typeof texts.body === 'string' ? { ...texts, body: sanitizeRichText(texts.body) } : texts,
    ]),
  );
  const blankToNull = (key: string) =>
    key in body
      ? { [key]: typeof body[key] === 'string' && !(body[key] as string).trim() ? null : body[key] }
      : {};
  return {
    ...body,
    ...blankToNull('image_url'),
    ...blankToNull('link'),
    ...blankToNull('image_description'),
    publish_at: toMinute(body.publish_at),
    publish_end_at: toMinute(body.publish_end_at),
    markets: [...new Set((body.markets as number[]) ?? [])].sort((a, b) => a - b),
    translations: clean,
  };
}

async function validate(tx: Tx, body: Row): Promise<Errors> {
  const markets = (body.markets as number[]) ?? [];
  const found = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from markets where id = any(${sql.param(markets)}::int[])`,
  );
  return found.rows[0]!.n === markets.length ? {} : { markets: [UNKNOWN_REFERENCE] };
}

const publication = {
  json: ['translations'],
  computed: { title: titleOf('t'), market_codes: marketCodes },
  // Bodies are large: a list row carries titles only (the record has every text).
  listColumns: [
    'id',
    'az_iso',
    'publish',
    'publish_at',
    'publish_end_at',
    'markets',
    'created_at',
    'updated_at',
  ],
  hooks: { prepare, validate },
};

const writable = ['az_iso', 'publish', 'publish_at', 'publish_end_at', 'translations', 'markets'];

export const newsStore: ResourceStore = {
  ...publication,
  definition: news,
  table: 'news',
  writable: [...writable, 'image_url', 'link', 'image_description'],
  uniques: { news_az_iso_unique: 'az_iso' },
};

export const alertStore: ResourceStore = {
  ...publication,
  definition: alerts,
  table: 'alerts',
  writable,
  uniques: { alerts_az_iso_unique: 'az_iso' },
};

const READS_EVERY_ALERT = parseGuard('auth|permission:azc-alerts-read');

/**
 * `azc-market-alerts-read` without `azc-alerts-read`: the alerts published in the user's own market
 * only (`users.market`, a market's code); a user without a market reads none.
 */
export const alertsReadScope: ReadScope = (user: CurrentUser | null) => {
  if (user && checkGuards(READS_EVERY_ALERT, user) === 'allowed') return null;
  const market = user?.market ?? null;
  if (!market) return sql`false`;
  return sql`t.markets && array(select m.id from markets m where m.iso = ${market})`;
};

import { CONTENT_LANGUAGES, PUBLISHED_PATH } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/** The longest a cache may keep the answer: a minute, the precision publishing windows have. */
export const PUBLISHED_MAX_AGE_SECONDS = 60;

const query = z.object({
  market: z.string().regex(/^[A-Za-z0-9_-]{2,8}$/, 'validations.type'),
  language: z.enum(CONTENT_LANGUAGES).default('es'),
});

/** One language's text of a publication, else the Spanish one. */
const textIn = (key: 'title' | 'body', language: string) =>
  sql`coalesce(nullif(t.translations->${language}->>${key}, ''), t.translations->'es'->>${key}, '')`;

/** Published now in the market: the flag set, the window open at `now` (its end not reached). */
const publishedAt = (now: Date, marketId: number) =>
  sql`t.publish and t.publish_at <= ${now.toISOString()}::timestamptz
    and (t.publish_end_at is null or t.publish_end_at > ${now.toISOString()}::timestamptz)
    and ${marketId} = any(t.markets)`;

/** The next moment after `now` at which the market's publications change (a window opens or closes). */
async function nextBoundary(db: Queryable, now: Date, marketId: number): Promise<Date | null> {
  const at = now.toISOString();
  const found = await db.execute<{ next: string | null }>(sql`select min(b) as next from (
      select case when publish_at > ${at}::timestamptz then publish_at else publish_end_at end as b
      from news where publish and ${marketId} = any(markets)
        and (publish_at > ${at}::timestamptz or publish_end_at > ${at}::timestamptz)
      union all
      select case when publish_at > ${at}::timestamptz then publish_at else publish_end_at end
      from alerts where publish and ${marketId} = any(markets)
        and (publish_at > ${at}::timestamptz or publish_end_at > ${at}::timestamptz)
    ) boundaries`);
  const next = found.rows[0]?.next;
  return next ? new Date(next) : null;
}

/**
 * How long a cache may keep an answer given at `now`: a minute at most, and never past the next
 * moment a window opens or closes, so a cached answer is never one a fresh read would not give.
 */
export function maxAgeSeconds(now: Date, boundary: Date | null): number {
  if (!boundary) return PUBLISHED_MAX_AGE_SECONDS;
  return Math.max(
    0,
    Math.min(PUBLISHED_MAX_AGE_SECONDS, Math.floor((boundary.getTime() - now.getTime()) / 1000)),
  );
}

/**
 * What customers' apps read (spec: "what is published is what the apps read"): the news and alerts
 * published now in one market, in one language (Spanish where a text is not translated), newest
 * first. No token: anyone with the apikey reads it, and any cache may keep it (`Cache-Control:
 * public`) for as long as it stays true. Limited per address like the other public lists.
 */
export async function publishedRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: 'msnotifier',
    version: 'v1-public',
    path: PUBLISHED_PATH,
    guard: 'public',
    rateLimit: {
      max: (ctx: AppContext) => ctx.config.PUBLIC_LIST_REQUESTS_PER_MINUTE,
      timeWindow: '1 minute',
    },
    summary:
      'The news and alerts published now in a market (`market`: its code), in `language` (Spanish where a text is not translated); public, cacheable until the next publishing change or a minute',
    query,
    handler: async ({ query: { market, language }, app: ctx, reply }) => {
      const now = new Date();
      const found = await ctx.db.execute<{ id: number; iso: string }>(
        sql`select id, iso from markets where iso = ${market.toUpperCase()}`,
      );
      const marketRow = found.rows[0];
      if (!marketRow) throw notFound();
      const where = publishedAt(now, marketRow.id);
      const common = sql`t.id, t.az_iso, ${textIn('title', language)} as title, ${textIn('body', language)} as body,
        to_char(t.publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as publish_at,
        to_char(t.publish_end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as publish_end_at`;
      const [news, alerts, boundary] = await Promise.all([
        ctx.db.execute(sql`select ${common}, t.image_url, t.image_description, t.link
          from news t where ${where} order by t.publish_at desc, t.id desc`),
        ctx.db.execute(
          sql`select ${common} from alerts t where ${where} order by t.publish_at desc, t.id desc`,
        ),
        nextBoundary(ctx.db, now, marketRow.id),
      ]);
      reply.header('cache-control', `public, max-age=${maxAgeSeconds(now, boundary)}`);
      return { market: marketRow.iso, language, news: news.rows, alerts: alerts.rows };
    },
  });
}

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamp, timestamps } from '../../platform/columns.ts';

/**
 * News and alerts: what customers' apps show in a market for a while. Texts are one JSONB column
 * (`{es: {title, body}, ...}`), like the catalogue; `markets` holds market ids (the publication's
 * markets, at least one). Moments are kept to the minute (news.stores.ts), the end after the start.
 * A function: each table needs its own column builders (a shared `.unique()` takes the first
 * table's name for its constraint).
 */
const publication = () => ({
  id: serial('id').primaryKey(),
  az_iso: text('az_iso').notNull().unique(),
  publish: boolean('publish').notNull().default(false),
  publish_at: stamp('publish_at'),
  publish_end_at: stamp('publish_end_at'),
  translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
  markets: integer('markets').array().notNull().default(sql`'{}'`),
  ...timestamps,
});

export const news = pgTable(
  'news',
  {
    ...publication(),
    image_url: text('image_url'),
    link: text('link'),
    image_description: text('image_description'),
  },
  (t) => [
    check('news_window_check', sql`${t.publish_end_at} > ${t.publish_at}`),
    // The public read: what is published, by start (few rows each; the markets are tested on them).
    index('news_published_index').on(t.publish_at, t.publish_end_at).where(sql`${t.publish}`),
    index('news_order_created_at_index').on(t.created_at.desc().nullsLast(), t.id),
  ],
);

export const alerts = pgTable('alerts', { ...publication() }, (t) => [
  check('alerts_window_check', sql`${t.publish_end_at} > ${t.publish_at}`),
  index('alerts_published_index').on(t.publish_at, t.publish_end_at).where(sql`${t.publish}`),
  index('alerts_order_created_at_index').on(t.created_at.desc().nullsLast(), t.id),
  // The market readers' list (azc-market-alerts-read): the alerts of one market.
  index('alerts_markets_index').using('gin', t.markets).with({ fastupdate: false }),
]);

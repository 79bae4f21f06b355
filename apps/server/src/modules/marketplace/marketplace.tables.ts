import { amazonAsins as asinDefinition, DEFAULT_KEYWORD_BYTE_LIMIT } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newestFirstOrder, searchTextColumn, searchTextIndexes, timestamps } from '../../platform/columns.ts';
import { articles, languages } from '../catalogue/catalogue.tables.ts';
import { countries } from '../global/global.tables.ts';

/** An Amazon marketplace we sell on (domain: resources/marketplace/amazon-marketplaces.ts). */
export const amazonMarketplaces = pgTable(
  'amazon_marketplaces',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    amazon_marketplace_id: text('amazon_marketplace_id').notNull().unique(),
    domain_extension: text('domain_extension').notNull().unique(),
    country_iso: text('country_iso')
      .notNull()
      .references(() => countries.iso, { onUpdate: 'cascade', onDelete: 'restrict' }),
    language: text('language')
      .notNull()
      .references(() => languages.az_iso, { onUpdate: 'cascade', onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    keyword_byte_limit: integer('keyword_byte_limit').notNull().default(DEFAULT_KEYWORD_BYTE_LIMIT),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('amazon_marketplaces_country_iso_index').on(t.country_iso),
    index('amazon_marketplaces_language_index').on(t.language),
  ],
);

/**
 * An article's ASIN on one marketplace. `article_iso` and `article_name` are the article's code and
 * name, copied by triggers (migration 0054) so that the list's one search text holds them: 200,000
 * ASINs searched by an article's name through a per-row subquery took hundreds of milliseconds.
 * `keyword_bytes` is what Amazon measures (octet_length of UTF-8 text), for the list.
 */
export const amazonAsins = pgTable(
  'amazon_asins',
  {
    id: serial('id').primaryKey(),
    article_id: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    marketplace_id: integer('marketplace_id')
      .notNull()
      .references(() => amazonMarketplaces.id, { onDelete: 'restrict' }),
    asin: text('asin').notNull(),
    keywords: text('keywords').notNull().default(''),
    keyword_bytes: integer('keyword_bytes').generatedAlwaysAs(sql`octet_length(keywords)`),
    article_iso: text('article_iso').notNull().default(''),
    article_name: text('article_name').notNull().default(''),
    search_text: searchTextColumn(asinDefinition.search),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('amazon_asins_article_marketplace_key').on(t.article_id, t.marketplace_id),
    uniqueIndex('amazon_asins_marketplace_asin_key').on(t.marketplace_id, t.asin),
    newestFirstOrder('amazon_asins', t, t.marketplace_id),
    ...searchTextIndexes('amazon_asins', t),
    check('amazon_asins_asin_shape', sql`${t.asin} ~ '^[A-Z0-9]{10}$'`),
  ],
);

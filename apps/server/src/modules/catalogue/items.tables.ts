import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/columns.ts';
import { articles, attributeOptions, categories, markets, products } from './catalogue.tables.ts';

/**
 * What products and articles carry beyond their own row (issue 13): plain tables, one row per
 * value, so completeness can count them. Each is written whole by its owner's save (products.store,
 * articles.store) and dropped with its owner.
 */

/** An article's reference price in a market and currency from a date on (exact numeric money). */
export const articleRates = pgTable(
  'article_rates',
  {
    id: serial('id').primaryKey(),
    article_id: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    market_id: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    reference_price: numeric('reference_price', { precision: 12, scale: 2 }).notNull(),
    valid_from: date('valid_from').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('article_rates_article_market_currency_from').on(
      t.article_id,
      t.market_id,
      t.currency,
      t.valid_from,
    ),
    index().on(t.market_id),
  ],
);

/** An article's additional images (at most 9, each at most 64 kB), in the order the form gives. */
export const articleImages = pgTable(
  'article_images',
  {
    id: serial('id').primaryKey(),
    article_id: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sort_id: smallint('sort_id').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('article_images_article_sort').on(t.article_id, t.sort_id),
    check('article_images_sort_range', sql`${t.sort_id} between 0 and 8`),
  ],
);

/** Related articles (both ways shown from the article that names them). */
export const articleRelations = pgTable(
  'article_relations',
  {
    article_id: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    related_article_id: integer('related_article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.article_id, t.related_article_id] }),
    index().on(t.related_article_id),
    check('article_relations_not_self', sql`${t.article_id} <> ${t.related_article_id}`),
  ],
);

/** An article's attribute values: one option per attribute type (checked on save). */
export const articleAttributeOptions = pgTable(
  'article_attribute_options',
  {
    article_id: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    attribute_option_id: integer('attribute_option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.article_id, t.attribute_option_id] }), index().on(t.attribute_option_id)],
);

/** Related, similar and replacement products (`kind`: PRODUCT_RELATION_KINDS). */
export const productRelations = pgTable(
  'product_relations',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    related_product_id: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.kind, t.related_product_id] }),
    index().on(t.related_product_id),
    check('product_relations_not_self', sql`${t.product_id} <> ${t.related_product_id}`),
  ],
);

/** A product's related categories (its main and industrial categories are columns of the product). */
export const productCategories = pgTable(
  'product_categories',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.category_id] }), index().on(t.category_id)],
);

/** A product's attribute values: one option per attribute type (checked on save). */
export const productAttributeOptions = pgTable(
  'product_attribute_options',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attribute_option_id: integer('attribute_option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.attribute_option_id] }), index().on(t.attribute_option_id)],
);

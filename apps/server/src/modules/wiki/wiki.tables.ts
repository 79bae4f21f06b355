import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/columns.ts';
import { products } from '../catalogue/catalogue.tables.ts';

/**
 * Digital documentation: books > sections > subsections > contents. Texts are one JSONB column per
 * node (`{es: {title, ...}, ...}`), like the catalogue. A child's position is dense (1..n) and unique
 * inside its parent; every change of positions locks the parent row first (sibling-order.ts), and 0
 * is the transient slot of a node being placed. A parent with children cannot be deleted (409).
 */
export const digitalBooks = pgTable(
  'digital_books',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    sort_key: integer('sort_key').notNull(),
    translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
    cover_image: text('cover_image'),
    markets: integer('markets').array().notNull().default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('digital_books_order_sort_key_index').on(t.sort_key.asc().nullsFirst(), t.id)],
);

/** The products a book documents. */
export const digitalBookProducts = pgTable(
  'digital_book_products',
  {
    book_id: integer('book_id')
      .notNull()
      .references(() => digitalBooks.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.book_id, t.product_id] }),
    index('digital_book_products_product_id_index').on(t.product_id),
  ],
);

export const digitalSections = pgTable(
  'digital_sections',
  {
    id: serial('id').primaryKey(),
    book_id: integer('book_id')
      .notNull()
      .references(() => digitalBooks.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('digital_sections_book_position_key').on(t.book_id, t.position)],
);

export const digitalSubsections = pgTable(
  'digital_subsections',
  {
    id: serial('id').primaryKey(),
    section_id: integer('section_id')
      .notNull()
      .references(() => digitalSections.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('digital_subsections_section_position_key').on(t.section_id, t.position)],
);

export const digitalContents = pgTable(
  'digital_contents',
  {
    id: serial('id').primaryKey(),
    subsection_id: integer('subsection_id')
      .notNull()
      .references(() => digitalSubsections.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('digital_contents_subsection_position_key').on(t.subsection_id, t.position)],
);

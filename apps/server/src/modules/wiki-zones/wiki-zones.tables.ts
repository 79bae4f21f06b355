import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stamp, timestamps } from '../../platform/columns.ts';
import { families, products } from '../catalogue/catalogue.tables.ts';
import { DOCUMENTATION_VECTOR, WIKI_DOCUMENT_VECTOR } from './full-text.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The wiki zone (issue 35): zones in a tree (a zone's parent is another zone; siblings ordered by
 * sort_key), documents in a zone, and each document's versions. A document row holds a copy of its
 * newest version (what lists and the search read); the versions are immutable: a trigger refuses
 * any UPDATE, and any DELETE but the one that goes with its document (migration 0063).
 */
export const wikiZones = pgTable(
  'wiki_zones',
  {
    id: serial('id').primaryKey(),
    parent_id: integer('parent_id').references((): never => wikiZones.id as never, { onDelete: 'restrict' }),
    sort_key: integer('sort_key').notNull(),
    translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [
    index('wiki_zones_parent_id_index').on(t.parent_id),
    index('wiki_zones_order_sort_key_index').on(t.sort_key.asc().nullsFirst(), t.id),
  ],
);

export const wikiDocuments = pgTable(
  'wiki_documents',
  {
    id: serial('id').primaryKey(),
    zone_id: integer('zone_id')
      .notNull()
      .references(() => wikiZones.id, { onDelete: 'restrict' }),
    translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
    attachments: text('attachments').array().notNull().default(sql`'{}'`),
    current_version: integer('current_version').notNull().default(0),
    search_vector: tsvector('search_vector').generatedAlwaysAs(sql.raw(WIKI_DOCUMENT_VECTOR)),
    ...timestamps,
  },
  (t) => [
    index('wiki_documents_zone_id_index').on(t.zone_id),
    index('wiki_documents_order_updated_at_index').on(t.updated_at.desc().nullsLast(), t.id),
    index('wiki_documents_search_vector_index').using('gin', t.search_vector).with({ fastupdate: false }),
  ],
);

/**
 * One version of a document, as it was written. `created_by` and `author` (the writer's name then)
 * carry no foreign key: a version is never rewritten, not even to forget a deleted user.
 */
export const wikiDocumentVersions = pgTable(
  'wiki_document_versions',
  {
    id: serial('id').primaryKey(),
    document_id: integer('document_id')
      .notNull()
      .references(() => wikiDocuments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    translations: jsonb('translations').notNull(),
    attachments: text('attachments').array().notNull().default(sql`'{}'`),
    note: text('note'),
    restored_from: integer('restored_from'),
    created_by: integer('created_by'),
    author: text('author'),
    created_at: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [uniqueIndex('wiki_document_versions_document_number_key').on(t.document_id, t.number)],
);

/** Manuals and technical sheets of the products (public catalogue documents). */
export const documentation = pgTable(
  'documentation',
  {
    id: serial('id').primaryKey(),
    document_type: text('document_type').notNull().default('manual'),
    translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
    version: text('version').notNull(),
    file_url: text('file_url').notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'`),
    markets: integer('markets').array().notNull().default(sql`'{}'`),
    search_vector: tsvector('search_vector').generatedAlwaysAs(sql.raw(DOCUMENTATION_VECTOR)),
    ...timestamps,
  },
  (t) => [
    index('documentation_order_updated_at_index').on(t.updated_at.desc().nullsLast(), t.id),
    index('documentation_search_vector_index').using('gin', t.search_vector).with({ fastupdate: false }),
  ],
);

export const documentationProducts = pgTable(
  'documentation_products',
  {
    documentation_id: integer('documentation_id')
      .notNull()
      .references(() => documentation.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentation_id, t.product_id] }),
    index('documentation_products_product_id_index').on(t.product_id),
  ],
);

export const documentationFamilies = pgTable(
  'documentation_families',
  {
    documentation_id: integer('documentation_id')
      .notNull()
      .references(() => documentation.id, { onDelete: 'cascade' }),
    family_id: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentation_id, t.family_id] }),
    index('documentation_families_family_id_index').on(t.family_id),
  ],
);

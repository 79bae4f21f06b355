import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { newestFirstOrder, sortKeyOrder, timestamps, trigram } from '../../platform/columns.ts';
import {
  articles,
  families,
  manufacturers,
  products,
  ranges,
  systems,
} from '../catalogue/catalogue.tables.ts';

/** Group > class > type: the three levels of the media classification share these columns. */
const classificationColumns = () => ({
  id: serial('id').primaryKey(),
  az_iso: text('az_iso').notNull().unique(),
  name: text('name').notNull(),
  sort_key: integer('sort_key').notNull().default(0),
  active: boolean('active').notNull().default(true),
  translations: jsonb('translations').notNull().default({}),
  ...timestamps,
});

export const mediaGroups = pgTable('media_groups', classificationColumns(), (t) => [
  sortKeyOrder('media_groups', t),
]);

export const mediaClasses = pgTable(
  'media_classes',
  {
    ...classificationColumns(),
    media_group_id: integer('media_group_id')
      .notNull()
      .references(() => mediaGroups.id, { onDelete: 'restrict' }),
  },
  (t) => [sortKeyOrder('media_classes', t), index().on(t.media_group_id)],
);

export const mediaTypes = pgTable(
  'media_types',
  {
    ...classificationColumns(),
    media_class_id: integer('media_class_id')
      .notNull()
      .references(() => mediaClasses.id, { onDelete: 'restrict' }),
  },
  (t) => [sortKeyOrder('media_types', t), index().on(t.media_class_id)],
);

/**
 * A media resource: an external URL or an uploaded file (`/files/<key>`, described by its
 * stored_files row), never both, never neither.
 */
export const mediaResources = pgTable(
  'media_resources',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    translations: jsonb('translations').notNull().default({}),
    media_type_id: integer('media_type_id')
      .notNull()
      .references(() => mediaTypes.id, { onDelete: 'restrict' }),
    url: text('url'),
    file_url: text('file_url'),
    /** Content languages the resource is in (language az_iso codes). */
    languages: text('languages').array().notNull().default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    newestFirstOrder('media_resources', t),
    index().on(t.media_type_id),
    index().on(t.file_url),
    index('media_resources_name_trgm').using('gin', trigram(t.name)),
    index('media_resources_az_iso_trgm').using('gin', trigram(t.az_iso)),
    check('media_resources_url_or_file', sql`num_nonnulls(${t.url}, ${t.file_url}) = 1`),
  ],
);

export const mediaResourceManufacturers = pgTable(
  'media_resource_manufacturers',
  {
    media_resource_id: integer('media_resource_id')
      .notNull()
      .references(() => mediaResources.id, { onDelete: 'cascade' }),
    manufacturer_id: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.media_resource_id, t.manufacturer_id] }), index().on(t.manufacturer_id)],
);

/**
 * Who uses a resource. Written by the product, article and family forms; a resource still used
 * cannot be deleted (restrict), a deleted product, article or family drops its links (cascade).
 */
export const productMediaResources = pgTable(
  'product_media_resources',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    media_resource_id: integer('media_resource_id')
      .notNull()
      .references(() => mediaResources.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.media_resource_id] }), index().on(t.media_resource_id)],
);

export const articleMediaResources = pgTable(
  'article_media_resources',
  {
    article_id: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    media_resource_id: integer('media_resource_id')
      .notNull()
      .references(() => mediaResources.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.article_id, t.media_resource_id] }), index().on(t.media_resource_id)],
);

export const familyMediaResources = pgTable(
  'family_media_resources',
  {
    family_id: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    media_resource_id: integer('media_resource_id')
      .notNull()
      .references(() => mediaResources.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.family_id, t.media_resource_id] }), index().on(t.media_resource_id)],
);

export const rangeMediaResources = pgTable(
  'range_media_resources',
  {
    range_id: integer('range_id')
      .notNull()
      .references(() => ranges.id, { onDelete: 'cascade' }),
    media_resource_id: integer('media_resource_id')
      .notNull()
      .references(() => mediaResources.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.range_id, t.media_resource_id] }), index().on(t.media_resource_id)],
);

export const systemMediaResources = pgTable(
  'system_media_resources',
  {
    system_id: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    media_resource_id: integer('media_resource_id')
      .notNull()
      .references(() => mediaResources.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.system_id, t.media_resource_id] }), index().on(t.media_resource_id)],
);

import { articles as articlesDefinition, products as productsDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  newestFirstOrder,
  searchTextColumn,
  searchTextIndexes,
  sortKeyOrder,
  stamp,
  timestamps,
  trigram,
} from '../../platform/columns.ts';

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  az_iso: text('az_iso').notNull().unique(),
  description: text('description').notNull(),
  is_translatable: boolean('is_translatable').notNull().default(true),
  ...timestamps,
});

export const markets = pgTable('markets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  iso: text('iso').notNull().unique(),
  altra_company_iso: text('altra_company_iso'),
  available: boolean('available').notNull().default(true),
  active: boolean('active').notNull().default(false),
  languages: text('languages').array().notNull().default(sql`'{}'`),
  ...timestamps,
});

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug'),
    brand_1: text('brand_1'),
    brand_2: text('brand_2'),
    color_logo: text('color_logo'),
    grey_logo: text('grey_logo'),
    airzone_logo: text('airzone_logo'),
    color: text('color'),
    active: boolean('active').notNull().default(true),
    protocol_active: boolean('protocol_active').notNull().default(false),
    easyzone_active: boolean('easyzone_active').notNull().default(false),
    translations: jsonb('translations').notNull().default({}),
    ...timestamps,
  },
  (t) => [
    newestFirstOrder('manufacturers', t),
    index('manufacturers_name_trgm').using('gin', trigram(t.name)),
  ],
);

/** Columns shared by ranges, systems and families. */
const treeColumns = () => ({
  id: serial('id').primaryKey(),
  az_iso: text('az_iso').notNull().unique(),
  sort_key: integer('sort_key').notNull(),
  name: text('name').notNull(),
  slug: text('slug'),
  image_url: text('image_url'),
  active: boolean('active').notNull().default(true),
  translations: jsonb('translations').notNull().default({}),
  markets_available: integer('markets_available').array().notNull().default(sql`'{}'`),
  markets_active: integer('markets_active').array().notNull().default(sql`'{}'`),
  ...timestamps,
});

export const ranges = pgTable('ranges', treeColumns(), (t) => [
  sortKeyOrder('ranges', t),
  newestFirstOrder('ranges', t),
  index('ranges_name_trgm').using('gin', trigram(t.name)),
  index('ranges_az_iso_trgm').using('gin', trigram(t.az_iso)),
]);

export const systems = pgTable(
  'systems',
  {
    ...treeColumns(),
    range_id: integer('range_id')
      .notNull()
      .references(() => ranges.id, { onDelete: 'restrict' }),
  },
  (t) => [
    sortKeyOrder('systems', t),
    newestFirstOrder('systems', t),
    index().on(t.range_id),
    index('systems_name_trgm').using('gin', trigram(t.name)),
    index('systems_az_iso_trgm').using('gin', trigram(t.az_iso)),
  ],
);

export const families = pgTable('families', treeColumns(), (t) => [
  sortKeyOrder('families', t),
  newestFirstOrder('families', t),
  index('families_name_trgm').using('gin', trigram(t.name)),
  index('families_az_iso_trgm').using('gin', trigram(t.az_iso)),
]);

export const familySystems = pgTable(
  'family_systems',
  {
    family_id: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    system_id: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.family_id, t.system_id] }), index().on(t.system_id)],
);

/** A tree: a category under its parent (none at the top), ordered by sort_key among its siblings. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug'),
    parent_id: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    sort_key: integer('sort_key').notNull().default(0),
    image_url: text('image_url'),
    active: boolean('active').notNull().default(true),
    translations: jsonb('translations').notNull().default({}),
    ...timestamps,
  },
  (t) => [
    sortKeyOrder('categories', t),
    index().on(t.parent_id),
    index('categories_name_trgm').using('gin', trigram(t.name)),
    index('categories_az_iso_trgm').using('gin', trigram(t.az_iso)),
  ],
);

export const familyCategories = pgTable(
  'family_categories',
  {
    family_id: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.family_id, t.category_id] }), index().on(t.category_id)],
);

export const attributeTypes = pgTable(
  'attribute_types',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    key: text('key').notNull(),
    description: text('description').notNull(),
    sort_key: integer('sort_key'),
    a3_type: text('a3_type'),
    applies_to: text('applies_to').array().notNull().default(sql`'{article}'`),
    translations: jsonb('translations').notNull().default({}),
    ...timestamps,
  },
  (t) => [
    sortKeyOrder('attribute_types', t),
    newestFirstOrder('attribute_types', t),
    index('attribute_types_description_trgm').using('gin', trigram(t.description)),
    index('attribute_types_az_iso_trgm').using('gin', trigram(t.az_iso)),
    index('attribute_types_key_trgm').using('gin', trigram(t.key)),
  ],
);

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: serial('id').primaryKey(),
    attribute_type_id: integer('attribute_type_id')
      .notNull()
      .references(() => attributeTypes.id, { onDelete: 'cascade' }),
    az_iso: text('az_iso').notNull().unique(),
    value: text('value').notNull(),
    description: text('description'),
    sort_id: integer('sort_id').notNull().default(0),
    a3_option: integer('a3_option'),
    translations: jsonb('translations').notNull().default({}),
    ...timestamps,
  },
  (t) => [index().on(t.attribute_type_id, t.sort_id)],
);

/** The attribute types whose values a family's products carry (types that apply to families). */
export const familyAttributeTypes = pgTable(
  'family_attribute_types',
  {
    family_id: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    attribute_type_id: integer('attribute_type_id')
      .notNull()
      .references(() => attributeTypes.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.family_id, t.attribute_type_id] }), index().on(t.attribute_type_id)],
);

export const keywords = pgTable(
  'keywords',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword').notNull(),
    created_at: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [uniqueIndex('keywords_keyword_lower_key').on(sql`lower(${t.keyword})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug'),
    family_id: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'restrict' }),
    send_all_to_a3: boolean('send_all_to_a3').notNull().default(false),
    all_manufacturers: boolean('all_manufacturers').notNull().default(false),
    main_category_id: integer('main_category_id').references(() => categories.id, { onDelete: 'set null' }),
    industrial_category_id: integer('industrial_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    protocol: text('protocol'),
    active: boolean('active').notNull().default(true),
    translations: jsonb('translations').notNull().default({}),
    markets_available: integer('markets_available').array().notNull().default(sql`'{}'`),
    markets_active: integer('markets_active').array().notNull().default(sql`'{}'`),
    /** The weakest market's completeness (completeness.service.ts keeps it): a plain list column. */
    completeness: smallint('completeness').notNull().default(0),
    /** Its articles, kept by a trigger on articles (migration 0047): a list column, and the total of
     * the articles list filtered by product. */
    article_count: integer('article_count').notNull().default(0),
    search_text: searchTextColumn(productsDefinition.search),
    ...timestamps,
  },
  (t) => [
    index('products_main_category_id_index').on(t.main_category_id),
    index('products_industrial_category_id_index').on(t.industrial_category_id),
    newestFirstOrder('products', t),
    index().on(t.completeness, t.id),
    index().on(t.family_id),
    index().on(t.active),
    ...searchTextIndexes('products', t),
  ],
);

export const productManufacturers = pgTable(
  'product_manufacturers',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    manufacturer_id: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.manufacturer_id] }), index().on(t.manufacturer_id)],
);

/** Article types of the master call `admin/article-types` (equipment, accessory, spare part...). */
export const articleTypes = pgTable('article_types', {
  id: serial('id').primaryKey(),
  az_iso: text('az_iso').notNull().unique(),
  name: text('name').notNull(),
  sort_key: integer('sort_key').notNull().default(0),
  translations: jsonb('translations').notNull().default({}),
  ...timestamps,
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug'),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** An article type of `admin/article-types` (also checked on save, for a 422 on the field). */
    article_type_id: integer('article_type_id').references(() => articleTypes.id, { onDelete: 'restrict' }),
    altra_status_iso: text('altra_status_iso').notNull().default('development'),
    eos: date('eos'),
    eom: date('eom'),
    ean: text('ean'),
    weight: numeric('weight', { precision: 12, scale: 3, mode: 'number' }),
    width: numeric('width', { precision: 12, scale: 2, mode: 'number' }),
    height: numeric('height', { precision: 12, scale: 2, mode: 'number' }),
    depth: numeric('depth', { precision: 12, scale: 2, mode: 'number' }),
    volume: numeric('volume', { precision: 14, scale: 6, mode: 'number' }),
    real_weight: numeric('real_weight', { precision: 12, scale: 3, mode: 'number' }),
    real_width: numeric('real_width', { precision: 12, scale: 2, mode: 'number' }),
    real_height: numeric('real_height', { precision: 12, scale: 2, mode: 'number' }),
    real_depth: numeric('real_depth', { precision: 12, scale: 2, mode: 'number' }),
    real_volume: numeric('real_volume', { precision: 14, scale: 6, mode: 'number' }),
    blocked: boolean('blocked').notNull().default(false),
    blocked_status_comment: text('blocked_status_comment'),
    retained: boolean('retained').notNull().default(false),
    retained_comment: text('retained_comment'),
    retained_translations: jsonb('retained_translations').notNull().default({}),
    alarm: boolean('alarm').notNull().default(false),
    alarm_comment: text('alarm_comment'),
    warning_translations: jsonb('warning_translations').notNull().default({}),
    has_structure: boolean('has_structure').notNull().default(false),
    uses_serial_number: boolean('uses_serial_number').notNull().default(false),
    affects_stock: boolean('affects_stock').notNull().default(true),
    component: boolean('component').notNull().default(false),
    finished_product: boolean('finished_product').notNull().default(false),
    replacement_article_id: integer('replacement_article_id').references((): AnyPgColumn => articles.id, {
      onDelete: 'set null',
    }),
    substitute_article_id: integer('substitute_article_id').references((): AnyPgColumn => articles.id, {
      onDelete: 'set null',
    }),
    active: boolean('active').notNull().default(true),
    translations: jsonb('translations').notNull().default({}),
    markets_available: integer('markets_available').array().notNull().default(sql`'{}'`),
    markets_active: integer('markets_active').array().notNull().default(sql`'{}'`),
    /** The weakest market's completeness (completeness.service.ts keeps it): a plain list column. */
    completeness: smallint('completeness').notNull().default(0),
    search_text: searchTextColumn(articlesDefinition.search),
    ...timestamps,
  },
  (t) => [
    index('articles_substitute_article_id_index').on(t.substitute_article_id),
    index('articles_replacement_article_id_index').on(t.replacement_article_id),
    index('articles_article_type_id_index').on(t.article_type_id),
    // Both orders carry the product: the list filtered by product tests it in the index (newestFirstOrder).
    newestFirstOrder('articles', t, t.product_id),
    index().on(t.completeness, t.id),
    index().on(t.product_id),
    index().on(t.active),
    // The list by lifecycle then name, walked without sorting the catalogue (a product's articles
    // by lifecycle: the first page is found among the first few hundred entries).
    index('articles_order_lifecycle_name_index').on(
      t.altra_status_iso.asc().nullsFirst(),
      t.name.asc().nullsFirst(),
      t.id,
      t.product_id,
    ),
    ...searchTextIndexes('articles', t),
  ],
);

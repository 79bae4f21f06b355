import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newestFirstOrder, sortKeyOrder, timestamps, trigram } from '../../platform/columns.ts';
import { articles, manufacturers } from '../catalogue/catalogue.tables.ts';

/**
 * The compatibility side of spec section 1: which of our articles work with which indoor units of
 * other manufacturers. Vocabularies (model types, technologies, compatibility types) share the
 * classification columns; the lists of ids a record names (a protocol's manufacturers, a model's
 * protocols, a compatibility's warnings) are integer arrays checked on write, so a million
 * compatibilities need no link table (docs/decisions.md).
 */
const vocabularyColumns = () => ({
  id: serial('id').primaryKey(),
  az_iso: text('az_iso').notNull().unique(),
  name: text('name').notNull(),
  sort_key: integer('sort_key').notNull().default(0),
  active: boolean('active').notNull().default(true),
  translations: jsonb('translations').notNull().default({}),
  ...timestamps,
});

export const iuModelTypes = pgTable('iu_model_types', vocabularyColumns(), (t) => [
  sortKeyOrder('iu_model_types', t),
]);

export const iuModelTechnologies = pgTable('iu_model_technologies', vocabularyColumns(), (t) => [
  sortKeyOrder('iu_model_technologies', t),
]);

export const compatibilityTypes = pgTable(
  'compatibility_types',
  {
    ...vocabularyColumns(),
    /** The badge's colour, six hexadecimal digits without `#` (as a manufacturer's colour). */
    color: text('color').notNull().default('228be6'),
  },
  (t) => [sortKeyOrder('compatibility_types', t)],
);

export const compatibilityWarnings = pgTable(
  'compatibility_warnings',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    severity: text('severity').notNull().default('warning'),
    /** The compatibility types the warning may be given with (ids of compatibility_types). */
    compatibility_types: integer('compatibility_types').array().notNull().default(sql`'{}'`),
    /** `{ es: { text }, en: { text }, ... }`: the text installers read; Spanish is required. */
    translations: jsonb('translations').notNull().default({}),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    newestFirstOrder('compatibility_warnings', t),
    index('compatibility_warnings_types_index').using('gin', t.compatibility_types),
  ],
);

export const communicationProtocols = pgTable(
  'communication_protocols',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    name: text('name').notNull(),
    /** Manufacturers that speak it (ids; only manufacturers with protocol_active). */
    manufacturers: integer('manufacturers').array().notNull().default(sql`'{}'`),
    translations: jsonb('translations').notNull().default({}),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    newestFirstOrder('communication_protocols', t),
    index('communication_protocols_manufacturers_index').using('gin', t.manufacturers),
  ],
);

export const iuModels = pgTable(
  'iu_models',
  {
    id: serial('id').primaryKey(),
    manufacturer_id: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'restrict' }),
    /** As the manufacturer writes it ("FXSQ50A", "PEAD-M71JA"). */
    model_reference: text('model_reference').notNull(),
    /** The reference without spaces, dashes, dots..., upper case (modelKey): unique per manufacturer. */
    model_key: text('model_key').notNull(),
    commercial_name: text('commercial_name'),
    iu_model_type_id: integer('iu_model_type_id').references(() => iuModelTypes.id, { onDelete: 'restrict' }),
    iu_model_technology_id: integer('iu_model_technology_id').references(() => iuModelTechnologies.id, {
      onDelete: 'restrict',
    }),
    protocols: integer('protocols').array().notNull().default(sql`'{}'`),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    newestFirstOrder('iu_models', t),
    uniqueIndex('iu_models_manufacturer_model_key').on(t.manufacturer_id, t.model_key),
    // The look-up ("daikin fxsq50"): a typed piece of a reference is found inside the key.
    index('iu_models_model_key_trgm').using('gin', trigram(t.model_key)),
    index('iu_models_protocols_index').using('gin', t.protocols),
    index().on(t.iu_model_type_id),
    index().on(t.iu_model_technology_id),
  ],
);

/** One of our articles with one indoor-unit model: how well they work together. */
export const compatibilities = pgTable(
  'compatibilities',
  {
    id: serial('id').primaryKey(),
    article_id: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    iu_model_id: integer('iu_model_id')
      .notNull()
      .references(() => iuModels.id, { onDelete: 'cascade' }),
    compatibility_type_id: integer('compatibility_type_id')
      .notNull()
      .references(() => compatibilityTypes.id, { onDelete: 'restrict' }),
    protocol_id: integer('protocol_id').references(() => communicationProtocols.id, { onDelete: 'restrict' }),
    warnings: integer('warnings').array().notNull().default(sql`'{}'`),
    accessory_article_id: integer('accessory_article_id').references(() => articles.id, {
      onDelete: 'restrict',
    }),
    notes: text('notes'),
    easyzone: boolean('easyzone').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('compatibilities_article_model_key').on(t.article_id, t.iu_model_id),
    // Each tab lists one parent's rows newest first (the nested list's scope and default order).
    index('compatibilities_model_order_index').on(t.iu_model_id, t.created_at.desc().nullsLast(), t.id),
    index('compatibilities_article_order_index').on(t.article_id, t.created_at.desc().nullsLast(), t.id),
    index().on(t.compatibility_type_id),
    index().on(t.protocol_id),
    index().on(t.accessory_article_id),
    index('compatibilities_warnings_index').using('gin', t.warnings),
    check('compatibilities_accessory_not_itself', sql`${t.accessory_article_id} <> ${t.article_id}`),
  ],
);

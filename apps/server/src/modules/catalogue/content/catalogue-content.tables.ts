import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps, trigram } from '../../../platform/columns.ts';
import { articles, families, products, ranges, systems } from '../catalogue.tables.ts';

export const watermarks = pgTable(
  'watermarks',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    name: text('name').notNull(),
    image_url: text('image_url').notNull(),
    position: text('position').notNull().default('bottom_right'),
    opacity: smallint('opacity').notNull().default(50),
    active: boolean('active').notNull().default(true),
    markets_available: integer('markets_available').array().notNull().default(sql`'{}'`),
    markets_active: integer('markets_active').array().notNull().default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [index('watermarks_order_created_at_index').on(t.created_at.desc().nullsLast(), t.id)],
);

/** The five levels' targets (catalogue-levels.ts); a target in use cannot be deleted. */
const levelTargets = () => ({
  level: text('level').notNull(),
  range_id: integer('range_id').references(() => ranges.id, { onDelete: 'restrict' }),
  system_id: integer('system_id').references(() => systems.id, { onDelete: 'restrict' }),
  family_id: integer('family_id').references(() => families.id, { onDelete: 'restrict' }),
  product_id: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
  article_id: integer('article_id').references(() => articles.id, { onDelete: 'restrict' }),
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    ...levelTargets(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort_key: integer('sort_key').notNull(),
    active: boolean('active').notNull().default(true),
    translations: jsonb('translations').notNull().default({}),
    markets_available: integer('markets_available').array().notNull().default(sql`'{}'`),
    markets_active: integer('markets_active').array().notNull().default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [
    index('faqs_order_sort_key_index').on(t.sort_key.asc().nullsFirst(), t.id),
    index().on(t.level),
    index().on(t.range_id),
    index().on(t.system_id),
    index().on(t.family_id),
    index().on(t.product_id),
    index().on(t.article_id),
    index('faqs_question_trgm').using('gin', trigram(t.question)),
  ],
);

export const docs = pgTable(
  'docs',
  {
    id: serial('id').primaryKey(),
    ...levelTargets(),
    title: text('title').notNull(),
    document_type: text('document_type').notNull().default('manual'),
    document_url: text('document_url').notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'`),
    sort_key: integer('sort_key').notNull(),
    active: boolean('active').notNull().default(true),
    translations: jsonb('translations').notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('docs_order_sort_key_index').on(t.sort_key.asc().nullsFirst(), t.id),
    index().on(t.level),
    index().on(t.range_id),
    index().on(t.system_id),
    index().on(t.family_id),
    index().on(t.product_id),
    index().on(t.article_id),
    index('docs_title_trgm').using('gin', trigram(t.title)),
  ],
);

export const autodiagnoses = pgTable(
  'autodiagnoses',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    level: text('level').notNull(),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    family_id: integer('family_id').references(() => families.id, { onDelete: 'restrict' }),
    symptom: text('symptom').notNull(),
    solution: text('solution'),
    active: boolean('active').notNull().default(true),
    translations: jsonb('translations').notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('autodiagnoses_order_created_at_index').on(t.created_at.desc().nullsLast(), t.id),
    index().on(t.product_id),
    index().on(t.family_id),
    index('autodiagnoses_symptom_trgm').using('gin', trigram(t.symptom)),
  ],
);

/** The ordered checks of an autodiagnosis, saved with it. */
export const autodiagnosisChecks = pgTable(
  'autodiagnosis_checks',
  {
    id: serial('id').primaryKey(),
    autodiagnosis_id: integer('autodiagnosis_id')
      .notNull()
      .references(() => autodiagnoses.id, { onDelete: 'cascade' }),
    sort_id: integer('sort_id').notNull(),
    question: text('question').notNull(),
    solution: text('solution').notNull(),
    translations: jsonb('translations').notNull().default({}),
    ...timestamps,
  },
  (t) => [index().on(t.autodiagnosis_id, t.sort_id)],
);

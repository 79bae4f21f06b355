import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/columns.ts';
import { users } from '../access/access.tables.ts';

/**
 * The texts edited on the translations screen: one row per key that has any (`texts`: the edited
 * languages, `{ "en": "…" }`). The bundles' own texts are the product's code, never copied here.
 * `updated_at` is the key's optimistic lock; a key edited back to its bundle's texts keeps its row
 * with no texts, so its stamp goes on guarding it.
 */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    key: text('key').notNull(),
    texts: jsonb('texts').notNull().default(sql`'{}'::jsonb`),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('translation_overrides_source_key_key').on(t.source, t.key),
    // A user's deletion sets these to null (search-indexes.test: every foreign key has its index).
    index('translation_overrides_updated_by_index').on(t.updated_by),
    check('translation_overrides_source_check', sql`${t.source} in ('web', 'server')`),
  ],
);

/**
 * Each "refresh": the overrides it published (`texts`: `{ "web.kit.table.search": { "en": "…" } }`,
 * all of them, so the latest row alone is what screens and the server use) and how many keys it
 * added, changed or removed against the one before. Its id is the published texts' version.
 */
export const translationPublications = pgTable(
  'translation_publications',
  {
    id: serial('id').primaryKey(),
    published_by: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    added: integer('added').notNull(),
    changed: integer('changed').notNull(),
    removed: integer('removed').notNull(),
    texts: jsonb('texts').notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [index('translation_publications_published_by_index').on(t.published_by)],
);

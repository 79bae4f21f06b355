import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { stamp } from '../../platform/columns.ts';

/**
 * Catalogue completeness (issue 13, point 7), kept by every save of a product or an article and by
 * the completeness job (completeness.job.ts): one row per item and available market (`market_id`
 * 0: the item is available nowhere). The lists read the weakest percentage from the item's own
 * `completeness` column instead, so they never join this table.
 */
export const catalogueCompleteness = pgTable(
  'catalogue_completeness',
  {
    item_kind: text('item_kind').notNull(),
    item_id: integer('item_id').notNull(),
    market_id: integer('market_id').notNull(),
    percent: smallint('percent').notNull(),
    /** Per content language of the market, the share of its name and description present. */
    languages: jsonb('languages').notNull().default({}),
    /** What is missing (`MissingRequirement[]` of the domain rule). */
    missing: jsonb('missing').notNull().default([]),
    computed_at: stamp('computed_at').defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.item_kind, t.item_id, t.market_id] }), index().on(t.item_kind, t.percent)],
);

/**
 * Items whose completeness must be recomputed because something outside their own save changed
 * the rule's inputs: triggers (migration 0027) add a family's items when its attribute types
 * change, a market's items when its languages change; the daily job adds articles whose rate starts
 * today. The completeness job drains it.
 */
export const completenessPending = pgTable(
  'completeness_pending',
  {
    item_kind: text('item_kind').notNull(),
    item_id: integer('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.item_kind, t.item_id] })],
);

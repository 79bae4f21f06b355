import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stamp, timestamps } from '../../platform/columns.ts';
import { users } from '../access/access.tables.ts';
import { markets } from '../catalogue/catalogue.tables.ts';

/**
 * An export (issue 32, migration 0060): what was asked (entity, market, languages, sub-exports,
 * the list's filters), by whom, and how far its job got; `file_url` is the private stored file.
 */
export const exports = pgTable(
  'exports',
  {
    id: serial('id').primaryKey(),
    family: text('family').notNull(),
    entity: text('entity').notNull(),
    market_id: integer('market_id').references(() => markets.id, { onDelete: 'set null' }),
    languages: text('languages').array().notNull().default(sql`'{}'`),
    parts: text('parts').array().notNull().default(sql`'{}'`),
    format: text('format').notNull().default('xlsx'),
    /** The headers' and words' language, and the zone its date-times are written in. */
    locale: text('locale').notNull().default('es'),
    time_zone: text('time_zone').notNull().default('Europe/Madrid'),
    filters: jsonb('filters').notNull().default({}),
    status: text('status').notNull().default('pending'),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    progress: smallint('progress').notNull().default(0),
    rows: integer('rows'),
    file_url: text('file_url'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    started_at: stamp('started_at'),
    finished_at: stamp('finished_at'),
    ...timestamps,
  },
  (t) => [
    check('exports_status_check', sql`${t.status} in ('pending', 'processing', 'done', 'failed')`),
    check('exports_format_check', sql`${t.format} in ('xlsx', 'csv')`),
    check('exports_progress_check', sql`${t.progress} between 0 and 100`),
    index('exports_market_id_index').on(t.market_id),
    index('exports_requested_by_index').on(t.requested_by),
    index('exports_entity_created_index').on(t.family, t.entity, t.created_at.desc(), t.id.desc()),
    index('exports_created_index').on(t.created_at.desc(), t.id.desc()),
    uniqueIndex('exports_one_running_per_user')
      .on(t.requested_by)
      .where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

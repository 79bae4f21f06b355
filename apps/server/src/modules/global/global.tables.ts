import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/columns.ts';

/** ISO 3166-1 countries (`/globalcountries`, `GET msaddress.v1/admin/countries`). */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2, upper case (`ES`). */
  iso: text('iso').notNull().unique(),
  /** ISO 3166-1 alpha-3 (`ESP`). */
  iso3: text('iso3').notNull(),
  /** The Spanish name (the interface's default language); others in `translations`. */
  name: text('name').notNull(),
  /** `{ es: { name }, en: { name }, ... }` in the interface languages. */
  translations: jsonb('translations').notNull().default({}),
  /** Professional users may register from this country (spec section 6). */
  pro_registration: boolean('pro_registration').notNull().default(false),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** A country's regions (provinces, states), edited inside their country (SPEC-RULINGS). */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    /** ISO 3166-2 subdivision code without the country (`M` for ES-M), or our own. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('regions_country_code_key').on(t.country_id, t.code), index().on(t.country_id, t.name)],
);

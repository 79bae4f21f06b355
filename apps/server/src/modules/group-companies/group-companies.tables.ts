import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sortKeyOrder, timestamps } from '../../platform/columns.ts';
import { countries } from '../global/global.tables.ts';

/**
 * The group's own companies (Altra, Airzone España...). `iso` is the `altra_company_iso` of the
 * markets a company serves and of the orders and CRM configurations it holds: its markets are the
 * markets naming it (no list of its own here, so a market is never in two companies).
 */
export const globalCompanies = pgTable(
  'global_companies',
  {
    id: serial('id').primaryKey(),
    iso: text('iso').notNull().unique(),
    name: text('name').notNull(),
    legal_name: text('legal_name').notNull(),
    vat: text('vat').notNull(),
    country_iso: text('country_iso')
      .notNull()
      .references(() => countries.iso, { onUpdate: 'cascade' }),
    address: text('address'),
    city: text('city'),
    zipcode: text('zipcode'),
    logo_url: text('logo_url'),
    sort_key: integer('sort_key').notNull().default(100),
    ...timestamps,
  },
  (t) => [
    check('global_companies_iso_check', sql`${t.iso} ~ '^[A-Z0-9_-]{2,12}$'`),
    sortKeyOrder('global_companies', t),
    index('global_companies_country_iso_index').on(t.country_iso),
  ],
);

import { companies as companiesDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  newestFirstOrder,
  searchTextColumn,
  searchTextIndexes,
  stamp,
  timestamps,
} from '../../platform/columns.ts';
import { articles, families } from '../catalogue/catalogue.tables.ts';
import { countries, regions } from '../global/global.tables.ts';

const documents = Object.fromEntries(
  ['w9', 'w8ben', 'tax_exemption', 'business_licence', 'rib', 'kbis'].flatMap((kind) => [
    [`${kind}_file_url`, text(`${kind}_file_url`)],
    [`${kind}_expires_on`, date(`${kind}_expires_on`, { mode: 'string' })],
  ]),
) as Record<string, ReturnType<typeof text> | ReturnType<typeof date>>;

/** Customers' companies (spec section 3, Company): the `client_id` of external users. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    alias: text('alias'),
    /** Normalised: upper case without separators (vat.ts), so one company is one VAT number. */
    vat: text('vat').notNull(),
    cif: text('cif'),
    country_iso: text('country_iso')
      .notNull()
      .references(() => countries.iso, { onUpdate: 'cascade' }),
    region_id: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    market: text('market'),
    email: text('email'),
    phone: text('phone'),
    web: text('web'),
    profile_id: integer('profile_id'),
    client_type: text('client_type').notNull().default('PRO'),
    client_family: text('client_family'),
    status: text('status').notNull().default('pending_activation'),
    inactive_reason: text('inactive_reason'),
    crm_id_es: text('crm_id_es'),
    crm_id_it: text('crm_id_it'),
    crm_id_usa: text('crm_id_usa'),
    crm_alias: text('crm_alias'),
    end_point: text('end_point'),
    crm_url: text('crm_url'),
    show_pvpr: boolean('show_pvpr').notNull().default(true),
    show_discounts: boolean('show_discounts').notNull().default(false),
    show_net_prices: boolean('show_net_prices').notNull().default(false),
    billing_address: text('billing_address'),
    billing_city: text('billing_city'),
    billing_zipcode: text('billing_zipcode'),
    billing_region_id: integer('billing_region_id').references(() => regions.id, { onDelete: 'set null' }),
    billing_country_iso: text('billing_country_iso').references(() => countries.iso, { onUpdate: 'cascade' }),
    tax_final: numeric('tax_final', { precision: 5, scale: 2 }),
    tax_pro: numeric('tax_pro', { precision: 5, scale: 2 }),
    payment_type: text('payment_type'),
    ...documents,
    search_text: searchTextColumn(companiesDefinition.search),
    ...timestamps,
  },
  (t) => [
    index('companies_region_id_index').on(t.region_id),
    index('companies_country_iso_index').on(t.country_iso),
    index('companies_billing_region_id_index').on(t.billing_region_id),
    index('companies_billing_country_iso_index').on(t.billing_country_iso),
    uniqueIndex('companies_vat_key').on(t.vat),
    // The list's default order (name, then id) and the status filter in that order.
    index('companies_order_name_index').on(t.name.asc().nullsFirst(), t.id),
    index('companies_status_name_index').on(t.status, t.name.asc().nullsFirst(), t.id),
    newestFirstOrder('companies', t),
    ...searchTextIndexes('companies', t),
    index().on(t.client_family),
  ],
);

/**
 * A company's CRM secret, apart from the record so no read of the record (`t.*`), list, Excel or
 * audit row can carry it; sealed with AES-256-GCM (adapters/secret-box.ts), as a CRM
 * configuration's is. The record says `secret_set`.
 */
export const companySecrets = pgTable('company_secrets', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  sealed: text('sealed').notNull(),
  updated_at: stamp('updated_at').defaultNow().notNull(),
});

/**
 * Secrets stored in the clear before migration 0052, waiting to be sealed: SQL has no key, so the
 * migration moves them here and the server seals them at its next start (company-secrets.ts).
 */
export const companySecretsToSeal = pgTable('company_secrets_to_seal', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
});

/** A company's delivery and billing addresses; at most one default of each type per company. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    contact: text('contact'),
    phone: text('phone'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zipcode: text('zipcode').notNull(),
    region_id: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    country_iso: text('country_iso')
      .notNull()
      .references(() => countries.iso, { onUpdate: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('company_addresses_region_id_index').on(t.region_id),
    index('company_addresses_country_iso_index').on(t.country_iso),
    index('company_addresses_company_order_index').on(t.company_id, t.created_at.desc().nullsLast(), t.id),
    // The database's own word on "one default per type": the store moves it before setting a new one.
    uniqueIndex('company_addresses_one_default_key').on(t.company_id, t.type).where(sql`${t.is_default}`),
  ],
);

/**
 * Discounts (SPEC-RULINGS kinds AC, AF, CF, FF): an article or article family against the company or
 * its client family. `target_key` and `client_key` name the pair (`A:12`/`F:3`, `C:40`/`F:INSTAL`):
 * two discounts of one pair may not overlap in time (checked under an advisory lock on the pair).
 */
export const companyDiscounts = pgTable(
  'company_discounts',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    article_id: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    family_id: integer('family_id').references(() => families.id, { onDelete: 'cascade' }),
    client_family: text('client_family'),
    target_key: text('target_key').notNull(),
    client_key: text('client_key').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    valid_from: date('valid_from', { mode: 'string' }).notNull(),
    valid_to: date('valid_to', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('company_discounts_family_id_index').on(t.family_id),
    index('company_discounts_article_id_index').on(t.article_id),
    index('company_discounts_company_order_index').on(t.company_id, t.created_at.desc().nullsLast(), t.id),
    index('company_discounts_pair_index').on(t.target_key, t.client_key, t.valid_from),
  ],
);

/** Registrations waiting for review (`/tmpcustomers`); a converted one links its company. */
export const tmpCustomers = pgTable(
  'tmp_customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    vat: text('vat').notNull(),
    country_iso: text('country_iso').notNull(),
    email: text('email'),
    phone: text('phone'),
    client_type: text('client_type').notNull().default('PRO'),
    address: text('address'),
    city: text('city'),
    zipcode: text('zipcode'),
    user_email: text('user_email').notNull(),
    user_name: text('user_name').notNull(),
    user_surname: text('user_surname').notNull().default(''),
    crm_client_id: text('crm_client_id'),
    notes: text('notes'),
    status: text('status').notNull().default('pending'),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [newestFirstOrder('tmp_customers', t), index('tmp_customers_company_id_index').on(t.company_id)],
);

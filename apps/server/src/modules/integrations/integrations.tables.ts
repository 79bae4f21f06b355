import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newestFirstOrder, stamp, timestamps } from '../../platform/columns.ts';
import { countries, regions } from '../global/global.tables.ts';

/** A CRM the board talks to (spec section 3, CRM configuration), by country and region. */
export const crmConfigurations = pgTable(
  'crm_configurations',
  {
    id: serial('id').primaryKey(),
    /** How companies and users name this CRM (`crm_alias`). */
    alias: text('alias').notNull(),
    reference: text('reference'),
    altra_company_iso: text('altra_company_iso'),
    client_id: text('client_id'),
    crm_source_id: text('crm_source_id'),
    agent_code: text('agent_code'),
    /** The API the adapter calls (signed requests). */
    end_point: text('end_point').notNull(),
    /** The CRM's own web address, for people. */
    crm_url: text('crm_url'),
    country_iso: text('country_iso')
      .notNull()
      .references(() => countries.iso, { onUpdate: 'cascade' }),
    region_id: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('crm_configurations_alias_key').on(t.alias),
    newestFirstOrder('crm_configurations', t),
    index('crm_configurations_country_iso_index').on(t.country_iso),
    index('crm_configurations_region_id_index').on(t.region_id),
  ],
);

/**
 * A CRM configuration's signing secret, apart from the record so no read of the record (`t.*`),
 * list, Excel or audit row can carry it; sealed with AES-256-GCM (adapters/secret-box.ts).
 */
export const crmConfigurationSecrets = pgTable('crm_configuration_secrets', {
  configuration_id: integer('configuration_id')
    .primaryKey()
    .references(() => crmConfigurations.id, { onDelete: 'cascade' }),
  sealed: text('sealed').notNull(),
  updated_at: stamp('updated_at').defaultNow().notNull(),
});

/** The ERP (A3): one configuration for the whole board (row id 1). */
export const erpConfiguration = pgTable(
  'erp_configuration',
  {
    id: integer('id').primaryKey().default(1),
    end_point: text('end_point'),
    /** The company code A3 files our documents under. */
    company_code: text('company_code'),
    active: boolean('active').notNull().default(false),
    sealed_secret: text('sealed_secret'),
    ...timestamps,
  },
  (t) => [check('erp_configuration_single_row', sql`${t.id} = 1`)],
);

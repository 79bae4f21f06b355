import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newestFirstOrder, stamp, timestamps } from '../../platform/columns.ts';
import { manufacturers } from '../catalogue/catalogue.tables.ts';
import { companies } from '../customers/customers.tables.ts';
import { countries, regions } from '../global/global.tables.ts';

/**
 * Which agent earns on which sales (spec section 3, Agent commission config): the invoiced sales of a
 * manufacturer's articles to one company in one country and region go to one agent (the CRM's agent
 * code) at a rate. One agent per manufacturer, country, region and company: a second configuration of
 * the same four would pay the same sales twice (refused as a duplicate).
 */
export const agentCommissionConfigs = pgTable(
  'agent_commission_configs',
  {
    id: serial('id').primaryKey(),
    manufacturer_id: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'restrict' }),
    country_iso: text('country_iso')
      .notNull()
      .references(() => countries.iso, { onUpdate: 'cascade', onDelete: 'restrict' }),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    agent_code: text('agent_code').notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** Percentage of the invoiced base, exact (numeric). */
    commission_rate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('agent_commission_configs_region_id_index').on(t.region_id),
    index('agent_commission_configs_country_iso_index').on(t.country_iso),
    uniqueIndex('agent_commission_configs_target_key').on(
      t.manufacturer_id,
      t.country_iso,
      t.region_id,
      t.company_id,
    ),
    newestFirstOrder('agent_commission_configs', t),
    index().on(t.agent_code),
    index().on(t.company_id),
  ],
);

/**
 * Commissions per agent and month, computed by the server (commission-computation.ts) from the
 * invoiced orders under the configurations: never written from a request. Amounts in integer cents.
 */
export const agentCommissions = pgTable(
  'agent_commissions',
  {
    id: serial('id').primaryKey(),
    agent_code: text('agent_code').notNull(),
    /** The first day of the invoicing month. */
    month: date('month', { mode: 'string' }).notNull(),
    orders_count: integer('orders_count').notNull(),
    base_cents: bigint('base_cents', { mode: 'number' }).notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    created_at: stamp('created_at').defaultNow().notNull(),
    updated_at: stamp('updated_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('agent_commissions_agent_month_key').on(t.agent_code, t.month),
    index('agent_commissions_month_index').on(t.month.desc().nullsLast(), t.id),
  ],
);

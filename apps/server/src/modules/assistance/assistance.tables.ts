import { technicalAssistances as technicalAssistancesDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
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
import { manufacturers, systems } from '../catalogue/catalogue.tables.ts';
import { companies } from '../customers/customers.tables.ts';

/**
 * Technical assistances (spec section 3). The assistance centre (STA) is a professional company of
 * the customers area, set by the "assign STA" transition together with the centre's assignment.
 */
export const technicalAssistances = pgTable(
  'technical_assistances',
  {
    id: serial('id').primaryKey(),
    request_number: text('request_number').notNull(),
    status: text('status').notNull().default('pending'),
    service_type: text('service_type').notNull(),
    requester_name: text('requester_name').notNull(),
    requester_email: text('requester_email'),
    requester_phone: text('requester_phone'),
    installation_address: text('installation_address').notNull(),
    installation_city: text('installation_city'),
    installation_zipcode: text('installation_zipcode'),
    system_id: integer('system_id').references(() => systems.id, { onDelete: 'set null' }),
    systems_quantity: integer('systems_quantity'),
    thermostats_quantity: integer('thermostats_quantity'),
    manufacturer_id: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'set null' }),
    indoor_unit_model: text('indoor_unit_model'),
    service_article: text('service_article'),
    serial_number: text('serial_number'),
    hotline_number: text('hotline_number'),
    order_reference: text('order_reference'),
    sta_company_id: integer('sta_company_id').references(() => companies.id, { onDelete: 'set null' }),
    installation_checklist: jsonb('installation_checklist').notNull().default(sql`'[]'::jsonb`),
    initial_observations: text('initial_observations'),
    reason: text('reason').notNull(),
    cancel_reason: text('cancel_reason'),
    search_text: searchTextColumn(technicalAssistancesDefinition.search),
    ...timestamps,
  },
  (t) => [
    index('technical_assistances_system_id_index').on(t.system_id),
    index('technical_assistances_manufacturer_id_index').on(t.manufacturer_id),
    uniqueIndex('technical_assistances_request_number_key').on(t.request_number),
    newestFirstOrder('technical_assistances', t),
    // The list filtered by state, newest first (its common view), read from the index.
    index('technical_assistances_status_created_at_index').on(
      t.status,
      t.created_at.desc().nullsLast(),
      t.id,
    ),
    ...searchTextIndexes('technical_assistances', t),
    index().on(t.sta_company_id),
  ],
);

/** An assistance given to a centre: the visit, its materials, signatures and report. */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    assistance_id: integer('assistance_id')
      .notNull()
      .references(() => technicalAssistances.id, { onDelete: 'cascade' }),
    sta_company_id: integer('sta_company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull().default('pending'),
    booking_at: stamp('booking_at'),
    next_intervention_at: stamp('next_intervention_at'),
    start_at: stamp('start_at'),
    end_at: stamp('end_at'),
    observations: text('observations'),
    webserver_mac: text('webserver_mac'),
    webserver_serial: text('webserver_serial'),
    production_technologies: text('production_technologies'),
    materials_used: jsonb('materials_used').notNull().default(sql`'[]'::jsonb`),
    materials_pending: jsonb('materials_pending').notNull().default(sql`'[]'::jsonb`),
    technician_signature_url: text('technician_signature_url'),
    customer_signature_url: text('customer_signature_url'),
    report_sent_at: stamp('report_sent_at'),
    cancel_reason: text('cancel_reason'),
    ...timestamps,
  },
  (t) => [
    newestFirstOrder('assignments', t),
    index('assignments_status_created_at_index').on(t.status, t.created_at.desc().nullsLast(), t.id),
    index().on(t.assistance_id),
    index().on(t.sta_company_id),
  ],
);

/** A centre's request on an assignment, approved or rejected with a comment. */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    file_url: text('file_url'),
    review_comment: text('review_comment'),
    ...timestamps,
  },
  (t) => [newestFirstOrder('works', t), index().on(t.assignment_id)],
);

/**
 * The customer's satisfaction survey of one done assignment: reached through a one-time link whose
 * random token is kept only as its SHA-256, valid until `expires_at`; answered once.
 */
export const assistanceSurveys = pgTable(
  'assistance_surveys',
  {
    id: serial('id').primaryKey(),
    assignment_id: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: stamp('expires_at').notNull(),
    answered_at: stamp('answered_at'),
    punctuality: smallint('punctuality'),
    professionalism: smallint('professionalism'),
    issue_resolved: smallint('issue_resolved'),
    overall: smallint('overall'),
    comment: text('comment'),
    average: numeric('average', { precision: 2, scale: 1, mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('assistance_surveys_assignment_key').on(t.assignment_id),
    uniqueIndex().on(t.token_hash),
  ],
);

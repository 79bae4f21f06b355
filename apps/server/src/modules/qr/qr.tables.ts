import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { stamp, timestamps } from '../../platform/columns.ts';

/**
 * QR redirections (issue 35): the codes the public route `/qr/{az_iso}` answers. Texts per language
 * (SEO title and description, a link of that language) are one JSONB column like the catalogue's.
 * A trigger of migration 0062 notifies `qr_redirections` on any change, so every process forgets the
 * codes it remembered (qr-cache.ts).
 */
export const qrRedirections = pgTable(
  'qr_redirections',
  {
    id: serial('id').primaryKey(),
    az_iso: text('az_iso').notNull().unique(),
    active: boolean('active').notNull().default(true),
    type: text('type').notNull().default('product'),
    description: text('description'),
    seo_image_url: text('seo_image_url'),
    markets: integer('markets').array().notNull().default(sql`'{}'`),
    languages: text('languages').array().notNull().default(sql`'{}'`),
    link_default: text('link_default').notNull(),
    link_ios: text('link_ios'),
    link_android: text('link_android'),
    utm_source: text('utm_source'),
    utm_medium: text('utm_medium'),
    utm_campaign: text('utm_campaign'),
    utm_term: text('utm_term'),
    utm_content: text('utm_content'),
    translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [index('qr_redirections_order_created_at_index').on(t.created_at.desc().nullsLast(), t.id)],
);

/**
 * The codes printed before, at their old address (`/qr.php?id={code}`). A converted one points at
 * the new redirection that now answers its scans (`redirection_id`).
 */
export const qrRedirectionsLegacy = pgTable(
  'qr_redirections_legacy',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    active: boolean('active').notNull().default(true),
    description: text('description'),
    destination_url: text('destination_url').notNull(),
    redirection_id: integer('redirection_id').references(() => qrRedirections.id, { onDelete: 'set null' }),
    converted_at: stamp('converted_at'),
    ...timestamps,
  },
  (t) => [
    index('qr_redirections_legacy_redirection_index').on(t.redirection_id),
    index('qr_redirections_legacy_order_created_at_index').on(t.created_at.desc().nullsLast(), t.id),
  ],
);

/**
 * Scans counted per code, day, device, country and bot-or-not: one row per combination, added to in
 * batches (qr-scan-counter.ts). A scan of a new code has its `redirection_id`; a scan of a legacy
 * code its `legacy_id`, and also the `redirection_id` it was converted into; an unknown code
 * neither. No address is kept, only the country a header gave.
 */
export const qrScanDays = pgTable(
  'qr_scan_days',
  {
    redirection_id: integer('redirection_id').references(() => qrRedirections.id, { onDelete: 'cascade' }),
    legacy_id: integer('legacy_id').references(() => qrRedirectionsLegacy.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** `ios`, `android` or `other`. */
    device: text('device').notNull(),
    /** Two capitals, or '' when no header told. */
    country: text('country').notNull().default(''),
    bot: boolean('bot').notNull().default(false),
    scans: integer('scans').notNull().default(0),
  },
  (t) => [
    unique('qr_scan_days_key')
      .on(t.redirection_id, t.legacy_id, t.day, t.device, t.country, t.bot)
      .nullsNotDistinct(),
    index('qr_scan_days_legacy_index').on(t.legacy_id, t.day),
  ],
);

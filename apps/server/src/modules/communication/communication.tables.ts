import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sortKeyOrder, timestamps } from '../../platform/columns.ts';

/** E-mail template categories: a translated name, to group the templates in their list. */
export const emailTemplateCategories = pgTable(
  'email_template_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sort_key: integer('sort_key').notNull().default(0),
    translations: jsonb('translations').notNull().default({}),
    ...timestamps,
  },
  (t) => [sortKeyOrder('email_template_categories', t)],
);

/**
 * One template per system event (`key`): its layout and, per language, subject, pre-header, body,
 * body 2 and link label (`translations`, `{ es: { subject, ... } }`). Every e-mail the system sends is
 * rendered from it (platform/mail-templates).
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    email_template_category_id: integer('email_template_category_id').references(
      () => emailTemplateCategories.id,
      { onDelete: 'set null' },
    ),
    layout: text('layout').notNull().default('basic'),
    translations: jsonb('translations').notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('email_templates_key_unique').on(t.key),
    index('email_templates_category_index').on(t.email_template_category_id),
  ],
);

import { z } from 'zod';
import { CONTENT_LANGUAGES, LOCALES } from '../../i18n/locales.ts';
import { max, requiredText, sortKey, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { EMAIL_EVENT_KEYS } from './email-events.ts';

/**
 * E-mail template categories (a translated name) and templates (spec section 3): one template per
 * system event (`key`), in a layout, with per language (es, en, fr, it, pt) a subject, pre-header,
 * body and body 2 (rich text, sanitised on write) and the link's label. Spanish is required: it is
 * what a recipient whose language the template lacks reads.
 */
export const EMAIL_LAYOUTS = ['basic', 'link', 'link_2'] as const;
export type EmailLayout = (typeof EMAIL_LAYOUTS)[number];
/** Layouts that show the event's link, labelled by `link_label`. */
export const LINK_LAYOUTS: readonly EmailLayout[] = ['link', 'link_2'];

/** The most characters of a body (rich text HTML). */
export const TEMPLATE_BODY_MAX = 50_000;

export const templateTextsSchema = z.strictObject({
  subject: text(max(255)).optional(),
  pre_header: text(max(255)).optional(),
  body: text(max(TEMPLATE_BODY_MAX)).optional(),
  body_2: text(max(TEMPLATE_BODY_MAX)).optional(),
  link_label: text(max(100)).optional(),
});
export type TemplateTexts = z.infer<typeof templateTextsSchema>;

export const emailTemplateSchema = z.strictObject({
  key: z.enum(EMAIL_EVENT_KEYS),
  email_template_category_id: z.number().int().positive().nullable().default(null),
  layout: z.enum(EMAIL_LAYOUTS).default('basic'),
  translations: z.partialRecord(z.enum(LOCALES), templateTextsSchema).default({}),
  updated_at: updatedAt,
});

export const emailTemplateCategorySchema = z.strictObject({
  name: requiredText(max(255)),
  sort_key: sortKey(),
  translations: z
    .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ name: text(max(255)).optional() }))
    .default({}),
  updated_at: updatedAt,
});

export const emailTemplateCategories: ResourceDefinition<typeof emailTemplateCategorySchema> = {
  name: 'emailtemplatecategories',
  service: 'msnotifier',
  apiPath: 'admin/email-template-categories',
  singular: 'email_template_category',
  plural: 'email_template_categories',
  idParam: 'id',
  schema: emailTemplateCategorySchema,
  fields: [
    { key: 'name', kind: 'text', half: true },
    { key: 'sort_key', kind: 'number', half: true },
    { key: 'translations', kind: 'translations', allLanguages: true },
  ],
  columns: [
    { key: 'sort_key', type: 'number' },
    { key: 'name' },
    { key: 'template_count', type: 'number', searchable: false },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name'],
  defaultSort: 'sort_key',
  duplicate: false,
  // The templates' category select loads every category.
  wholeList: true,
};

export const emailTemplates: ResourceDefinition<typeof emailTemplateSchema> = {
  name: 'emailtemplates',
  service: 'msnotifier',
  apiPath: 'admin/email-templates',
  singular: 'email_template',
  plural: 'email_templates',
  idParam: 'id',
  schema: emailTemplateSchema,
  fields: [
    { key: 'key', kind: 'select', half: true, uniqueCode: true },
    { key: 'email_template_category_id', kind: 'select', source: 'emailtemplatecategories', half: true },
    { key: 'layout', kind: 'select', half: true },
    { key: 'translations', kind: 'translations', allLanguages: true },
  ],
  columns: [
    { key: 'key' },
    { key: 'category' },
    { key: 'layout' },
    { key: 'subject' },
    { key: 'languages', sortable: false, searchable: false },
    { key: 'updated_at', type: 'date' },
  ],
  search: ['key', 'subject'],
  defaultSort: 'key',
  duplicate: false,
};

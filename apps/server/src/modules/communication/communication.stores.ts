import {
  type EmailEvent,
  type EmailLayout,
  emailTemplateCategories,
  emailTemplates,
  type Locale,
  notifications,
  type TemplateTexts,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { TranslatedError } from '../../platform/errors.ts';
import { templateProblems } from '../../platform/mail-templates/check.ts';
import type { ResourceStore, Row } from '../../platform/resources/resource-store.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';

type Texts = Partial<Record<Locale, TemplateTexts>>;

/** The value a LIKE pattern was made from (search-conditions.ts escapes `\`, `%` and `_` and wraps it in `%`). */
const typedValue = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, '$1');

export const emailTemplateCategoryStore: ResourceStore = {
  definition: emailTemplateCategories,
  table: 'email_template_categories',
  writable: ['name', 'sort_key', 'translations'],
  json: ['translations'],
  computed: {
    template_count: '(select count(*)::int from email_templates e where e.email_template_category_id = t.id)',
  },
  expressions: {
    template_count: '(select count(*)::int from email_templates e where e.email_template_category_id = t.id)',
  },
  uniques: {},
};

/** Bodies are rich text: reduced by the one sanitiser on every write. */
function sanitizeTexts(texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([language, entry]) => [
      language,
      {
        ...entry,
        ...(entry.body !== undefined ? { body: sanitizeRichText(entry.body) } : {}),
        ...(entry.body_2 !== undefined ? { body_2: sanitizeRichText(entry.body_2) } : {}),
      },
    ]),
  );
}

export const emailTemplateStore: ResourceStore = {
  definition: emailTemplates,
  table: 'email_templates',
  writable: ['key', 'email_template_category_id', 'layout', 'translations'],
  json: ['translations'],
  listColumns: ['id', 'key', 'email_template_category_id', 'layout', 'created_at', 'updated_at'],
  computed: {
    category: '(select c.name from email_template_categories c where c.id = t.email_template_category_id)',
    subject: "(t.translations->'es'->>'subject')",
    languages:
      "(select string_agg(upper(k), ', ' order by array_position(array['es','en','fr','it','pt'], k)) from jsonb_object_keys(t.translations) k)",
  },
  expressions: {
    category: '(select c.name from email_template_categories c where c.id = t.email_template_category_id)',
    subject: "(t.translations->'es'->>'subject')",
  },
  uniques: { email_templates_key_unique: 'key' },
  hooks: {
    prepare: (body: Row) =>
      body.translations ? { ...body, translations: sanitizeTexts(body.translations as Texts) } : body,
    /**
     * Saved only if it renders in every language it has and uses only its event's variables (422
     * naming the language and the variable); a link layout needs its label. The messages are in the
     * caller's language already, so this hook answers the 422 itself.
     */
    async validate(tx, body, _existing, caller): Promise<Record<string, string[]>> {
      const errors = await templateProblems(
        body.key as EmailEvent,
        (body.layout as EmailLayout | undefined) ?? 'basic',
        (body.translations as Texts | undefined) ?? {},
        caller.locale,
      );
      if (body.email_template_category_id != null) {
        const found = await tx.execute(
          sql`select 1 from email_template_categories where id = ${body.email_template_category_id as number}`,
        );
        if (found.rows.length === 0) return { email_template_category_id: ['validations.in_array'] };
      }
      if (Object.keys(errors).length > 0) throw new TranslatedError(422, 'errors.invalidForm', errors);
      return {};
    },
  },
};

const RELATED = `case when t.related_type is null then null
  else json_build_object('type', t.related_type, 'id', t.related_id) end`;

/**
 * Notifications are read, never written through the kit (the mailer writes them). A state tab reads
 * its total from counters, a deep page starts at its week, recipient, subject and template are one
 * search text (migration 0061): the list holds at 2,000,000 rows.
 */
export const notificationStore: ResourceStore = {
  definition: notifications,
  table: 'notifications',
  writable: [],
  json: ['merge_vars', 'events'],
  countedColumns: ['status'],
  weekCounted: { column: 'created_at' },
  searchText: true,
  listColumns: [
    'id',
    'status',
    'recipient',
    'subject',
    'template',
    'related_type',
    'related_id',
    'resent_from_id',
    'created_at',
    'sent_at',
    'updated_at',
  ],
  computed: { related: RELATED },
  recordComputed: {
    resent_from: `(select json_build_object('id', p.id, 'recipient', p.recipient, 'status', p.status)
      from notifications p where p.id = t.resent_from_id)`,
    resent_as: `(select coalesce(json_agg(json_build_object('id', c.id, 'recipient', c.recipient,
      'status', c.status, 'created_at', c.created_at) order by c.id), '[]'::json)
      from notifications c where c.resent_from_id = t.id)`,
    template_exists: 'exists(select 1 from email_templates e where e.key = t.template)',
  },
  filters: {
    // A template is named whole (`password_reset`): equal, so its index serves the filter.
    template: (pattern) => sql`t.template = ${typedValue(pattern).trim().toLowerCase()}`,
  },
  uniques: {},
};

export const COMMUNICATION_STORES = [notificationStore, emailTemplateStore, emailTemplateCategoryStore];

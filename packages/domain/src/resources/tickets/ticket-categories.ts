import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, isEmail, max, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/** Markets a category has a contact in: one row each; more than this is a mistake. */
export const TICKET_CATEGORY_CONTACTS_MAX = 100;

/** Who answers a category's tickets in one market (spec section 3: per-market contact name and e-mail). */
export const ticketCategoryContactSchema = z.strictObject({
  market_id: z.number().int().positive(),
  contact_name: requiredText(max(120)),
  contact_email: requiredText(isEmail(), max(254)),
});
export type TicketCategoryContact = z.infer<typeof ticketCategoryContactSchema>;

/**
 * A ticket category (spec section 3): az_iso, the name in the content languages (the Spanish name is
 * the record's name, as the countries'), and one contact per market. A category with a `parent_id`
 * is a subcategory of that category (one level only: the server refuses a subcategory as parent).
 */
export const ticketCategorySchema = z
  .strictObject({
    az_iso: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .pipe(requiredText(isAzIso(), max(40))),
    name: requiredText(max(120)),
    translations: z
      .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ name: text(max(120)) }))
      .default({}),
    parent_id: z.number().int().positive().nullish(),
    contacts: z.array(ticketCategoryContactSchema).max(TICKET_CATEGORY_CONTACTS_MAX).default([]),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    // One contact per market: the second row naming a market is marked.
    const seen = new Set<number>();
    value.contacts.forEach((contact, index) => {
      if (seen.has(contact.market_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['contacts', index, 'market_id'],
          message: 'validations.unique',
        });
      }
      seen.add(contact.market_id);
    });
  });

export const ticketCategories: ResourceDefinition<typeof ticketCategorySchema> = {
  name: 'ticketcategories',
  service: 'mstickets',
  apiPath: 'admin/ticket-categories',
  singular: 'ticket_category',
  plural: 'ticket_categories',
  idParam: 'id',
  schema: ticketCategorySchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'parent_id', kind: 'select', source: 'ticketcategories', half: true },
    { key: 'translations', kind: 'translations', allLanguages: true },
    { key: 'contacts', kind: 'rows', columnSources: { market_id: 'markets' } },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'az_iso', type: 'code' },
    { key: 'name' },
    { key: 'parent_name' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'name', 'names'],
  defaultSort: '-created_at',
  duplicate: false,
};

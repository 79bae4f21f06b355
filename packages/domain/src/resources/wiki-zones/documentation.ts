import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { max, requiredText, text } from '../../validation/rules.ts';
import { STORED_FILE_URL } from '../multimedia/media-resources.ts';
import type { ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

/**
 * Documentation (spec sections 1, 2 and 6): the manuals and technical sheets of the products, each
 * belonging to products or families, written in some languages, for some markets, with its file
 * (the kit's upload rules) and its edition (`version`). Public catalogue documents, like the
 * catalogue's docs: installers download them.
 */
export const DOCUMENTATION_TYPES = [
  'manual',
  'technical_sheet',
  'installation_guide',
  'declaration',
] as const;
export const DOCUMENTATION_LANGUAGES_MAX = 20;

export const documentationSchema = z
  .strictObject({
    document_type: z.enum(DOCUMENTATION_TYPES).default('manual'),
    translations: z
      .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ title: text(max(255)).optional() }))
      .default({}),
    version: requiredText(max(40)),
    // An uploaded PDF, or the address of one the manufacturer's site already publishes.
    file_url: requiredText(max(500)).refine(
      (value) => STORED_FILE_URL.test(value) || /^https:\/\/[^\s/]+\/\S*$/.test(value),
      'validations.storedFile',
    ),
    products: idList.default([]),
    families: idList.default([]),
    languages: z.array(z.enum(CONTENT_LANGUAGES)).max(DOCUMENTATION_LANGUAGES_MAX).default([]),
    markets: idList.default([]),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    if (!value.translations.es?.title?.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['translations', 'es', 'title'],
        message: 'validations.required',
      });
    }
    // A manual documents something: at least one product or family.
    if (value.products.length === 0 && value.families.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['products'], message: 'validations.required' });
    }
  });

export const documentation: ResourceDefinition<typeof documentationSchema> = {
  name: 'documentation',
  service: 'mswiki',
  apiPath: 'admin/documentation',
  singular: 'documentation',
  plural: 'documentation',
  idParam: 'id',
  schema: documentationSchema,
  fields: [
    { key: 'document_type', kind: 'select', half: true },
    { key: 'version', kind: 'text', half: true },
    { key: 'file_url', kind: 'file' },
    { key: 'products', kind: 'multiselect', source: 'products', searchOnly: true },
    { key: 'families', kind: 'multiselect', source: 'families' },
    { key: 'languages', kind: 'multiselect', source: 'languages', half: true },
    { key: 'markets', kind: 'multiselect', source: 'globalmarkets', half: true },
    { key: 'translations', kind: 'translations', allLanguages: true },
  ],
  columns: [
    { key: 'title' },
    { key: 'document_type' },
    { key: 'version' },
    { key: 'product' },
    { key: 'updated_at', type: 'date' },
  ],
  search: ['title'],
  defaultSort: '-updated_at',
  duplicate: false,
};

import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isUrl, max, required, requiredText, sortKey, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { levelColumns, levelFields, levelShape, requireLevelTargets } from './catalogue-levels.ts';

export const DOC_LANGUAGES_MAX = 20;

export const DOCUMENT_TYPES = [
  'manual',
  'installation_guide',
  'datasheet',
  'certificate',
  'declaration_of_conformity',
  'brochure',
  'other',
] as const;

/** A file stored by our uploads (`/files/{uuid}.pdf`), or an absolute http(s) URL. */
const STORED_FILE = /^\/files\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;
const absoluteUrl = z.string().check(isUrl());
const documentUrl = z
  .string()
  .check(required(), max(1000))
  .refine((v) => STORED_FILE.test(v) || absoluteUrl.safeParse(v).success, { message: 'validations.isUrl' });

export const docSchema = z
  .strictObject({
    ...levelShape,
    title: requiredText(max(255)),
    document_type: z.enum(DOCUMENT_TYPES).default('manual'),
    document_url: documentUrl,
    /** The languages the document is written in (codes of the languages table). */
    languages: z
      .array(requiredText(max(10)))
      .max(DOC_LANGUAGES_MAX)
      .default([]),
    sort_key: sortKey(),
    active: z.boolean().default(true),
    translations: z
      .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ title: text(max(255)).optional() }))
      .default({}),
    updated_at: updatedAt,
  })
  .superRefine(requireLevelTargets);

export const docs: ResourceDefinition<typeof docSchema> = {
  name: 'docs',
  service: 'msproduct',
  apiPath: 'admin/docs',
  singular: 'doc',
  plural: 'docs',
  idParam: 'id',
  schema: docSchema,
  fields: [
    ...levelFields,
    { key: 'title', kind: 'text' },
    { key: 'document_type', kind: 'select', half: true },
    { key: 'languages', kind: 'multiselect', source: 'languages', half: true },
    { key: 'document_url', kind: 'text' },
    { key: 'sort_key', kind: 'number', half: true },
    { key: 'active', kind: 'boolean', half: true },
    { key: 'translations', kind: 'translations' },
  ],
  columns: [
    { key: 'sort_key', type: 'number' },
    { key: 'title' },
    { key: 'document_type' },
    ...levelColumns,
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['title', 'target'],
  defaultSort: 'sort_key',
  duplicate: true,
};

import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, isUrl, max, min, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

/** A file of our own storage as the upload call answers it: `/files/<uuid>.<extension>`. */
export const STORED_FILE_URL = /^\/files\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

const resourceTranslations = z
  .partialRecord(
    z.enum(CONTENT_LANGUAGES),
    z.strictObject({ name: text(max(255)).optional(), description: text(max(5000)).optional() }),
  )
  .default({});

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

/** Exactly one source: an external URL or an uploaded file. Both fields say so, as both are wrong. */
function urlOrFile(value: { url?: string | null; file_url?: string | null }, ctx: z.RefinementCtx) {
  if (blank(value.url) === blank(value.file_url)) {
    for (const path of ['url', 'file_url']) {
      ctx.addIssue({ code: 'custom', path: [path], message: 'validations.urlOrFile' });
    }
  }
}

export const mediaResourceSchema = z
  .strictObject({
    az_iso: requiredText(isAzIso(), max(40)),
    name: requiredText(min(2), max(255)),
    description: text(max(5000)).nullish(),
    media_type_id: z.number().int().positive(),
    url: text(isUrl(), max(2000)).nullish(),
    file_url: z
      .string()
      .max(200)
      .regex(STORED_FILE_URL, 'validations.storedFile')
      .or(z.literal(''))
      .nullish(),
    /** Content languages the resource is in. */
    languages: z.array(z.enum(CONTENT_LANGUAGES)).max(CONTENT_LANGUAGES.length).default([]),
    manufacturers: idList.default([]),
    active: z.boolean().default(true),
    translations: resourceTranslations,
    updated_at: updatedAt,
  })
  .superRefine(urlOrFile);

export const mediaResources: ResourceDefinition<typeof mediaResourceSchema> = {
  name: 'mediaresources',
  // A multiselect loads it whole (its options).
  wholeList: true,
  service: 'msmultimedia',
  apiPath: 'admin/media-resources',
  singular: 'media_resource',
  plural: 'media_resources',
  idParam: 'id',
  schema: mediaResourceSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'media_type_id', kind: 'select', source: 'mediatypes', half: true },
    { key: 'languages', kind: 'multiselect', source: 'languages', half: true },
    { key: 'file_url', kind: 'file' },
    { key: 'url', kind: 'text' },
    { key: 'manufacturers', kind: 'multiselect', source: 'manufacturers' },
    { key: 'description', kind: 'textarea' },
    { key: 'active', kind: 'boolean' },
    { key: 'translations', kind: 'translations' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'az_iso' },
    { key: 'name' },
    { key: 'media_type' },
    { key: 'media_group' },
    { key: 'source', sortable: false },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'name'],
  defaultSort: '-created_at',
  duplicate: true,
};

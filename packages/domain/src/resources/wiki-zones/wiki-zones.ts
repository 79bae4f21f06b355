import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { max, sortKey, text } from '../../validation/rules.ts';
import { STORED_FILE_URL } from '../multimedia/media-resources.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { RICH_TEXT_MAX_LENGTH } from '../wiki/digital-docs.ts';

/**
 * The wiki zone (spec sections 1, 2 and 6): a tree of zones holding documents whose content is a
 * series of immutable versions. The `wikizones` routes are the documents' (`/wikizones` lists them,
 * `docu-create` creates one with its first version, `version-create` adds a version, `:id` shows one
 * with its history); the zones themselves are the `wikizoneareas` resource, guarded as `wikizones`.
 */

export const WIKI_ATTACHMENTS_MAX = 20;

/** A document's attachments: files of our uploads (`/files/{uuid}.pdf`), the kit's upload rules. */
const storedFile = z.string().max(200).regex(STORED_FILE_URL, 'validations.storedFile');
const translated = <S extends z.ZodRawShape>(shape: S) =>
  z.partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject(shape)).default({});
const recordId = z.number().int().positive().max(2_147_483_647);

/** The Spanish text named `key` is required: lists, selectors and the tree show it. */
const spanish =
  (key: string) =>
  (value: { translations: Partial<Record<string, Record<string, unknown>>> }, ctx: z.RefinementCtx) => {
    const typed = value.translations.es?.[key];
    if (typeof typed !== 'string' || !typed.trim()) {
      ctx.addIssue({ code: 'custom', path: ['translations', 'es', key], message: 'validations.required' });
    }
  };

export const wikiZoneAreaSchema = z
  .strictObject({
    parent_id: recordId.nullish(),
    sort_key: sortKey(),
    translations: translated({ name: text(max(255)).optional() }),
    updated_at: updatedAt,
  })
  .superRefine(spanish('name'));

/** One version's content: a title and a rich-text body per language, and the attachments. */
export const wikiContentShape = {
  translations: translated({
    title: text(max(255)).optional(),
    body: text(max(RICH_TEXT_MAX_LENGTH)).optional(),
  }),
  attachments: z.array(storedFile).max(WIKI_ATTACHMENTS_MAX).default([]),
  /** Why this version was written (the history shows it). */
  note: text(max(2000)).nullish(),
};

export const wikiDocumentSchema = z
  .strictObject({ zone_id: recordId, ...wikiContentShape, updated_at: updatedAt })
  .superRefine(spanish('title'));

/**
 * `version-create`: a new version written over the one the writer saw (`based_on`, its number); a
 * document that got another version meanwhile answers 409 instead of hiding it.
 */
export const wikiVersionSchema = z
  .strictObject({ ...wikiContentShape, based_on: z.number().int().min(1).max(1_000_000) })
  .superRefine(spanish('title'));

/** Restoring an old version writes it again as the newest, over the version the user saw. */
export const wikiRestoreSchema = z.strictObject({
  based_on: z.number().int().min(1).max(1_000_000),
  note: text(max(2000)).nullish(),
});

const wiki = { service: 'mswiki', idParam: 'id' as const, duplicate: false, access: 'wikizones' };

export const wikiZoneAreas: ResourceDefinition<typeof wikiZoneAreaSchema> = {
  ...wiki,
  name: 'wikizoneareas',
  apiPath: 'admin/wiki-zones',
  singular: 'wiki_zone',
  plural: 'wiki_zones',
  wholeList: true,
  schema: wikiZoneAreaSchema,
  fields: [
    { key: 'parent_id', kind: 'select', source: 'wikizoneareas', half: true },
    { key: 'sort_key', kind: 'number', half: true },
    { key: 'translations', kind: 'translations', allLanguages: true },
  ],
  columns: [
    { key: 'sort_key', type: 'number' },
    { key: 'name' },
    { key: 'path' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name'],
  defaultSort: 'sort_key',
};

export const wikiDocuments: ResourceDefinition<typeof wikiDocumentSchema> = {
  ...wiki,
  name: 'wikizones',
  apiPath: 'admin/wiki-documents',
  singular: 'wiki_document',
  plural: 'wiki_documents',
  schema: wikiDocumentSchema,
  fields: [
    { key: 'zone_id', kind: 'select', source: 'wikizoneareas' },
    { key: 'note', kind: 'textarea' },
    { key: 'translations', kind: 'translations', allLanguages: true },
  ],
  columns: [
    { key: 'title' },
    { key: 'zone' },
    { key: 'current_version', type: 'number' },
    { key: 'updated_at', type: 'date' },
  ],
  search: ['title'],
  defaultSort: '-updated_at',
};

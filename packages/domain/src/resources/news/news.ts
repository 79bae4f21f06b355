import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, isImage, isUrl, max, requiredText, text } from '../../validation/rules.ts';
import { ERP_IMAGE_MAX_BYTES } from '../catalogue/erp-images.ts';
import type { ColumnDef, FieldDef, ResourceDefinition } from '../resource.ts';
import { requiredIdList, updatedAt } from '../shared.ts';

/**
 * News and alerts (spec sections 1, 3, 5 and 6): what customers' apps show in a market for a while.
 * Both have a code, a publish flag and a publishing window, a title and a rich-text body per content
 * language (the Spanish title required: lists show it and other languages fall back to it) and the
 * markets they are published in (one at least). News also carry an image, a link and the image's
 * description. Moments are kept to the minute: a window opens and closes on a minute's first second.
 */

/** The most characters of one language's body (its HTML, after the server's sanitising). */
export const NEWS_BODY_MAX_LENGTH = 100_000;

/**
 * A moment with its zone (`2026-12-02T09:30:00.000Z`, `2026-12-02T10:30+01:00`), as the date-and-time
 * picker sends it: one written without a zone could be read in any of them.
 */
export const MOMENT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const moment = () =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string()
      .regex(MOMENT_PATTERN, 'validations.datetime')
      .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'validations.datetime' })
      .nullish(),
  );

const translated = <S extends z.ZodRawShape>(shape: S) =>
  z.partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject(shape)).default({});

const texts = {
  title: text(max(255)).optional(),
  body: text(max(NEWS_BODY_MAX_LENGTH)).optional(),
};

type Publication = {
  publish: boolean;
  publish_at?: string | null;
  publish_end_at?: string | null;
  translations: Partial<Record<string, { title?: string }>>;
};

/**
 * SPEC-RULINGS: a Spanish title; publish_at when the publish flag is set; publish_end_at, when
 * given, after publish_at (each on its own field, so the form marks the one to change).
 */
function publicationRules(value: Publication, ctx: z.RefinementCtx) {
  if (!value.translations.es?.title?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['translations', 'es', 'title'], message: 'validations.required' });
  }
  if (value.publish && !value.publish_at) {
    ctx.addIssue({ code: 'custom', path: ['publish_at'], message: 'validations.required' });
  }
  if (value.publish_at && value.publish_end_at) {
    // Compared as the minutes they are kept to: 10:00:30 to 10:00:50 is no window.
    const minute = (v: string) => Math.floor(Date.parse(v) / 60_000);
    if (minute(value.publish_end_at) <= minute(value.publish_at)) {
      ctx.addIssue({ code: 'custom', path: ['publish_end_at'], message: 'validations.endAfterStart' });
    }
  }
}

const publicationShape = {
  az_iso: requiredText(isAzIso(), max(40)),
  publish: z.boolean().default(false),
  publish_at: moment(),
  publish_end_at: moment(),
  translations: translated(texts),
  /** Ids of the markets it is published in. */
  markets: requiredIdList(1),
  updated_at: updatedAt,
};

export const alertSchema = z.strictObject(publicationShape).superRefine(publicationRules);

export const newsSchema = z
  .strictObject({
    ...publicationShape,
    /** An uploaded image (`/files/…`), at most 64 kB like the catalogue's: apps download it on phones. */
    image_url: text(isImage(), max(500)).nullish(),
    link: text(isUrl(), max(2000)).nullish(),
    image_description: text(max(500)).nullish(),
  })
  .superRefine(publicationRules);

const publicationFields: FieldDef[] = [
  { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
  { key: 'publish', kind: 'boolean', half: true },
  { key: 'publish_at', kind: 'datetime', half: true },
  { key: 'publish_end_at', kind: 'datetime', half: true },
  { key: 'markets', kind: 'multiselect', source: 'globalmarkets' },
];

const columns: ColumnDef[] = [
  { key: 'id', type: 'number' },
  { key: 'az_iso' },
  { key: 'title' },
  { key: 'publish', type: 'boolean' },
  { key: 'publish_at', type: 'date' },
  { key: 'publish_end_at', type: 'date' },
  { key: 'market_codes', sortable: false },
  { key: 'created_at', type: 'date' },
];

const publication = {
  service: 'msnotifier',
  idParam: 'id' as const,
  columns,
  search: ['az_iso', 'title'],
  defaultSort: '-created_at',
  duplicate: true,
};

export const news: ResourceDefinition<typeof newsSchema> = {
  ...publication,
  name: 'news',
  apiPath: 'admin/news',
  singular: 'news_item',
  plural: 'news',
  schema: newsSchema,
  fields: [
    ...publicationFields,
    { key: 'image_url', kind: 'image', maxBytes: ERP_IMAGE_MAX_BYTES },
    { key: 'image_description', kind: 'text', half: true },
    { key: 'link', kind: 'text', half: true },
    { key: 'translations', kind: 'translations' },
  ],
};

export const alerts: ResourceDefinition<typeof alertSchema> = {
  ...publication,
  name: 'alerts',
  apiPath: 'admin/alerts',
  singular: 'alert',
  plural: 'alerts',
  schema: alertSchema,
  fields: [...publicationFields, { key: 'translations', kind: 'translations' }],
};

/**
 * The public read of what is published now (no token, cacheable): `?market=ES&language=en`. Under
 * `msnotifier.v1-public`.
 */
export const PUBLISHED_PATH = 'published';

export const NEWS_RESOURCES = [news, alerts] as const;

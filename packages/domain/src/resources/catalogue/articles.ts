import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { ean } from '../../validation/ean.ts';
import { max, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { activeWithinAvailable, idList } from '../shared.ts';
import { catalogueItemShape } from './products.ts';

/** Article lifecycle (spec section 4): development, available, beta, EoS, EoM, EoL. */
export const ARTICLE_LIFECYCLE = ['development', 'available', 'beta', 'eos', 'eom', 'eol'] as const;
type Lifecycle = (typeof ARTICLE_LIFECYCLE)[number];
/** Statuses that need the end-of-sale date, and those that also need the end-of-maintenance date. */
const NEEDS_EOS: readonly Lifecycle[] = ['eos', 'eom', 'eol'];
const NEEDS_EOM: readonly Lifecycle[] = ['eom', 'eol'];

/** Spec section 5: up to 9 additional images, each at most 64 kB (the ERP's limit, checked on the stored file). */
export const ARTICLE_IMAGES_MAX = 9;
/** Spec section 5: an alarm/warning text holds at most 256 characters. */
export const ALARM_TEXT_MAX = 256;
/** SPEC-RULINGS: every free-text note or comment holds at most 2,000 characters. */
const NOTE_MAX = 2000;
/** Languages whose description an article must carry (SPEC-RULINGS: its texts go to the ERP). */
export const ARTICLE_DESCRIPTION_LANGUAGES = CONTENT_LANGUAGES;

/** Dimensions in mm, weight in kg; volume (m3) is computed by the server from the dimensions. */
const dimension = z.number().min(0).max(100_000).nullish();
const note = text(max(NOTE_MAX)).nullish();
const optionalId = z.number().int().positive().nullish();
/** A calendar date, `2026-03-31`. */
const date = z.iso.date().nullish();
/** A stored upload (`/files/<uuid>.<ext>`, files.routes.ts): the server checks it is an image of at most 64 kB. */
const storedImage = z.string().regex(/^\/files\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, 'validations.storedFile');

/** One text per content language (retained texts, alarm texts). */
const perLanguage = (limit: number) =>
  z
    .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ text: text(max(limit)).optional() }))
    .default({});

/** A reference price of the article in one market and currency from a date on. Money is exact: text. */
export const articleRateSchema = z.strictObject({
  market_id: z.number().int().positive(),
  currency: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'validations.currency')),
  reference_price: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'validations.price')),
  valid_from: z.iso.date(),
});
export type ArticleRate = z.infer<typeof articleRateSchema>;

export const articleSchema = z
  .strictObject({
    ...catalogueItemShape,
    article_type_id: optionalId,
    product_id: z.number().int().positive(),
    altra_status_iso: z.enum(ARTICLE_LIFECYCLE).default('development'),
    eos: date,
    eom: date,
    blocked: z.boolean().default(false),
    blocked_status_comment: note,
    retained: z.boolean().default(false),
    retained_comment: note,
    retained_translations: perLanguage(NOTE_MAX),
    alarm: z.boolean().default(false),
    alarm_comment: note,
    warning_translations: perLanguage(ALARM_TEXT_MAX),
    has_structure: z.boolean().default(false),
    uses_serial_number: z.boolean().default(false),
    affects_stock: z.boolean().default(true),
    component: z.boolean().default(false),
    finished_product: z.boolean().default(false),
    ean: text(ean()).nullish(),
    weight: z.number().min(0).max(100_000).nullish(),
    width: dimension,
    height: dimension,
    depth: dimension,
    real_weight: z.number().min(0).max(100_000).nullish(),
    real_width: dimension,
    real_height: dimension,
    real_depth: dimension,
    replacement_article_id: optionalId,
    substitute_article_id: optionalId,
    related_articles: idList.max(100).default([]),
    rates: z.array(articleRateSchema).max(500).default([]),
    images: z.array(storedImage).max(ARTICLE_IMAGES_MAX).default([]),
    attribute_options: idList.max(200).default([]),
    media_resources: idList.max(200).default([]),
  })
  .superRefine(activeWithinAvailable)
  .superRefine((value, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    // One message per missing language, on that language's description (its tab is marked).
    for (const language of ARTICLE_DESCRIPTION_LANGUAGES) {
      if (!value.translations[language]?.description?.trim()) {
        issue(['translations', language, 'description'], 'validations.required');
      }
    }
    if (NEEDS_EOS.includes(value.altra_status_iso) && !value.eos) issue(['eos'], 'validations.required');
    if (NEEDS_EOM.includes(value.altra_status_iso) && !value.eom) issue(['eom'], 'validations.required');
    // ISO dates compare as text.
    if (value.eos && value.eom && value.eom < value.eos) issue(['eom'], 'validations.eomAfterEos');
    const seen = new Set<string>();
    value.rates.forEach((rate, index) => {
      const key = `${rate.market_id}|${rate.currency}|${rate.valid_from}`;
      if (seen.has(key)) issue(['rates', index, 'valid_from'], 'validations.unique');
      seen.add(key);
    });
  });

/** Article volume (SPEC-RULINGS): width × height × depth (mm) / 1e9, rounded to 6 decimals. */
export function articleVolume(
  width?: number | null,
  height?: number | null,
  depth?: number | null,
): number | null {
  if (width == null || height == null || depth == null) return null;
  return Math.round(((width * height * depth) / 1_000_000_000) * 1_000_000) / 1_000_000;
}

/** A dimension as a form holds it (a number, or the text of one while typed), else null. */
const typedDimension = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};
const volumeOf = (dimensions: readonly unknown[]) =>
  articleVolume(...(dimensions.map(typedDimension) as [number | null, number | null, number | null]));

export const articles: ResourceDefinition<typeof articleSchema> = {
  name: 'articles',
  service: 'msproduct',
  apiPath: 'admin/articles',
  selectorPath: 'admin/articles/articles-selector',
  singular: 'article',
  plural: 'articles',
  idParam: 'az_iso',
  schema: articleSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true, tab: 'general' },
    { key: 'name', kind: 'text', half: true, tab: 'general' },
    { key: 'slug', kind: 'text', slugFrom: 'name', uniqueCode: true, half: true, tab: 'general' },
    { key: 'product_id', kind: 'select', source: 'products', half: true, tab: 'general' },
    { key: 'article_type_id', kind: 'select', source: 'articletypes', half: true, tab: 'general' },
    { key: 'active', kind: 'boolean', half: true, tab: 'general' },
    { key: 'markets', kind: 'markets', tab: 'general' },
    { key: 'altra_status_iso', kind: 'select', half: true, tab: 'lifecycle' },
    { key: 'eos', kind: 'date', half: true, tab: 'lifecycle' },
    { key: 'eom', kind: 'date', half: true, tab: 'lifecycle' },
    { key: 'blocked', kind: 'boolean', half: true, tab: 'lifecycle' },
    { key: 'blocked_status_comment', kind: 'textarea', tab: 'lifecycle' },
    { key: 'retained', kind: 'boolean', half: true, tab: 'lifecycle' },
    { key: 'retained_comment', kind: 'textarea', tab: 'lifecycle' },
    { key: 'retained_translations', kind: 'translations', allLanguages: true, tab: 'lifecycle' },
    { key: 'alarm', kind: 'boolean', half: true, tab: 'lifecycle' },
    { key: 'alarm_comment', kind: 'textarea', tab: 'lifecycle' },
    { key: 'warning_translations', kind: 'translations', allLanguages: true, tab: 'lifecycle' },
    { key: 'has_structure', kind: 'boolean', half: true, tab: 'lifecycle' },
    { key: 'uses_serial_number', kind: 'boolean', half: true, tab: 'lifecycle' },
    { key: 'affects_stock', kind: 'boolean', half: true, tab: 'lifecycle' },
    { key: 'component', kind: 'boolean', half: true, tab: 'lifecycle' },
    { key: 'finished_product', kind: 'boolean', half: true, tab: 'lifecycle' },
    { key: 'ean', kind: 'text', uniqueCode: true, half: true, tab: 'dimensions' },
    { key: 'weight', kind: 'number', half: true, tab: 'dimensions' },
    { key: 'width', kind: 'number', half: true, tab: 'dimensions' },
    { key: 'height', kind: 'number', half: true, tab: 'dimensions' },
    { key: 'depth', kind: 'number', half: true, tab: 'dimensions' },
    {
      key: 'volume',
      kind: 'number',
      readOnly: true,
      derive: { from: ['width', 'height', 'depth'], value: volumeOf },
      half: true,
      tab: 'dimensions',
    },
    { key: 'real_weight', kind: 'number', half: true, tab: 'dimensions' },
    { key: 'real_width', kind: 'number', half: true, tab: 'dimensions' },
    { key: 'real_height', kind: 'number', half: true, tab: 'dimensions' },
    { key: 'real_depth', kind: 'number', half: true, tab: 'dimensions' },
    {
      key: 'real_volume',
      kind: 'number',
      readOnly: true,
      derive: { from: ['real_width', 'real_height', 'real_depth'], value: volumeOf },
      half: true,
      tab: 'dimensions',
    },
    { key: 'translations', kind: 'translations', allLanguages: true, tab: 'translations' },
    { key: 'rates', kind: 'rows', columnSources: { market_id: 'markets' }, tab: 'rates' },
    { key: 'images', kind: 'images', maxValues: ARTICLE_IMAGES_MAX, tab: 'images' },
    {
      key: 'replacement_article_id',
      kind: 'select',
      source: 'articles',
      searchOnly: true,
      half: true,
      tab: 'relations',
    },
    {
      key: 'substitute_article_id',
      kind: 'select',
      source: 'articles',
      searchOnly: true,
      half: true,
      tab: 'relations',
    },
    { key: 'related_articles', kind: 'multiselect', source: 'articles', searchOnly: true, tab: 'relations' },
    { key: 'attribute_options', kind: 'attributes', attributesOf: 'article', tab: 'attributes' },
    { key: 'media_resources', kind: 'multiselect', source: 'mediaresources', tab: 'media' },
    { key: 'completeness_markets', kind: 'completeness', readOnly: true, tab: 'completeness' },
  ],
  columns: [
    { key: 'az_iso' },
    { key: 'name' },
    { key: 'product', sortable: false },
    { key: 'altra_status_iso', values: 'status' },
    { key: 'ean' },
    { key: 'volume', type: 'number' },
    { key: 'completeness', type: 'number', values: 'percent' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'name', 'ean'],
  defaultSort: '-created_at',
  duplicate: true,
};

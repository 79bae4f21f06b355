import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, isImage, isUrl, max, requiredText, text } from '../../validation/rules.ts';
import type { ColumnDef, ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

/**
 * QR redirections (spec sections 1, 3, 6 and 8): a code printed on a box or a manual whose scan the
 * server's public route (`/qr/{az_iso}`, modules/qr) sends to the link for that phone, in its
 * language, with the tracking campaign as UTM parameters. The printed code holds the public route,
 * never the destination: the links change without reprinting.
 */

/** What a code is printed for (the spec's `type`). */
export const QR_TYPES = ['product', 'manual', 'packaging', 'marketing', 'support'] as const;

/** The public route of a new code: `{PUBLIC_URL}/qr/{az_iso}`. */
export const QR_PUBLIC_PATH = '/qr';
/** The address printed on the legacy codes: `{PUBLIC_URL}/qr.php?id={code}`. */
export const QR_LEGACY_PUBLIC_PATH = '/qr.php';

/** Error-correction levels of the QR image (L 7 %, M 15 %, Q 25 %, H 30 % of the code may be lost). */
export const QR_ERROR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export const QR_IMAGE_FORMATS = ['svg', 'png'] as const;
/** Pixel sizes of the PNG image (the SVG scales; its width is the same number). */
export const QR_IMAGE_MIN_SIZE = 128;
export const QR_IMAGE_MAX_SIZE = 2048;

/** An http(s) link of a redirection: where a scan may be sent. */
const link = () => text(isUrl(), max(2000)).nullish();
const campaignPart = () => text(max(100)).nullish();

/** The most characters of a code (a converted legacy code is `LEGACY_{its code}`). */
export const QR_CODE_MAX_LENGTH = 60;

export const qrRedirectionSchema = z.strictObject({
  az_iso: requiredText(isAzIso(), max(QR_CODE_MAX_LENGTH)),
  active: z.boolean().default(true),
  type: z.enum(QR_TYPES).default('product'),
  description: text(max(500)).nullish(),
  /** The image social previews show (an uploaded image, `/files/…`). */
  seo_image_url: text(isImage(), max(500)).nullish(),
  /** Ids of the markets the code is printed for. */
  markets: idList.default([]),
  /** The languages of the code's texts (codes of the languages table). */
  languages: z
    .array(requiredText(max(10)))
    .max(20)
    .default([]),
  /** Where a scan goes when no other link applies: required, http(s) only. */
  link_default: requiredText(isUrl(), max(2000)),
  link_ios: link(),
  link_android: link(),
  utm_source: campaignPart(),
  utm_medium: campaignPart(),
  utm_campaign: campaignPart(),
  utm_term: campaignPart(),
  utm_content: campaignPart(),
  /** Per content language: the SEO title and description social previews show, and its own link. */
  translations: z
    .partialRecord(
      z.enum(CONTENT_LANGUAGES),
      z.strictObject({
        seo_title: text(max(255)).optional(),
        seo_description: text(max(500)).optional(),
        link: text(isUrl(), max(2000)).optional(),
      }),
    )
    .default({}),
  updated_at: updatedAt,
});

const columns: ColumnDef[] = [
  { key: 'id', type: 'number' },
  { key: 'az_iso' },
  { key: 'type' },
  { key: 'description' },
  { key: 'link_default' },
  { key: 'active', type: 'boolean', values: 'activity' },
  { key: 'scans', type: 'number', searchable: false },
  { key: 'created_at', type: 'date' },
];

export const qrRedirections: ResourceDefinition<typeof qrRedirectionSchema> = {
  name: 'qrredirections',
  service: 'mstools',
  apiPath: 'admin/qrredirections',
  singular: 'qrredirection',
  plural: 'qrredirections',
  idParam: 'id',
  schema: qrRedirectionSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'type', kind: 'select', half: true },
    { key: 'active', kind: 'boolean', half: true },
    { key: 'description', kind: 'text', half: true },
    { key: 'link_default', kind: 'text' },
    { key: 'link_ios', kind: 'text', half: true },
    { key: 'link_android', kind: 'text', half: true },
    { key: 'markets', kind: 'multiselect', source: 'globalmarkets', half: true },
    { key: 'languages', kind: 'multiselect', source: 'languages', half: true },
    { key: 'utm_source', kind: 'text', half: true },
    { key: 'utm_medium', kind: 'text', half: true },
    { key: 'utm_campaign', kind: 'text', half: true },
    { key: 'utm_term', kind: 'text', half: true },
    { key: 'utm_content', kind: 'text', half: true },
    { key: 'seo_image_url', kind: 'image', maxBytes: 200 * 1024 },
    { key: 'translations', kind: 'translations', allLanguages: true },
  ],
  columns,
  search: ['az_iso', 'description', 'link_default'],
  defaultSort: '-created_at',
  duplicate: true,
};

export const qrLegacySchema = z.strictObject({
  /** The code printed in the old address (`/qr.php?id={code}`). */
  code: requiredText(isAzIso(), max(40)),
  active: z.boolean().default(true),
  description: text(max(500)).nullish(),
  destination_url: requiredText(isUrl(), max(2000)),
  updated_at: updatedAt,
});

export const qrRedirectionsLegacy: ResourceDefinition<typeof qrLegacySchema> = {
  name: 'qrredirections-legacy',
  service: 'mstools',
  apiPath: 'admin/qrredirections-legacy',
  singular: 'qrredirection_legacy',
  plural: 'qrredirections_legacy',
  idParam: 'id',
  schema: qrLegacySchema,
  fields: [
    { key: 'code', kind: 'text', uniqueCode: true, half: true },
    { key: 'active', kind: 'boolean', half: true },
    { key: 'destination_url', kind: 'text' },
    { key: 'description', kind: 'text' },
    { key: 'redirection_az_iso', kind: 'text', readOnly: true, half: true },
    { key: 'converted_at', kind: 'datetime', readOnly: true, half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'code' },
    { key: 'description' },
    { key: 'destination_url' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'redirection_az_iso', sortable: false },
    { key: 'scans', type: 'number', searchable: false },
    { key: 'created_at', type: 'date' },
  ],
  search: ['code', 'description', 'destination_url'],
  defaultSort: '-created_at',
  duplicate: false,
};

export const QR_RESOURCES = [qrRedirections, qrRedirectionsLegacy] as const;

/** The body of a legacy code's conversion: the new redirection's code (default `LEGACY_{code}`). */
export const qrConvertSchema = z.strictObject({
  az_iso: requiredText(isAzIso(), max(QR_CODE_MAX_LENGTH)).optional(),
});

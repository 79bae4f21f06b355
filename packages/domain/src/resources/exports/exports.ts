import { z } from 'zod';
import { EXPORT_CONFIG } from '../../bulk/export-config.ts';
import { CONTENT_LANGUAGES, LOCALES } from '../../i18n/locales.ts';
import { requiredRecordId } from '../../validation/record-ids.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/**
 * An export (spec sections 3, 5, 8 and 9): one file of one entity of the export config, asked for
 * by a user, written by a job and sent to them by e-mail (docs/decisions.md, "Exports").
 */

/** An export's states: queued, being written, written (its file ready), or failed (`error` says why). */
export const EXPORT_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
/** The states of an export still on its way: while one of a user's is, they may not start another. */
export const RUNNING_EXPORT_STATUSES: readonly ExportStatus[] = ['pending', 'processing'];

/** The sub-exports of spec section 9: each is one more sheet (one more CSV file). */
export const EXPORT_PARTS = [
  'translations',
  'rates',
  'markets',
  'attributes',
  'dimensions',
  'status',
  'types',
] as const;
export type ExportPart = (typeof EXPORT_PARTS)[number];

/** The entities that can be exported (the export config's `gart` family) and the sub-exports each has. */
export const EXPORT_ENTITY_PARTS: Readonly<Record<string, readonly ExportPart[]>> = {
  articles: EXPORT_PARTS,
  ranges: ['translations', 'markets'],
  systems: ['translations', 'markets'],
  families: ['translations', 'markets', 'attributes'],
  attributes: ['translations'],
  products: ['translations', 'markets', 'attributes'],
  resources: ['translations'],
  faqs: ['translations', 'markets'],
  autodiagnosis: ['translations'],
};

/** The resource definition whose list (columns, filters, sort) an entity's export reads. */
export const EXPORT_ENTITY_RESOURCES: Readonly<Record<string, string>> = {
  articles: 'articles',
  ranges: 'ranges',
  systems: 'systems',
  families: 'families',
  attributes: 'attributes',
  products: 'products',
  resources: 'mediaresources',
  faqs: 'faqs',
  autodiagnosis: 'autodiagnosis',
};

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const EXPORT_FAMILIES = Object.keys(EXPORT_CONFIG) as [string, ...string[]];
const ALL_ENTITIES = [...new Set(Object.values(EXPORT_CONFIG).flatMap((e) => Object.keys(e)))] as [
  string,
  ...string[],
];

/** Most list filters an export keeps (a list has a dozen columns at most). */
export const EXPORT_FILTERS_MAX = 30;

/**
 * What an entry of the export config writes: the entity whose rows it reads, and its sheets. The
 * `gart` family exports the entity with the sub-exports chosen; the `articles` family is the
 * articles' sub-exports one by one (Exportaciones > Artículos > Tarifas: the rates alone).
 */
export function exportTarget(
  family: string,
  entity: string,
  parts: readonly string[],
): { entity: string; main: boolean; parts: ExportPart[] } | null {
  if (!EXPORT_CONFIG[family]?.[entity]) return null;
  if (family === 'gart') {
    const own = EXPORT_ENTITY_PARTS[entity] ?? [];
    return { entity, main: true, parts: own.filter((part) => parts.includes(part)) };
  }
  if (family === 'articles' && (EXPORT_PARTS as readonly string[]).includes(entity)) {
    return { entity: 'articles', main: false, parts: [entity as ExportPart] };
  }
  return null;
}

/** The permission the export config names for an entry (null for an entry it does not have). */
export function exportPermission(family: string, entity: string): string | null {
  return EXPORT_CONFIG[family]?.[entity]?.permission ?? null;
}

export const exportSchema = z
  .strictObject({
    family: z.enum(EXPORT_FAMILIES),
    entity: z.enum(ALL_ENTITIES),
    // Spec section 5: a market must be selected (its prices and availability go in the file).
    market_id: requiredRecordId(),
    languages: z.array(z.enum(CONTENT_LANGUAGES)).max(CONTENT_LANGUAGES.length).default([]),
    parts: z.array(z.enum(EXPORT_PARTS)).max(EXPORT_PARTS.length).default([]),
    format: z.enum(EXPORT_FORMATS).default('xlsx'),
    /** The language of the file's headers and words; the requester's own by default. */
    locale: z.enum(LOCALES).optional(),
    /** The entity list's filters (column -> typed text, `search`): the rows the list would show. */
    filters: z
      .record(z.string().regex(/^[a-z_.]{1,60}$/), z.string().max(200))
      .refine((value) => Object.keys(value).length <= EXPORT_FILTERS_MAX, { message: 'validations.max' })
      .default({}),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    if (!EXPORT_CONFIG[value.family]?.[value.entity]) {
      ctx.addIssue({ code: 'custom', path: ['entity'], message: 'validations.in_array' });
      return;
    }
    const target = exportTarget(value.family, value.entity, value.parts);
    if (value.family === 'gart' && target && target.parts.length !== value.parts.length) {
      ctx.addIssue({ code: 'custom', path: ['parts'], message: 'validations.in_array' });
    }
  });
export type ExportBody = z.infer<typeof exportSchema>;

export const exportsDefinition: ResourceDefinition<typeof exportSchema> = {
  name: 'exports',
  service: 'msloader',
  apiPath: 'exports',
  singular: 'export',
  plural: 'exports',
  idParam: 'id',
  schema: exportSchema,
  fields: [
    { key: 'family', kind: 'select', half: true },
    { key: 'entity', kind: 'select', half: true },
    { key: 'market_id', kind: 'select', source: 'globalmarkets', half: true },
    { key: 'languages', kind: 'multiselect', source: 'languages', half: true },
    { key: 'parts', kind: 'multiselect', half: true },
    { key: 'format', kind: 'select', half: true },
    { key: 'locale', kind: 'select', half: true },
  ],
  // Spec section 3: the table's columns are Id and 'Fecha de creación'; who, state and size follow
  // (issue 32). The download is no column (a private file: no Excel cell, no remembered page carries
  // a link); the screen's own table links each row's signed file_url.
  columns: [
    { key: 'id', type: 'number' },
    { key: 'created_at', type: 'date' },
    { key: 'requester', sortable: false },
    // The entity screen's list is the exports of one family and entity (filtered by both).
    { key: 'family', type: 'code', visible: false },
    { key: 'entity', type: 'code' },
    { key: 'status', values: 'status', statuses: EXPORT_STATUSES },
    { key: 'progress', type: 'number', values: 'percent', searchable: false },
    { key: 'size', type: 'number', searchable: false },
  ],
  search: ['entity'],
  defaultSort: '-created_at',
  duplicate: false,
  // The written file: private, given as a signed link to those who may read the export.
  privateFiles: ['file_url'],
  requestedWork: true,
};

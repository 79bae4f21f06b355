import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, isImage, max, requiredText, sortKey, text } from '../../validation/rules.ts';
import type { ColumnDef, ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

/**
 * Digital documentation (spec sections 1, 2 and 6): books > sections > subsections > contents. Every
 * text is translated per content language; the Spanish title is the one every list shows, so it is
 * required. Sections, subsections and contents keep an explicit position inside their parent that
 * only the move call changes (dense, 1..n); a new node goes last. A duplicated book, section or
 * subsection is a deep copy: the duplicate screen names its source (`?duplicate_of=`) and the server
 * copies the source's children under the new node.
 */

/** The most characters of one language's rich-text body (its HTML, after the server's sanitising). */
export const RICH_TEXT_MAX_LENGTH = 100_000;

const title = text(max(255)).optional();

/** A Spanish title is required: lists, selectors and the table of contents show it. */
function spanishTitle(
  value: { translations: Partial<Record<string, { title?: string }>> },
  ctx: z.RefinementCtx,
) {
  if (!value.translations.es?.title?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['translations', 'es', 'title'], message: 'validations.required' });
  }
}

const translated = <S extends z.ZodRawShape>(shape: S) =>
  z.partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject(shape)).default({});

const parentId = z.number().int().positive().max(2_147_483_647);

export const digitalBookSchema = z
  .strictObject({
    az_iso: requiredText(isAzIso(), max(25)),
    sort_key: sortKey(),
    translations: translated({ title, description: text(max(5000)).optional() }),
    cover_image: text(isImage(), max(500)).nullish(),
    markets: idList.default([]),
    products: idList.default([]),
    active: z.boolean().default(true),
    updated_at: updatedAt,
  })
  .superRefine(spanishTitle);

export const digitalSectionSchema = z
  .strictObject({
    book_id: parentId,
    translations: translated({ title }),
    updated_at: updatedAt,
  })
  .superRefine(spanishTitle);

export const digitalSubsectionSchema = z
  .strictObject({
    section_id: parentId,
    translations: translated({ title }),
    updated_at: updatedAt,
  })
  .superRefine(spanishTitle);

export const digitalContentSchema = z
  .strictObject({
    subsection_id: parentId,
    translations: translated({ title, body: text(max(RICH_TEXT_MAX_LENGTH)).optional() }),
    active: z.boolean().default(true),
    updated_at: updatedAt,
  })
  .superRefine(spanishTitle);

const wiki = { service: 'mswiki', idParam: 'id' as const, duplicate: true };

/**
 * A node inside its parent: the parent's title, its position, its own title. Records also answer
 * `name`, their path from the book (`Manual Flexa › Instalación`), which selectors show and the
 * global search looks in.
 */
const childColumns = (parent: string): ColumnDef[] => [
  { key: `${parent}_id`, type: 'number', visible: false },
  { key: parent },
  { key: 'position', type: 'number' },
  { key: 'title' },
  { key: 'created_at', type: 'date' },
];

export const digitalBooks: ResourceDefinition<typeof digitalBookSchema> = {
  ...wiki,
  name: 'digitalbooks',
  apiPath: 'admin/digital-books',
  singular: 'digital_book',
  plural: 'digital_books',
  schema: digitalBookSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'sort_key', kind: 'number', half: true },
    { key: 'cover_image', kind: 'image' },
    { key: 'markets', kind: 'multiselect', source: 'globalmarkets' },
    { key: 'products', kind: 'multiselect', source: 'products' },
    { key: 'active', kind: 'boolean' },
    { key: 'translations', kind: 'translations' },
  ],
  columns: [
    { key: 'sort_key', type: 'number' },
    { key: 'az_iso' },
    { key: 'title' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'title'],
  defaultSort: 'sort_key',
};

export const digitalSections: ResourceDefinition<typeof digitalSectionSchema> = {
  ...wiki,
  name: 'digitalsections',
  apiPath: 'admin/digital-sections',
  singular: 'digital_section',
  plural: 'digital_sections',
  schema: digitalSectionSchema,
  fields: [
    { key: 'book_id', kind: 'select', source: 'digitalbooks' },
    { key: 'translations', kind: 'translations' },
  ],
  columns: childColumns('book'),
  search: ['name'],
  defaultSort: 'book_id,position',
};

export const digitalSubsections: ResourceDefinition<typeof digitalSubsectionSchema> = {
  ...wiki,
  name: 'digitalsubsections',
  apiPath: 'admin/digital-subsections',
  singular: 'digital_subsection',
  plural: 'digital_subsections',
  schema: digitalSubsectionSchema,
  fields: [
    { key: 'section_id', kind: 'select', source: 'digitalsections' },
    { key: 'translations', kind: 'translations' },
  ],
  columns: childColumns('section'),
  search: ['name'],
  defaultSort: 'section_id,position',
};

export const digitalContents: ResourceDefinition<typeof digitalContentSchema> = {
  ...wiki,
  name: 'digitalcontents',
  apiPath: 'admin/digital-contents',
  singular: 'digital_content',
  plural: 'digital_contents',
  schema: digitalContentSchema,
  fields: [
    { key: 'subsection_id', kind: 'select', source: 'digitalsubsections' },
    { key: 'active', kind: 'boolean' },
    { key: 'translations', kind: 'translations' },
  ],
  columns: [
    ...childColumns('subsection').slice(0, 4),
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name'],
  defaultSort: 'subsection_id,position',
};

/** The four levels, top down; each level's parent is the one before it. */
export const DIGITAL_DOCS_RESOURCES = [
  digitalBooks,
  digitalSections,
  digitalSubsections,
  digitalContents,
] as const;

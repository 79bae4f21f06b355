import {
  fieldLabelIn,
  guardForAction,
  LOCALES,
  type Locale,
  RESOURCE_LABELS,
  resourceTitleIn,
  TRANSLATION_CHECKS,
  TRANSLATIONS_PUBLISHED_PATH,
  TRANSLATIONS_REFRESH_PATH,
  type TranslationRow,
  translationEditSchema,
  translations,
} from '@proboard/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { HEADER_STYLE } from '../../platform/resources/excel-columns.ts';
import { paginationEnvelope } from '../../platform/resources/pagination.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { installPublication } from './published-texts.ts';
import { translationCatalogue } from './translation-catalogue.ts';
import {
  filterAndSort,
  pageOf,
  translationContext,
  translationRecord,
  translationRow,
} from './translation-list.ts';
import {
  PlaceholderError,
  placeholderRefusal,
  publishTranslations,
  readPublished,
  readSaved,
  saveTranslation,
} from './translations.service.ts';

const SERVICE = 'msdashboard';
const guard = (action: 'list' | 'details' | 'edit') => guardForAction('translations', action);

const listQuery = z.object({ context: z.string().max(10_000).optional() });
const idParams = z.object({ id: z.string().min(3).max(300) });
const publishedQuery = z.object({ locale: z.enum(LOCALES).optional() });

/** What a record carries that nobody writes: accepted on a PUT and ignored (SPEC-RULINGS, Writes). */
const READ_ONLY = new Set([
  'id',
  'key',
  'source',
  'override',
  'defaults',
  'published_values',
  'placeholders',
  'created_at',
]);
const readOnlyKeys = async () => READ_ONLY;

const stamp = z.string().meta({ format: 'date-time' });
const rowSchema = z.object({
  id: z.string(),
  key: z.string(),
  source: z.enum(['web', 'server']),
  ...Object.fromEntries(LOCALES.map((locale) => [locale, z.string()])),
  override: z.enum(['none', 'pending', 'published']),
  updated_at: stamp,
});
const recordSchema = rowSchema.extend({
  defaults: z.record(z.string(), z.string()),
  published_values: z.record(z.string(), z.string()),
  placeholders: z.array(z.string()),
});
const publicationSchema = z.object({
  version: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  published_at: stamp,
});

/** Every key with its saved and published texts. */
async function allRows(db: Queryable): Promise<TranslationRow[]> {
  const { entries } = translationCatalogue();
  const [saved, published] = await Promise.all([readSaved(db), readPublished(db)]);
  return entries.map((entry) => translationRow(entry, saved.get(entry.id), published));
}

async function recordOf(db: Queryable, id: string) {
  const entry = translationCatalogue().byId.get(id);
  if (!entry) throw notFound();
  const [saved, published] = await Promise.all([readSaved(db), readPublished(db)]);
  return translationRecord(entry, saved.get(entry.id), published);
}

/** The filtered, sorted keys as a workbook: the list's columns, headers in the caller's language. */
async function workbookOf(rows: readonly TranslationRow[], locale: Locale): Promise<Buffer> {
  const labels = RESOURCE_LABELS[locale].resources.translations.values;
  const columns = translations.columns.filter((column) => column.visible !== false);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(resourceTitleIn(locale, 'translations').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map(({ key }) => ({
    key,
    header: fieldLabelIn(locale, 'translations', key),
    width: key === 'key' ? 40 : key === 'source' || key === 'override' ? 18 : 50,
  }));
  sheet.getRow(1).eachCell((cell) => {
    cell.style = HEADER_STYLE;
  });
  for (const row of rows) {
    sheet.addRow({
      ...row,
      source: labels.source[row.source],
      override: labels.override[row.override],
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Translations (spec sections 1, 2, 6 and 8): the list of every key (search, filters, the review
 * filter, Excel), a key's record and its edit (azc-translations-*), the refresh that publishes the
 * edits, and the published interface texts every signed-in screen reads.
 */
export async function translationsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: SERVICE,
    path: 'translations',
    guard: guard('list'),
    summary: `List every text by key (context: page, per page, search, filters: key, source, a language's text, override, check: ${TRANSLATION_CHECKS.join(', ')}; sort)`,
    query: listQuery,
    response: {
      description: 'One page of translations',
      json: z.object({
        translations: z.object({
          data: z.array(rowSchema),
          current_page: z.number().int(),
          first_page_url: z.string(),
          from: z.number().int().nullable(),
          last_page: z.number().int(),
          last_page_url: z.string(),
          next_page_url: z.string().nullable(),
          per_page: z.number().int(),
          prev_page_url: z.string().nullable(),
          to: z.number().int().nullable(),
          total: z.number().int(),
        }),
      }),
    },
    handler: async ({ query, app: ctx, req }) => {
      const context = translationContext(query.context);
      const { data, total } = pageOf(filterAndSort(await allRows(ctx.db), context), context);
      const path = req.url.split('?')[0]!;
      return { translations: paginationEnvelope({ data, total, context, path }) };
    },
  });

  route(app, {
    method: 'GET',
    service: SERVICE,
    path: 'translations/export',
    guard: guard('list'),
    summary: 'Excel (.xlsx) of the filtered, sorted translations',
    query: listQuery,
    response: {
      description: 'The translations as an Excel workbook',
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    handler: async ({ query, app: ctx, reply, locale }) => {
      const context = translationContext(query.context);
      const rows = filterAndSort(await allRows(ctx.db), context);
      const stampDay = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="translations-${stampDay}.xlsx"`);
      return reply.send(await workbookOf(rows, locale));
    },
  });

  route(app, {
    method: 'GET',
    service: SERVICE,
    path: TRANSLATIONS_PUBLISHED_PATH,
    guard: 'auth',
    summary:
      'The interface texts published now for `locale` (default: the caller’s app-locale), by key, and their version: every screen applies them over its own bundle',
    query: publishedQuery,
    response: {
      description: 'The published interface texts',
      json: z.object({
        version: z.number().int(),
        locale: z.enum(LOCALES),
        texts: z.record(z.string(), z.string()),
      }),
    },
    handler: async ({ query, app: ctx, locale: callerLocale }) => {
      const locale = query.locale ?? callerLocale;
      const published = await readPublished(ctx.db);
      const texts: Record<string, string> = {};
      for (const [id, byLocale] of Object.entries(published?.texts ?? {})) {
        const text = byLocale[locale];
        if (id.startsWith('web.') && text !== undefined) texts[id.slice('web.'.length)] = text;
      }
      return { version: published?.version ?? 0, locale, texts };
    },
  });

  route(app, {
    method: 'POST',
    service: SERVICE,
    path: TRANSLATIONS_REFRESH_PATH,
    guard: guard('edit'),
    summary:
      'Publish the saved translations: screens and server messages use them from now on; the answer counts the keys added, changed and removed',
    response: {
      description: 'What the refresh published',
      json: z.object({ message: z.string(), publication: publicationSchema }),
    },
    handler: async ({ app: ctx, actor, t }) => {
      const { byId } = translationCatalogue();
      const publication = await ctx.db.transaction((tx) => publishTranslations(tx, byId, actor.userId));
      // This process answers with the new texts at once; the others within a second (published-texts.ts).
      installPublication(ctx.db, await readPublished(ctx.db));
      return {
        message: t('translations.refreshed', {
          added: publication.added,
          changed: publication.changed,
          removed: publication.removed,
        }),
        publication,
      };
    },
  });

  route(app, {
    method: 'GET',
    service: SERVICE,
    path: 'translations/:id',
    guard: guard('details'),
    summary: 'One key: its saved texts, its bundles’ texts, the published ones and its placeholders',
    params: idParams,
    response: { description: 'The translation', json: z.object({ translation: recordSchema }) },
    handler: async ({ params, app: ctx }) => ({ translation: await recordOf(ctx.db, params.id) }),
  });

  route(app, {
    method: 'PUT',
    service: SERVICE,
    path: 'translations/:id',
    guard: guard('edit'),
    summary:
      'Save the texts of one key (published by the next refresh); updated_at as read is required (428 without it, 409 when stale); 422 naming a language whose text drops or makes up a placeholder',
    params: idParams,
    body: translationEditSchema,
    readOnlyKeys,
    response: { description: 'The translation saved', json: z.object({ translation: recordSchema }) },
    handler: async ({ params, body, app: ctx, actor, t }) => {
      const entry = translationCatalogue().byId.get(params.id);
      if (!entry) throw notFound();
      try {
        await ctx.db.transaction((tx) => saveTranslation(tx, entry, body, actor));
      } catch (error) {
        if (error instanceof PlaceholderError) throw placeholderRefusal(error, t);
        throw error;
      }
      return { translation: await recordOf(ctx.db, params.id) };
    },
  });
}

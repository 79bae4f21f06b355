import {
  type FilterValue,
  type ListContext,
  LOCALES,
  type Locale,
  parseListContext,
  parseSortBy,
  searchableColumns,
  sortableColumns,
  TRANSLATION_CHECKS,
  TRANSLATION_OVERRIDE_STATES,
  type TranslationOverrideState,
  type TranslationRecord,
  type TranslationRow,
  translations,
} from '@proboard/domain';
import { fieldRefusal, TranslatedError } from '../../platform/errors.ts';
import type { CatalogueEntry } from './translation-catalogue.ts';
import {
  NEVER_EDITED,
  type Publication,
  type SavedTexts,
  sameTexts,
  type Texts,
} from './translations.service.ts';

/**
 * The translations list, computed in the process: a few thousand keys, whose texts are the bundles'
 * (code, not rows) with the saved overrides on top. Search, column filters, the review filter, sort
 * and pages follow the list contract of API.md, as the kit's list engine answers them for tables.
 */

/** A key's state against the saved and the published overrides. */
export function overrideState(
  saved: Texts | undefined,
  published: Texts | undefined,
): TranslationOverrideState {
  const hasSaved = Object.keys(saved ?? {}).length > 0;
  const hasPublished = Object.keys(published ?? {}).length > 0;
  if (!hasSaved && !hasPublished) return 'none';
  return sameTexts(saved, published) ? 'published' : 'pending';
}

/** One key as lists and records show it: each language's saved text, else its bundle's. */
export function translationRow(
  entry: CatalogueEntry,
  saved: SavedTexts | undefined,
  published: Publication | null,
): TranslationRow {
  const texts = saved?.texts ?? {};
  const values = Object.fromEntries(
    LOCALES.map((locale) => [locale, texts[locale] ?? entry.defaults[locale]]),
  ) as Record<Locale, string>;
  return {
    id: entry.id,
    key: entry.key,
    source: entry.source,
    ...values,
    override: overrideState(saved?.texts, published?.texts[entry.id]),
    updated_at: saved?.updated_at ?? NEVER_EDITED,
  };
}

export function translationRecord(
  entry: CatalogueEntry,
  saved: SavedTexts | undefined,
  published: Publication | null,
): TranslationRecord {
  return {
    ...translationRow(entry, saved, published),
    defaults: entry.defaults,
    published_values: published?.texts[entry.id] ?? {},
    placeholders: entry.placeholders,
  };
}

/** Lower case and without accents: "traduccion" finds "Traducción". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const valuesOf = (raw: FilterValue): string[] =>
  (Array.isArray(raw) ? raw : [raw]).map((v) => String(v ?? '').trim()).filter(Boolean);

/** Whether a row shows what a review choice looks for (`missing_en`, `identical_fr`). */
export function hasCheck(row: TranslationRow, check: string): boolean {
  const [kind, locale] = check.split('_') as [string, Locale];
  if (!(LOCALES as readonly string[]).includes(locale)) return false;
  if (kind === 'missing') return row[locale].trim() === '';
  if (kind === 'identical') return locale !== 'es' && row[locale].trim() !== '' && row[locale] === row.es;
  return false;
}

type Condition = (row: TranslationRow) => boolean;

function columnCondition(key: string, raw: FilterValue): Condition {
  const wanted = valuesOf(raw);
  switch (key) {
    case 'source':
      return (row) => wanted.includes(row.source);
    case 'override':
      for (const value of wanted)
        if (!(TRANSLATION_OVERRIDE_STATES as readonly string[]).includes(value))
          throw fieldRefusal(422, 'filter.override', 'validations.in_array');
      return (row) => wanted.includes(row.override);
    case 'check':
      for (const value of wanted)
        if (!(TRANSLATION_CHECKS as readonly string[]).includes(value))
          throw fieldRefusal(422, 'filter.check', 'validations.in_array');
      return (row) => wanted.some((check) => hasCheck(row, check));
    default: {
      const typed = wanted.map(folded);
      return (row) => {
        const text = folded(String(row[key as keyof TranslationRow] ?? ''));
        return typed.some((t) => text.includes(t));
      };
    }
  }
}

/** The list context of `?context=`, or 422 naming what is wrong. */
export function translationContext(raw: string | undefined): ListContext {
  const result = parseListContext(raw, {
    sortable: sortableColumns(translations),
    filterable: searchableColumns(translations),
    defaultSort: parseSortBy(translations.defaultSort),
  });
  if (!result.ok) throw new TranslatedError(422, 'errors.invalidForm', { context: [result.error] });
  if (result.context.currentPage === -1) {
    // Read by pages, as every list the kit serves without `wholeList`.
    throw fieldRefusal(422, 'currentPage', 'errors.invalidContext');
  }
  return result.context;
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** The rows of `rows` the context's search and filters keep, in its order. */
export function filterAndSort(rows: readonly TranslationRow[], context: ListContext): TranslationRow[] {
  const conditions: Condition[] = [];
  if (context.search) {
    const typed = folded(context.search);
    conditions.push((row) =>
      [row.key, ...LOCALES.map((locale) => row[locale])].some((text) => folded(text).includes(typed)),
    );
  }
  for (const [key, raw] of Object.entries(context.filter)) {
    if (key === 'search') continue;
    conditions.push(columnCondition(key, raw));
  }
  const kept = rows.filter((row) => conditions.every((condition) => condition(row)));
  const keys = context.sort;
  return kept.sort((a, b) => {
    for (const { key, desc } of keys) {
      const order = collator.compare(
        String(a[key as keyof TranslationRow] ?? ''),
        String(b[key as keyof TranslationRow] ?? ''),
      );
      if (order !== 0) return desc ? -order : order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** One page of the sorted rows, and their total. */
export function pageOf(rows: readonly TranslationRow[], context: ListContext) {
  const start = (context.currentPage - 1) * context.perPage;
  return { data: rows.slice(start, start + context.perPage), total: rows.length };
}

import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { TEXT_SOURCES, type TextSource } from '../../i18n/text-overrides.ts';
import { max, text } from '../../validation/rules.ts';
import type { ColumnDef, FieldDef, ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/**
 * Translations (spec sections 1, 2 and 6): every text of the product, by key, in the five interface
 * languages. A text's value is its bundle's (the web's locale files, the server's messages) unless
 * someone edited it here: the edited value is an override, kept by the server, that the screens and
 * the server's answers use once "refresh" publishes it. There is nothing to create or delete: the
 * keys are the bundles'.
 *
 * A record's id is its source and key, `web.kit.table.search` or `server.validations.date`.
 */

/** The most characters of one text (the longest bundle text, an e-mail body, is under 1,000). */
export const TRANSLATION_TEXT_MAX = 5000;

/** What the list's "review" filter finds: a language's text missing, or the same as the Spanish one. */
export const TRANSLATION_CHECKS = LOCALES.flatMap((locale) =>
  locale === 'es' ? ['missing_es'] : [`missing_${locale}`, `identical_${locale}`],
);
export type TranslationCheck = (typeof TRANSLATION_CHECKS)[number];

/**
 * A key's edits: `none`, the bundles' texts; `pending`, saved here but not yet published (refresh);
 * `published`, what the screens and the server use now.
 */
export const TRANSLATION_OVERRIDE_STATES = ['none', 'pending', 'published'] as const;
export type TranslationOverrideState = (typeof TRANSLATION_OVERRIDE_STATES)[number];

/** `POST msdashboard.v1/translations/refresh`: publishes the overrides saved since the last refresh. */
export const TRANSLATIONS_REFRESH_PATH = 'translations/refresh';
/** `GET msdashboard.v1/translations/published?locale=en`: the interface texts published for one locale. */
export const TRANSLATIONS_PUBLISHED_PATH = 'translations/published';

/** The record id of a key: `web.kit.table.search`. */
export const translationId = (source: TextSource, key: string) => `${source}.${key}`;

/** A record id back to its source and key; null when it names no source. */
export function parseTranslationId(id: string): { source: TextSource; key: string } | null {
  const dot = id.indexOf('.');
  const source = id.slice(0, dot) as TextSource;
  const key = id.slice(dot + 1);
  return dot > 0 && key !== '' && TEXT_SOURCES.includes(source) ? { source, key } : null;
}

/**
 * The placeholders a text uses, written as its source writes them: the web's i18next `{{name}}`,
 * the server's `{name}` (formatMessage). In order of first use, each once.
 */
export function textPlaceholders(source: TextSource, value: string): string[] {
  const pattern = source === 'web' ? /\{\{\s*(\w+)\s*\}\}/g : /\{(\w+)\}/g;
  const names = [...value.matchAll(pattern)].map((m) => m[1]!);
  return [...new Set(names)].map((name) => (source === 'web' ? `{{${name}}}` : `{${name}}`));
}

/**
 * What a new text does wrong with its key's placeholders (those of the key's Spanish text, the
 * reference every bundle follows): the ones it drops, and the ones it makes up (shown as written).
 */
export function placeholderProblems(
  source: TextSource,
  reference: string,
  value: string,
): { missing: string[]; unknown: string[] } {
  const expected = textPlaceholders(source, reference);
  const used = textPlaceholders(source, value);
  return {
    missing: expected.filter((p) => !used.includes(p)),
    unknown: used.filter((p) => !expected.includes(p)),
  };
}

const value = () => text(max(TRANSLATION_TEXT_MAX)).optional();

/**
 * An edit: the text of each language sent (a language left out keeps its text). A text equal to
 * the bundle's, or empty, is no override: that language goes back to the bundle's text.
 */
export const translationEditSchema = z.strictObject({
  es: value(),
  en: value(),
  fr: value(),
  it: value(),
  pt: value(),
  updated_at: updatedAt,
});
export type TranslationEdit = z.infer<typeof translationEditSchema>;

/** One key as the list and the record show it. */
export interface TranslationRow {
  id: string;
  key: string;
  source: TextSource;
  es: string;
  en: string;
  fr: string;
  it: string;
  pt: string;
  override: TranslationOverrideState;
  updated_at: string;
}

/** The record's read adds the bundles' texts, the published ones and the placeholders to keep. */
export interface TranslationRecord extends TranslationRow {
  defaults: Record<Locale, string>;
  published_values: Partial<Record<Locale, string>>;
  placeholders: string[];
}

/** The answer of a refresh: how many keys the publication added, changed or removed. */
export interface TranslationPublication {
  version: number;
  added: number;
  changed: number;
  removed: number;
  published_at: string;
}

const fields: FieldDef[] = [
  { key: 'key', kind: 'text', readOnly: true, half: true },
  { key: 'source', kind: 'text', readOnly: true, half: true },
  ...LOCALES.map((locale): FieldDef => ({ key: locale, kind: 'textarea' })),
];

const columns: ColumnDef[] = [
  { key: 'key' },
  { key: 'source' },
  ...LOCALES.map((locale): ColumnDef => ({ key: locale })),
  { key: 'override' },
  // The toolbar's "review" select filters by it (TRANSLATION_CHECKS); it is no column of its own.
  { key: 'check', visible: false, sortable: false },
];

export const translations: ResourceDefinition<typeof translationEditSchema> = {
  name: 'translations',
  service: 'msdashboard',
  apiPath: 'translations',
  singular: 'translation',
  plural: 'translations',
  idParam: 'id',
  schema: translationEditSchema,
  fields,
  columns,
  search: ['key', ...LOCALES],
  defaultSort: 'key',
  duplicate: false,
};

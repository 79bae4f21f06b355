import { CONTENT_LANGUAGES } from '@proboard/domain';

export type Texts = Record<string, Record<string, unknown>>;

/** Translated keys holding lists (keyword ids, the language's own words): empty is `[]`, not ''. */
const LIST_KEYS: ReadonlySet<string> = new Set(['keywords', 'keyword_translations']);

/**
 * Every content language with every translated key, so each box of the translations panel has a
 * value from the start (nothing appears from nowhere and marks the form changed).
 */
export function completeTranslations(value: unknown, keys: readonly string[]): Texts {
  const saved = value && typeof value === 'object' ? (value as Texts) : {};
  return Object.fromEntries(
    CONTENT_LANGUAGES.map((language) => {
      const entry = saved[language] ?? {};
      const filled = Object.fromEntries(
        keys.map((key) => [key, entry[key] ?? (LIST_KEYS.has(key) ? [] : '')]),
      );
      return [language, { ...entry, ...filled }];
    }),
  );
}

/** A language's translated texts without empty entries; languages left with nothing are dropped. */
export function translationsPayload(value: unknown): Texts {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, Record<string, unknown>> = {};
  for (const [language, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue;
    const kept = Object.fromEntries(
      Object.entries(entry as Record<string, unknown>).filter(
        ([, text]) =>
          text !== null &&
          text !== undefined &&
          !(typeof text === 'string' && text.trim() === '') &&
          !(Array.isArray(text) && text.length === 0),
      ),
    );
    if (Object.keys(kept).length > 0) out[language] = kept;
  }
  return out;
}

/** Interface locales (spec section 9): es is the default. */
export const LOCALES = ['es', 'en', 'fr', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

/** Content languages of translatable fields, always in this order (SPEC-RULINGS). */
export const CONTENT_LANGUAGES = ['es', 'en', 'fr', 'it', 'pt', 'de'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export function toLocale(value: string | undefined | null): Locale {
  const short = (value ?? '').slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : DEFAULT_LOCALE;
}

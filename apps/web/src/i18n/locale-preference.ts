import { DEFAULT_LOCALE, LOCALES, type Locale } from '@proboard/domain';

/** Cookie and local-storage key of the interface locale (spec section 9). */
export const LOCALE_KEY = 'currentLocale';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return null;
}

/** The cookie wins over local storage because the footer's language select writes the cookie. */
export function readLocalePreference(cookieHeader: string, storage: Pick<Storage, 'getItem'>): Locale {
  const fromCookie = readCookie(cookieHeader, LOCALE_KEY);
  if (isLocale(fromCookie)) return fromCookie;
  const fromStorage = storage.getItem(LOCALE_KEY);
  return isLocale(fromStorage) ? fromStorage : DEFAULT_LOCALE;
}

export function currentLocalePreference(): Locale {
  return readLocalePreference(document.cookie, localStorage);
}

export function saveLocalePreference(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what the spec stores; no extra library for one key.
  document.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  localStorage.setItem(LOCALE_KEY, locale);
}

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@proboard/domain';
import { browserCookies, readCookie, setCookie } from '../cookies/cookie-jar.ts';

/** Cookie and local-storage key of the interface locale (spec section 9). */
export const LOCALE_KEY = 'currentLocale';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
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
  setCookie(browserCookies, LOCALE_KEY, locale, ONE_YEAR_SECONDS);
  localStorage.setItem(LOCALE_KEY, locale);
}

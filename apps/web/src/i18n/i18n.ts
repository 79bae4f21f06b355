import { type Locale, toLocale } from '@proboard/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues } from './catalogues.ts';

export const i18n = i18next;

export async function initI18n(locale: Locale): Promise<void> {
  const messages = await catalogues[locale]();
  await i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    // Every key exists in every locale (checked by i18n.test.ts), so there is nothing to fall back to.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
}

export function currentLocale(): Locale {
  return toLocale(i18n.language);
}

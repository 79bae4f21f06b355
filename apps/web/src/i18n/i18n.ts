import { type Locale, toLocale } from '@proboard/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues, shellCatalogues } from './catalogues.ts';

export const i18n = i18next;

/** Starts with the shell's texts only: the sign-in must not download the texts of every screen. */
export async function initI18n(locale: Locale): Promise<void> {
  const messages = await shellCatalogues[locale]();
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

let allMessages: Promise<void> | null = null;

/**
 * Adds the menu and resource screens' texts, and the published translations over them; the signed-in
 * app's routes wait for it.
 */
export function loadAllMessages(): Promise<void> {
  allMessages ??= (async () => {
    const locale = currentLocale();
    const messages = await catalogues[locale]();
    i18n.addResourceBundle(locale, 'translation', messages, true, true);
    // The texts published on the translations screen, over the bundle (their own chunk: not /login's).
    // Without them (their chunk or the call failing) the screens show the bundle's texts.
    await import('./published-texts.ts').then(
      (module) => module.loadPublishedTexts(),
      () => {},
    );
  })().catch((error: unknown) => {
    allMessages = null;
    throw error;
  });
  return allMessages;
}

export function currentLocale(): Locale {
  return toLocale(i18n.language);
}

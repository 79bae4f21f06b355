import type { Locale } from '@proboard/domain';
import type { Messages } from './messages.ts';

/** Each locale is its own chunk so the first screen downloads only the language it shows. */
export const catalogues: Record<Locale, () => Promise<Messages>> = {
  es: () => import('./locales/es.ts').then((module) => module.es),
  en: () => import('./locales/en.ts').then((module) => module.en),
  fr: () => import('./locales/fr.ts').then((module) => module.fr),
  it: () => import('./locales/it.ts').then((module) => module.it),
  pt: () => import('./locales/pt.ts').then((module) => module.pt),
};

import type { Locale } from '@proboard/domain';
import type { ShellMessages } from './locales/shell/types.ts';
import type { Messages } from './messages.ts';

/**
 * The shell's texts, all the public screens (sign-in, callback) need: the first download. Each
 * locale is its own chunk so the first screen downloads only the language it shows.
 */
export const shellCatalogues: Record<Locale, () => Promise<ShellMessages>> = {
  es: () => import('./locales/shell/es.ts').then((module) => module.esShell),
  en: () => import('./locales/shell/en.ts').then((module) => module.enShell),
  fr: () => import('./locales/shell/fr.ts').then((module) => module.frShell),
  it: () => import('./locales/shell/it.ts').then((module) => module.itShell),
  pt: () => import('./locales/shell/pt.ts').then((module) => module.ptShell),
};

/** Every text, menu and resource screens included: loaded on entering the signed-in app. */
export const catalogues: Record<Locale, () => Promise<Messages>> = {
  es: () => import('./locales/es.ts').then((module) => module.es),
  en: () => import('./locales/en.ts').then((module) => module.en),
  fr: () => import('./locales/fr.ts').then((module) => module.fr),
  it: () => import('./locales/it.ts').then((module) => module.it),
  pt: () => import('./locales/pt.ts').then((module) => module.pt),
};

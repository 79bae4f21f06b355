import { LOCALES, type Locale } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { catalogues, shellCatalogues } from './catalogues.ts';
import { esCatalogue } from './locales/catalogue/es.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';
import { it as italian } from './locales/it.ts';
import { esMenu } from './locales/menu/es.ts';
import { pt } from './locales/pt.ts';
import { enShell } from './locales/shell/en.ts';
import { esShell } from './locales/shell/es.ts';
import { frShell } from './locales/shell/fr.ts';
import { itShell } from './locales/shell/it.ts';
import { ptShell } from './locales/shell/pt.ts';
import type { Messages } from './messages.ts';

const locales: Record<Locale, Messages> = { es, en, fr, it: italian, pt };

function flatten(node: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, node);
  }
  return into;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(locales[locale])])) as Record<
  Locale,
  Map<string, unknown>
>;
const allKeys = [...new Set(LOCALES.flatMap((locale) => [...flat[locale].keys()]))].sort();

describe('interface translations', () => {
  it('offers a catalogue for every interface locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has every key, as non-empty text', (locale) => {
    const missing = allKeys.filter((key) => {
      const value = flat[locale].get(key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing, `missing or empty in ${locale}`).toEqual([]);
  });

  it.each(LOCALES)('%s uses the same {{placeholders}} as es', (locale) => {
    const different = allKeys.filter(
      (key) =>
        placeholders(String(flat[locale].get(key) ?? '')).join() !==
        placeholders(String(flat.es.get(key) ?? '')).join(),
    );
    expect(different, `placeholders differ in ${locale}`).toEqual([]);
  });

  it('loads each catalogue lazily with the same content', async () => {
    for (const locale of LOCALES) expect(await catalogues[locale]()).toBe(locales[locale]);
  });

  it('starts with the shell texts of each locale, a part of its catalogue', async () => {
    const shells = { es: esShell, en: enShell, fr: frShell, it: itShell, pt: ptShell };
    for (const locale of LOCALES) {
      const shell = await shellCatalogues[locale]();
      expect(shell).toBe(shells[locale]);
      for (const [section, texts] of Object.entries(shell)) {
        expect(locales[locale][section as keyof Messages]).toEqual(texts);
      }
    }
  });
});

describe('message files', () => {
  it('keep their top-level sections apart, so no spread replaces another file’s texts', () => {
    const parts = [esShell, esMenu, esCatalogue];
    const all = parts.flatMap((part) => Object.keys(part));
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
  });
});

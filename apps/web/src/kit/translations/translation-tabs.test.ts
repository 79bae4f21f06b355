import { describe, expect, it } from 'vitest';
import type { Language, Market } from '../api/lookups.ts';
import { activeTab, translatableLanguages, translationTabs } from './translation-tabs.ts';

const language = (id: number, az_iso: string, is_translatable = true): Language => ({
  id,
  az_iso,
  description: az_iso.toUpperCase(),
  is_translatable,
});

const LANGUAGES = [
  language(1, 'de'),
  language(2, 'pt'),
  language(3, 'en'),
  language(4, 'es'),
  language(5, 'fr', false),
  language(6, 'it'),
  language(7, 'ca'),
];

const market = (id: number, languages: string[]): Market => ({
  id,
  name: `M${id}`,
  iso: `M${id}`,
  altra_company_iso: null,
  available: true,
  active: true,
  languages,
});

describe('translation tabs', () => {
  it('offers translatable content languages in the order es, en, fr, it, pt, de', () => {
    expect(translatableLanguages(LANGUAGES).map((l) => l.az_iso)).toEqual(['es', 'en', 'it', 'pt', 'de']);
  });

  it('enables every tab for a record without markets', () => {
    expect(translationTabs(LANGUAGES, [], null).every((tab) => !tab.disabled)).toBe(true);
  });

  it('enables only the languages of the selected available markets', () => {
    const markets = [market(1, ['es', 'en']), market(2, ['pt', 'es']), market(3, ['de'])];
    const tabs = translationTabs(LANGUAGES, markets, [1, 2]);
    expect(tabs.filter((t) => !t.disabled).map((t) => t.language)).toEqual(['es', 'en', 'pt']);
    expect(translationTabs(LANGUAGES, markets, []).every((tab) => tab.disabled)).toBe(true);
  });

  it('keeps the current tab while it is enabled, else moves to the first enabled one', () => {
    const markets = [market(1, ['es', 'en'])];
    const tabs = translationTabs(LANGUAGES, markets, [1]);
    expect(activeTab(tabs, 'en')).toBe('en');
    expect(activeTab(tabs, 'de')).toBe('es');
    expect(activeTab(tabs, null)).toBe('es');
    expect(activeTab(translationTabs(LANGUAGES, markets, []), 'es')).toBeNull();
  });
});

import { CONTENT_LANGUAGES, type ContentLanguage } from '@proboard/domain';
import type { Language, Market } from '../api/lookups.ts';

export interface TranslationTab {
  language: ContentLanguage;
  label: string;
  disabled: boolean;
}

const isContentLanguage = (iso: string): iso is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(iso);

/** Content languages offered for translation: translatable ones, in the order es, en, fr, it, pt, de. */
export function translatableLanguages(languages: readonly Language[]): Language[] {
  return languages
    .filter((language) => language.is_translatable && isContentLanguage(language.az_iso))
    .sort(
      (a, b) =>
        CONTENT_LANGUAGES.indexOf(a.az_iso as ContentLanguage) -
        CONTENT_LANGUAGES.indexOf(b.az_iso as ContentLanguage),
    );
}

/**
 * One tab per translatable language. With markets (a record that has market lists), a language is
 * available when one of the selected available markets lists it; the other tabs are disabled.
 * `selectedMarkets` null: the record has no markets, every tab is enabled.
 */
export function translationTabs(
  languages: readonly Language[],
  markets: readonly Market[],
  selectedMarkets: readonly number[] | null,
): TranslationTab[] {
  const spoken = new Set(
    markets.filter((market) => selectedMarkets?.includes(market.id)).flatMap((market) => market.languages),
  );
  return translatableLanguages(languages).map((language) => ({
    language: language.az_iso as ContentLanguage,
    label: language.description,
    disabled: selectedMarkets !== null && !spoken.has(language.az_iso),
  }));
}

/** The tab to show: the current one while it stays enabled, else the first enabled tab. */
export function activeTab(tabs: readonly TranslationTab[], current: string | null): ContentLanguage | null {
  const enabled = tabs.filter((tab) => !tab.disabled);
  return enabled.find((tab) => tab.language === current)?.language ?? enabled[0]?.language ?? null;
}

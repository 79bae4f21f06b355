import { describe, expect, it } from 'vitest';
import { completeTranslations, translationsPayload } from './translation-values.ts';

describe('translation values', () => {
  it('gives every content language every key, keeping what was saved', () => {
    const texts = completeTranslations({ en: { name: 'Range', extra: 1 } }, ['name', 'keywords']);
    expect(Object.keys(texts)).toEqual(['es', 'en', 'fr', 'it', 'pt', 'de']);
    expect(texts.es).toEqual({ name: '', keywords: [] });
    expect(texts.en).toEqual({ name: 'Range', extra: 1, keywords: [] });
  });

  it('sends only the texts that were filled in', () => {
    expect(
      translationsPayload({
        es: { name: 'Gama', slug: '', keywords: [] },
        en: { name: ' ', keywords: [3] },
        fr: { name: '' },
      }),
    ).toEqual({ es: { name: 'Gama' }, en: { keywords: [3] } });
    expect(translationsPayload(null)).toEqual({});
  });

  it("holds the language's own keywords as a list, sent only when it has words", () => {
    const texts = completeTranslations({ fr: { keyword_translations: ['pompe à chaleur'] } }, [
      'name',
      'keyword_translations',
    ]);
    expect(texts.es).toEqual({ name: '', keyword_translations: [] });
    expect(translationsPayload(texts)).toEqual({ fr: { keyword_translations: ['pompe à chaleur'] } });
  });
});

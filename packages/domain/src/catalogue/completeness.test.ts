import { describe, expect, it } from 'vitest';
import {
  type CompletenessInputs,
  completenessOf,
  missingInMarket,
  overallCompleteness,
} from './completeness.ts';

const spain = { id: 1, languages: ['es'] };
const france = { id: 2, languages: ['fr', 'en'] };

const bare: CompletenessInputs = {
  kind: 'article',
  name: 'Bomba de calor',
  translations: {},
  imageCount: 0,
  requiredAttributeTypes: [7],
  valuedAttributeTypes: [],
  ratedMarkets: [],
};

describe('catalogue completeness', () => {
  it("counts, per market, its languages' texts, an image, the family's attributes and a rate", () => {
    const [es, fr] = completenessOf(bare, [spain, france]);
    // Spain: name (the item's own, default language) present; description, image, attribute, rate missing.
    expect(es).toMatchObject({ market_id: 1, percent: 20, languages: { es: 50 } });
    expect(es!.missing.map((m) => m.key)).toEqual(['description:es', 'image', 'attribute:7', 'rate']);
    expect(fr!.languages).toEqual({ en: 0, fr: 0 });
    expect(fr!.percent).toBe(0);
  });

  it('rises to 100% as the missing pieces are added', () => {
    const full: CompletenessInputs = {
      ...bare,
      translations: { es: { description: 'Aerotermia' }, fr: { name: 'Pompe', description: 'PAC' } },
      imageCount: 1,
      valuedAttributeTypes: [7],
      ratedMarkets: [1],
    };
    const [es, fr] = completenessOf(full, [spain, france]);
    expect(es).toMatchObject({ percent: 100, missing: [] });
    expect(fr!.missing.map((m) => m.key)).toEqual(['name:en', 'description:en', 'rate']);
    expect(overallCompleteness([es!, fr!])).toBe(fr!.percent);
  });

  it('asks for every content language when the item is available nowhere, and no rate', () => {
    const [none] = completenessOf({ ...bare, kind: 'product' }, []);
    expect(none!.market_id).toBeNull();
    expect(Object.keys(none!.languages)).toEqual(['es', 'en', 'fr', 'it', 'pt', 'de']);
    expect(none!.missing.some((m) => m.kind === 'rate' || m.kind === 'image')).toBe(false);
  });

  it('says what is missing in the caller language', () => {
    const [es] = completenessOf(bare, [spain]);
    expect(missingInMarket('ES', es!.missing, 'en', { 7: 'Power' })).toBe(
      'ES: missing description (es), at least one image, attribute Power, a rate valid today',
    );
    expect(missingInMarket('ES', es!.missing.slice(3), 'es')).toBe('ES: falta una tarifa vigente hoy');
  });
});

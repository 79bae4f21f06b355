import { CONTENT_LANGUAGES, type ContentLanguage, DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';

/**
 * Catalogue completeness (issue 13, point 7): for a product or an article, per market and per
 * content language, the share of the required data that is present. The rule lives here, as data,
 * so the server (stored percentages, the 422 on activation) and the screens say the same thing.
 */

export type ItemKind = 'article' | 'product';

/** What a requirement is about; `name`/`description` are per language, the others per market. */
export const COMPLETENESS_REQUIREMENTS = ['name', 'description', 'image', 'attribute', 'rate'] as const;
export type RequirementKind = (typeof COMPLETENESS_REQUIREMENTS)[number];

/** One missing piece: `name:en`, `image`, `attribute:12`, `rate`. */
export interface MissingRequirement {
  key: string;
  kind: RequirementKind;
  language?: ContentLanguage;
  attributeTypeId?: number;
}

/** A market as the rule sees it: its content languages (empty: every content language). */
export interface CompletenessMarket {
  id: number;
  languages: readonly string[];
}

/** What the rule reads from one item (its saved record, or the body of a save). */
export interface CompletenessInputs {
  kind: ItemKind;
  /** The item's own name stands for the default language when that translation is empty. */
  name?: string | null;
  translations: Partial<Record<string, { name?: string | null; description?: string | null }>>;
  /** Images carried (articles: additional images; products carry none, so none is required). */
  imageCount: number;
  /** The attribute types of its family that apply to this kind of item. */
  requiredAttributeTypes: readonly number[];
  /** The attribute types it has a value of. */
  valuedAttributeTypes: readonly number[];
  /** Markets with a rate valid today (articles only). */
  ratedMarkets: readonly number[];
}

export interface MarketCompleteness {
  /** `null`: the item is available in no market; the rule then asks for every content language. */
  market_id: number | null;
  percent: number;
  /** Per content language of the market: the share of its name and description present. */
  languages: Partial<Record<ContentLanguage, number>>;
  missing: MissingRequirement[];
}

/** The market's content languages; a market without languages asks for all of them. */
export function marketLanguages(market: Pick<CompletenessMarket, 'languages'>): ContentLanguage[] {
  const own = CONTENT_LANGUAGES.filter((language) => market.languages.includes(language));
  return own.length ? own : [...CONTENT_LANGUAGES];
}

const present = (value: string | null | undefined) => Boolean(value?.trim());
const percentOf = (met: number, total: number) => (total === 0 ? 100 : Math.floor((met * 100) / total));

/** The completeness of one item in one market (`null`: no market, no rate asked). */
export function completenessIn(
  inputs: CompletenessInputs,
  market: CompletenessMarket | null,
): MarketCompleteness {
  const missing: MissingRequirement[] = [];
  const languages: Partial<Record<ContentLanguage, number>> = {};
  let total = 0;
  for (const language of marketLanguages(market ?? { languages: [] })) {
    const text = inputs.translations[language];
    const name = text?.name || (language === DEFAULT_LOCALE ? inputs.name : null);
    let met = 0;
    for (const [kind, value] of [
      ['name', name],
      ['description', text?.description],
    ] as const) {
      total += 1;
      if (present(value)) met += 1;
      else missing.push({ key: `${kind}:${language}`, kind, language });
    }
    languages[language] = percentOf(met, 2);
  }
  if (inputs.kind === 'article') {
    total += 1;
    if (inputs.imageCount === 0) missing.push({ key: 'image', kind: 'image' });
  }
  const valued = new Set(inputs.valuedAttributeTypes);
  for (const type of inputs.requiredAttributeTypes) {
    total += 1;
    if (!valued.has(type))
      missing.push({ key: `attribute:${type}`, kind: 'attribute', attributeTypeId: type });
  }
  if (inputs.kind === 'article' && market) {
    total += 1;
    if (!inputs.ratedMarkets.includes(market.id)) missing.push({ key: 'rate', kind: 'rate' });
  }
  return {
    market_id: market?.id ?? null,
    percent: percentOf(total - missing.length, total),
    languages,
    missing,
  };
}

/** Per available market, or once without a market when it is available nowhere. */
export function completenessOf(
  inputs: CompletenessInputs,
  markets: readonly CompletenessMarket[],
): MarketCompleteness[] {
  return markets.length
    ? markets.map((market) => completenessIn(inputs, market))
    : [completenessIn(inputs, null)];
}

/** The number the lists show and sort by: the item's weakest market. */
export function overallCompleteness(results: readonly MarketCompleteness[]): number {
  return Math.min(100, ...results.map((result) => result.percent));
}

const LABELS: Record<Locale, Record<RequirementKind, string> & { attributeNamed: string; inMarket: string }> =
  {
    es: {
      name: 'nombre',
      description: 'descripción',
      image: 'al menos una imagen',
      attribute: 'atributo',
      rate: 'una tarifa vigente hoy',
      attributeNamed: 'atributo {name}',
      inMarket: '{market}: falta {missing}',
    },
    en: {
      name: 'name',
      description: 'description',
      image: 'at least one image',
      attribute: 'attribute',
      rate: 'a rate valid today',
      attributeNamed: 'attribute {name}',
      inMarket: '{market}: missing {missing}',
    },
    fr: {
      name: 'nom',
      description: 'description',
      image: 'au moins une image',
      attribute: 'attribut',
      rate: "un tarif valable aujourd'hui",
      attributeNamed: 'attribut {name}',
      inMarket: '{market} : il manque {missing}',
    },
    it: {
      name: 'nome',
      description: 'descrizione',
      image: 'almeno un’immagine',
      attribute: 'attributo',
      rate: 'una tariffa valida oggi',
      attributeNamed: 'attributo {name}',
      inMarket: '{market}: manca {missing}',
    },
    pt: {
      name: 'nome',
      description: 'descrição',
      image: 'pelo menos uma imagem',
      attribute: 'atributo',
      rate: 'uma tarifa válida hoje',
      attributeNamed: 'atributo {name}',
      inMarket: '{market}: falta {missing}',
    },
  };

/** "nombre (en)", "atributo Potencia", "una tarifa vigente hoy": one missing piece in the caller's language. */
export function missingLabel(
  item: MissingRequirement,
  locale: Locale,
  attributeNames: Readonly<Record<number, string>> = {},
): string {
  const labels = LABELS[locale];
  if (item.language) return `${labels[item.kind]} (${item.language})`;
  if (item.attributeTypeId !== undefined) {
    const name = attributeNames[item.attributeTypeId];
    return name
      ? labels.attributeNamed.replace('{name}', name)
      : `${labels.attribute} ${item.attributeTypeId}`;
  }
  return labels[item.kind];
}

/** "ES: falta nombre (en), una tarifa vigente hoy": what a market still lacks, for the 422. */
export function missingInMarket(
  market: string,
  missing: readonly MissingRequirement[],
  locale: Locale,
  attributeNames: Readonly<Record<number, string>> = {},
): string {
  const list = missing.map((item) => missingLabel(item, locale, attributeNames)).join(', ');
  return LABELS[locale].inMarket.replace('{market}', market).replace('{missing}', list);
}

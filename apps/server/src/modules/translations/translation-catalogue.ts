import {
  LOCALES,
  type Locale,
  serverMessages,
  type TextSource,
  textPlaceholders,
  translationId,
} from '@proboard/domain';
// The web's locale bundles, read from their source: the keys the interface has are these files'
// (docs/decisions.md, "Translations: the server reads the web's bundles"). They are plain data (the
// domain's resource labels among them), so the server loads them as the web's build does.
import { en } from '../../../../web/src/i18n/locales/en.ts';
import { es } from '../../../../web/src/i18n/locales/es.ts';
import { fr } from '../../../../web/src/i18n/locales/fr.ts';
import { it } from '../../../../web/src/i18n/locales/it.ts';
import { pt } from '../../../../web/src/i18n/locales/pt.ts';

/** One text of the product: its key and its bundles' texts in every interface language. */
export interface CatalogueEntry {
  id: string;
  source: TextSource;
  key: string;
  defaults: Record<Locale, string>;
  /** The placeholders of its Spanish text, which every language's text must keep. */
  placeholders: string[];
}

type Tree = { readonly [key: string]: unknown };

/** A nested bundle as dotted keys (`kit.table.search`), the way i18next reads them. */
export function flattenBundle(
  tree: Tree,
  prefix = '',
  into = new Map<string, string>(),
): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') into.set(key, value);
    else if (value !== null && typeof value === 'object') flattenBundle(value as Tree, key, into);
  }
  return into;
}

function entriesOf(
  source: TextSource,
  bundles: Record<Locale, ReadonlyMap<string, string>>,
): CatalogueEntry[] {
  const keys = new Set(LOCALES.flatMap((locale) => [...bundles[locale].keys()]));
  return [...keys].map((key) => {
    const defaults = Object.fromEntries(
      LOCALES.map((locale) => [locale, bundles[locale].get(key) ?? '']),
    ) as Record<Locale, string>;
    return {
      id: translationId(source, key),
      source,
      key,
      defaults,
      placeholders: textPlaceholders(source, defaults.es),
    };
  });
}

/**
 * The list's order of keys (translation-list.ts sorts with the same collator, then by id): the list
 * opens sorted by key, and a sort of rows already in order is one pass.
 */
const keyOrder = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

let built: { entries: CatalogueEntry[]; byId: Map<string, CatalogueEntry> } | null = null;

/** Every key of the interface and of the server, in the list's order: built once per process. */
export function translationCatalogue() {
  if (built) return built;
  const web = { es, en, fr, it, pt } as unknown as Record<Locale, Tree>;
  const entries = [
    ...entriesOf(
      'web',
      Object.fromEntries(LOCALES.map((locale) => [locale, flattenBundle(web[locale])])) as Record<
        Locale,
        Map<string, string>
      >,
    ),
    ...entriesOf(
      'server',
      Object.fromEntries(
        LOCALES.map((locale) => [locale, new Map(Object.entries(serverMessages[locale]))]),
      ) as Record<Locale, Map<string, string>>,
    ),
  ].sort((a, b) => keyOrder.compare(a.key, b.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  built = { entries, byId: new Map(entries.map((entry) => [entry.id, entry])) };
  return built;
}

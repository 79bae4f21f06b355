import { amazonAsins, amazonMarketplaces, formatMessage, utf8Bytes } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { TranslatedError } from '../../platform/errors.ts';
import { listColumnsOf } from '../../platform/resources/list-columns.ts';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { amazonAsins as asinsTable } from './marketplace.tables.ts';

const UNKNOWN_REFERENCE = 'validations.in_array';

export const amazonMarketplaceStore: ResourceStore = {
  definition: amazonMarketplaces,
  table: 'amazon_marketplaces',
  writable: [
    'name',
    'amazon_marketplace_id',
    'domain_extension',
    'country_iso',
    'language',
    'currency',
    'keyword_byte_limit',
    'active',
  ],
  computed: { az_label: `t.name || ' (amazon.' || t.domain_extension || ')'` },
  uniques: {
    amazon_marketplaces_amazon_marketplace_id_unique: 'amazon_marketplace_id',
    amazon_marketplaces_domain_extension_unique: 'domain_extension',
  },
  hooks: {
    async validate(tx, body) {
      const errors: Record<string, string[]> = {};
      const country = await tx.execute(
        sql`select 1 from countries where iso = ${body.country_iso as string}`,
      );
      if (!country.rows.length) errors.country_iso = [UNKNOWN_REFERENCE];
      const language = await tx.execute(
        sql`select 1 from languages where az_iso = ${body.language as string}`,
      );
      if (!language.rows.length) errors.language = [UNKNOWN_REFERENCE];
      return errors;
    },
  },
};

export type Marketplace = {
  name: string;
  domain_extension: string;
  keyword_byte_limit: number;
};

/** The marketplace as its messages name it: "Amazon.es (amazon.es)" reads badly, its name does. */
export const marketplaceName = (m: Marketplace) => m.name;

/**
 * Search terms over the marketplace's limit, as a message key and its parameters (null when they
 * fit). Amazon measures them in UTF-8 bytes: "é" is 2, "€" 3, so 250 letters may not fit. The form's
 * check and the import both call it.
 */
export function keywordBytesRefusal(
  keywords: unknown,
  marketplace: Marketplace,
): { key: 'marketplace.keywordBytes'; params: Record<string, string | number> } | null {
  const bytes = utf8Bytes(String(keywords ?? ''));
  const limit = marketplace.keyword_byte_limit;
  if (bytes <= limit) return null;
  const params = { bytes, limit, over: bytes - limit, marketplace: marketplaceName(marketplace) };
  return { key: 'marketplace.keywordBytes', params };
}

/**
 * The other ASIN that a new or changed one would clash with: the article's own on that marketplace
 * (one per article and marketplace), or the same ASIN given to another article there.
 */
async function clashingAsin(tx: Tx, body: Row, ownId: number) {
  const found = await tx.execute<{ asin: string; article_iso: string; same_article: boolean }>(sql`
    select a.asin, a.article_iso, a.article_id = ${body.article_id as number} as same_article
    from amazon_asins a
    where a.marketplace_id = ${body.marketplace_id as number} and a.id <> ${ownId}
      and (a.article_id = ${body.article_id as number} or a.asin = ${body.asin as string})
    order by (a.article_id = ${body.article_id as number}) desc limit 1`);
  return found.rows[0] ?? null;
}

export const amazonAsinStore: ResourceStore = {
  definition: amazonAsins,
  table: 'amazon_asins',
  listColumns: listColumnsOf(amazonAsins, asinsTable, ['article_id', 'marketplace_id']),
  writable: ['article_id', 'marketplace_id', 'asin', 'keywords'],
  computed: {
    az_label: `t.asin || ' - ' || t.article_iso`,
    article: `(select json_build_object('id', a.id, 'az_iso', a.az_iso, 'name', a.name)
      from articles a where a.id = t.article_id)`,
    marketplace: `(select json_build_object('id', m.id, 'name', m.name, 'domain_extension', m.domain_extension,
        'language', m.language, 'keyword_byte_limit', m.keyword_byte_limit)
      from amazon_marketplaces m where m.id = t.marketplace_id)`,
  },
  expressions: { marketplace: '(select m.name from amazon_marketplaces m where m.id = t.marketplace_id)' },
  filters: {
    // Six marketplaces or so: their ids first, then the ASINs' index by marketplace.
    marketplace: (pattern) =>
      sql`t.marketplace_id in (select m.id from amazon_marketplaces m where m.name ilike ${pattern}
        or m.domain_extension ilike ${pattern} or m.amazon_marketplace_id ilike ${pattern})`,
  },
  searchText: true,
  // A search is totalled from the postings of its words, a deep page starts at its week (0054).
  searchWords: true,
  weekCounted: { column: 'created_at' },
  uniques: {
    // The article already has an ASIN there: the article is what to change (as the check before it says).
    amazon_asins_article_marketplace_key: 'article_id',
    amazon_asins_marketplace_asin_key: 'asin',
  },
  hooks: {
    async validate(tx, body, existing, caller) {
      const errors: Record<string, string[]> = {};
      const article = await tx.execute(sql`select 1 from articles where id = ${body.article_id as number}`);
      if (!article.rows.length) errors.article_id = [UNKNOWN_REFERENCE];
      const found = await tx.execute<Marketplace>(sql`
        select name, domain_extension, keyword_byte_limit from amazon_marketplaces
        where id = ${body.marketplace_id as number}`);
      const marketplace = found.rows[0];
      if (!marketplace) errors.marketplace_id = [UNKNOWN_REFERENCE];
      if (!marketplace || errors.article_id) return errors;
      const over = keywordBytesRefusal(body.keywords, marketplace);
      if (over) {
        const message = formatMessage(caller.locale, over.key, over.params);
        throw new TranslatedError(422, 'errors.invalidForm', { keywords: [message] });
      }
      const clash = await clashingAsin(tx, body, (existing?.id as number | undefined) ?? 0);
      if (clash) {
        const params = {
          asin: clash.asin,
          article: clash.article_iso,
          marketplace: marketplaceName(marketplace),
        };
        throw clash.same_article
          ? new TranslatedError(409, 'marketplace.asinForArticle', undefined, params, 'article_id')
          : new TranslatedError(409, 'marketplace.asinTaken', undefined, params, 'asin');
      }
      return errors;
    },
  },
};

export const MARKETPLACE_STORES = [amazonMarketplaceStore, amazonAsinStore];

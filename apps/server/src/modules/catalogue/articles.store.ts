import { type ArticleRate, articles, articleVolume } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { TranslatedError } from '../../platform/errors.ts';
import { listColumnsOf } from '../../platform/resources/list-columns.ts';
import { searchTextContains } from '../../platform/resources/list-engine/search-conditions.ts';
import type { ResourceStore, Row } from '../../platform/resources/resource-store.ts';
import * as tables from './catalogue.tables.ts';
import {
  activationProblems,
  completenessDetail,
  computeCompleteness,
  type ItemBody,
  storeCompleteness,
} from './completeness.service.ts';
import { attachItemLinks, checkAttributeOptions, checkStoredImages, replaceLinks } from './item-links.ts';
import { checkMarkets, type Errors, itemStore, missingIds, UNKNOWN_REFERENCE } from './store-checks.ts';

/** A row's product and type are labels and links; the markets, its flags in the list. */
const LIST_COLUMNS = listColumnsOf(articles, tables.articles, [
  'product_id',
  'article_type_id',
  'markets_available',
  'markets_active',
]);

/** The lists an article links to, each written whole by a save (item-links.ts). */
const ARTICLE_LINKS = {
  related_articles: { table: 'article_relations', owner: 'article_id', target: 'related_article_id' },
  attribute_options: {
    table: 'article_attribute_options',
    owner: 'article_id',
    target: 'attribute_option_id',
  },
  media_resources: { table: 'article_media_resources', owner: 'article_id', target: 'media_resource_id' },
} as const;

export const articleStore: ResourceStore = {
  ...itemStore,
  json: [...itemStore.json, 'retained_translations', 'warning_translations'],
  definition: articles,
  table: 'articles',
  searchText: true,
  // A search is totalled from the postings of its words (migration 0041).
  searchWords: true,
  sortedWords: { key: 'created_at', desc: true },
  // A deep page starts at its week (migration 0038).
  weekCounted: { column: 'created_at' },
  listColumns: LIST_COLUMNS,
  writable: [
    'az_iso',
    'name',
    'slug',
    'article_type_id',
    'product_id',
    'altra_status_iso',
    'eos',
    'eom',
    'blocked',
    'blocked_status_comment',
    'retained',
    'retained_comment',
    'retained_translations',
    'alarm',
    'alarm_comment',
    'warning_translations',
    'has_structure',
    'uses_serial_number',
    'affects_stock',
    'component',
    'finished_product',
    'ean',
    'weight',
    'width',
    'height',
    'depth',
    'volume',
    'real_weight',
    'real_width',
    'real_height',
    'real_depth',
    'real_volume',
    'replacement_article_id',
    'substitute_article_id',
    'active',
    'translations',
    'markets_available',
    'markets_active',
  ],
  expressions: { product: '(select p.name from products p where p.id = t.product_id)' },
  computed: {
    ...itemStore.computed,
    product: `(select json_build_object('id', p.id, 'az_iso', p.az_iso, 'name', p.name) from products p where p.id = t.product_id)`,
  },
  recordComputed: { completeness_markets: completenessDetail('article') },
  partitionFilters: {
    // Each product counts its articles (migration 0047); its code and name are its search text.
    product: {
      column: 'product_id',
      counts: (typed) =>
        sql`select p.id, p.article_count from products p where ${searchTextContains('products', 'p', typed)}`,
    },
  },
  uniques: { articles_az_iso_unique: 'az_iso', article_rates_article_market_currency_from: 'rates' },
  hooks: {
    // SPEC-RULINGS: both volumes come from their dimensions; whatever volume a client sends is ignored.
    prepare: (body) => ({
      ...body,
      volume: articleVolume(body.width as number, body.height as number, body.depth as number),
      real_volume: articleVolume(
        body.real_width as number,
        body.real_height as number,
        body.real_depth as number,
      ),
    }),
    async validate(tx, body, existing, caller) {
      const errors: Errors = {};
      await checkMarkets(tx, body, errors);
      const self = existing?.id as number | undefined;
      if ((await missingIds(tx, 'products', [body.product_id as number])).length)
        errors.product_id = [UNKNOWN_REFERENCE];
      const typeId = body.article_type_id as number | null | undefined;
      if (typeId && (await missingIds(tx, 'article_types', [typeId])).length)
        errors.article_type_id = [UNKNOWN_REFERENCE];
      for (const key of ['replacement_article_id', 'substitute_article_id'] as const) {
        const id = body[key] as number | null | undefined;
        if (!id) continue;
        if (id === self) errors[key] = ['validations.notSelf'];
        else if ((await missingIds(tx, 'articles', [id])).length) errors[key] = [UNKNOWN_REFERENCE];
      }
      const related = body.related_articles as number[];
      if (self !== undefined && related.includes(self)) errors.related_articles = ['validations.notSelf'];
      else if ((await missingIds(tx, 'articles', related)).length)
        errors.related_articles = [UNKNOWN_REFERENCE];
      const rates = body.rates as ArticleRate[];
      const unknownMarkets = new Set(
        await missingIds(
          tx,
          'markets',
          rates.map((rate) => rate.market_id),
        ),
      );
      rates.forEach((rate, index) => {
        if (unknownMarkets.has(rate.market_id)) errors[`rates.${index}.market_id`] = [UNKNOWN_REFERENCE];
      });
      if ((await missingIds(tx, 'media_resources', body.media_resources as number[])).length)
        errors.media_resources = [UNKNOWN_REFERENCE];
      Object.assign(errors, await checkStoredImages(tx, 'images', body.images as string[]));
      Object.assign(
        errors,
        await checkAttributeOptions(tx, 'attribute_options', body.attribute_options as number[], 'article'),
      );
      // Issue 13: a market is made active only where the article is complete (checked once the rest is valid).
      if (Object.keys(errors).length === 0) {
        const previouslyActive = (existing?.markets_active as number[] | undefined) ?? [];
        const problems = await activationProblems(tx, body as ItemBody, previouslyActive, caller.locale);
        if (problems.length)
          throw new TranslatedError(422, 'errors.invalidForm', { markets_active: problems });
      }
      return errors;
    },
    async afterWrite(tx, record, body) {
      const id = record.id as number;
      await replaceLinks(tx, id, ARTICLE_LINKS, body);
      await tx.execute(sql`delete from article_rates where article_id = ${id}`);
      const rates = body.rates as ArticleRate[];
      if (rates.length) {
        await tx.execute(sql`insert into article_rates (article_id, market_id, currency, reference_price, valid_from)
          select ${id}, r.market_id, r.currency, r.reference_price, r.valid_from
          from jsonb_to_recordset(${JSON.stringify(rates)}::jsonb)
            as r(market_id int, currency text, reference_price numeric, valid_from date)`);
      }
      // The images keep the order they were sent in: their index is their sort_id.
      await tx.execute(sql`delete from article_images where article_id = ${id}`);
      const images = body.images as string[];
      if (images.length) {
        await tx.execute(sql`insert into article_images (article_id, url, sort_id)
          select ${id}, u.url, u.ord - 1 from unnest(${sql.param(images)}::text[]) with ordinality as u(url, ord)`);
      }
      // Kept with the save, in its transaction: the list reads the stored number.
      await storeCompleteness(tx, 'article', id, await computeCompleteness(tx, 'article', body as ItemBody));
    },
    async attach(db, record: Row) {
      const id = record.id as number;
      const extra = await db.execute<{ rates: ArticleRate[]; images: string[] }>(sql`select
        coalesce((select json_agg(json_build_object('market_id', r.market_id, 'currency', r.currency,
            'reference_price', r.reference_price::text, 'valid_from', to_char(r.valid_from, 'YYYY-MM-DD'))
            order by r.market_id, r.currency, r.valid_from)
          from article_rates r where r.article_id = ${id}), '[]') as rates,
        coalesce((select json_agg(i.url order by i.sort_id) from article_images i where i.article_id = ${id}), '[]') as images`);
      return { ...record, ...extra.rows[0], ...(await attachItemLinks(db, id, ARTICLE_LINKS)) };
    },
  },
};

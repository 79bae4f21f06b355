import { PRODUCT_RELATION_KINDS, products } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';
import * as tables from './catalogue.tables.ts';
import {
  completenessDetail,
  computeCompleteness,
  type ItemBody,
  storeCompleteness,
} from './completeness.service.ts';
import { attachItemLinks, checkAttributeOptions, type LinkTables, replaceLinks } from './item-links.ts';
import {
  checkMarkets,
  type Errors,
  itemStore,
  missingIds,
  UNKNOWN_REFERENCE,
  withoutTranslations,
} from './store-checks.ts';

/** The lists a product links to, each written whole by a save (item-links.ts). */
const PRODUCT_LINKS: LinkTables = {
  manufacturers: { table: 'product_manufacturers', owner: 'product_id', target: 'manufacturer_id' },
  categories: { table: 'product_categories', owner: 'product_id', target: 'category_id' },
  attribute_options: {
    table: 'product_attribute_options',
    owner: 'product_id',
    target: 'attribute_option_id',
  },
  media_resources: { table: 'product_media_resources', owner: 'product_id', target: 'media_resource_id' },
  ...Object.fromEntries(
    PRODUCT_RELATION_KINDS.map((kind) => [
      kind,
      { table: 'product_relations', owner: 'product_id', target: 'related_product_id', kind },
    ]),
  ),
};

export const productStore: ResourceStore = {
  ...itemStore,
  definition: products,
  table: 'products',
  listColumns: withoutTranslations(tables.products),
  // Its code and name, searched (and the articles list filtered by product) through one index.
  searchText: true,
  writable: [
    'az_iso',
    'name',
    'slug',
    'family_id',
    'all_manufacturers',
    'main_category_id',
    'industrial_category_id',
    'protocol',
    'send_all_to_a3',
    'active',
    'translations',
    'markets_available',
    'markets_active',
  ],
  expressions: { family: '(select f.name from families f where f.id = t.family_id)' },
  recordComputed: { completeness_markets: completenessDetail('product') },
  filters: {
    family: (pattern) =>
      sql`t.family_id in (select f.id from families f where f.name ilike ${pattern} or f.az_iso ilike ${pattern})`,
  },
  uniques: { products_az_iso_unique: 'az_iso' },
  hooks: {
    // "Every manufacturer" leaves no list behind to contradict it.
    prepare: (body) => (body.all_manufacturers ? { ...body, manufacturers: [] } : body),
    async validate(tx, body, existing) {
      const errors: Errors = {};
      await checkMarkets(tx, body, errors);
      if ((await missingIds(tx, 'families', [body.family_id as number])).length)
        errors.family_id = [UNKNOWN_REFERENCE];
      if ((await missingIds(tx, 'manufacturers', (body.manufacturers as number[]) ?? [])).length)
        errors.manufacturers = [UNKNOWN_REFERENCE];
      for (const key of ['main_category_id', 'industrial_category_id'] as const) {
        const id = body[key] as number | null | undefined;
        if (id && (await missingIds(tx, 'categories', [id])).length) errors[key] = [UNKNOWN_REFERENCE];
      }
      if ((await missingIds(tx, 'categories', body.categories as number[])).length)
        errors.categories = [UNKNOWN_REFERENCE];
      const self = existing?.id as number | undefined;
      for (const kind of PRODUCT_RELATION_KINDS) {
        const ids = body[kind] as number[];
        if (self !== undefined && ids.includes(self)) errors[kind] = ['validations.notSelf'];
        else if ((await missingIds(tx, 'products', ids)).length) errors[kind] = [UNKNOWN_REFERENCE];
      }
      if ((await missingIds(tx, 'media_resources', body.media_resources as number[])).length)
        errors.media_resources = [UNKNOWN_REFERENCE];
      Object.assign(
        errors,
        await checkAttributeOptions(tx, 'attribute_options', body.attribute_options as number[], 'product'),
      );
      return errors;
    },
    async afterWrite(tx, record, body) {
      await replaceLinks(tx, record.id as number, PRODUCT_LINKS, body);
      // Kept with the save, in its transaction: the list reads the stored number.
      const id = record.id as number;
      await storeCompleteness(tx, 'product', id, await computeCompleteness(tx, 'product', body as ItemBody));
      // Its articles ask for the attribute types of the family: another family, their completeness changes.
      if (record.family_id !== undefined && record.family_id !== body.family_id) {
        await tx.execute(sql`insert into completeness_pending (item_kind, item_id)
          select 'article', a.id from articles a where a.product_id = ${id} on conflict do nothing`);
      }
    },
    async attach(db, record) {
      return { ...record, ...(await attachItemLinks(db, record.id as number, PRODUCT_LINKS)) };
    },
  },
};

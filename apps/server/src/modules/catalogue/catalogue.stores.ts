import {
  articles,
  articleVolume,
  attributeTypes,
  families,
  languages,
  manufacturers,
  markets,
  products,
  ranges,
  systems,
} from '@proboard/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable, ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';

import * as tables from './catalogue.tables.ts';

type Errors = Record<string, string[]>;

/** A list row: every column of the table but its translations (read with the record). */
const withoutTranslations = (table: PgTable) =>
  Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => name !== 'translations');
const UNKNOWN_REFERENCE = 'validations.in_array';

/** Ids among `ids` that do not exist in `table`. */
async function missingIds(tx: Tx, table: string, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await tx.execute<{ id: number }>(
    sql`select id from ${sql.raw(`"${table}"`)} where id = any(${sql.param([...ids])}::int[])`,
  );
  const existing = new Set(found.rows.map((r) => r.id));
  return ids.filter((id) => !existing.has(id));
}

async function checkMarkets(tx: Tx, body: Row, errors: Errors) {
  const ids = [...((body.markets_available as number[]) ?? []), ...((body.markets_active as number[]) ?? [])];
  if ((await missingIds(tx, 'markets', ids)).length) errors.markets_available = [UNKNOWN_REFERENCE];
}

const treeStore = {
  writable: [
    'az_iso',
    'sort_key',
    'name',
    'slug',
    'image_url',
    'active',
    'translations',
    'markets_available',
    'markets_active',
  ],
  json: ['translations'],
  computed: { az_label: `t.az_iso || ' - ' || t.name` },
  azIsoLookup: true,
};

export const languageStore: ResourceStore = {
  definition: languages,
  table: 'languages',
  writable: ['az_iso', 'description', 'is_translatable'],
  uniques: { languages_az_iso_unique: 'az_iso' },
};

export const marketStore: ResourceStore = {
  definition: markets,
  table: 'markets',
  writable: ['name', 'iso', 'altra_company_iso', 'available', 'active', 'languages'],
  uniques: { markets_iso_unique: 'iso' },
  hooks: {
    async validate(tx, body): Promise<Errors> {
      const isos = (body.languages as string[]) ?? [];
      if (!isos.length) return {};
      const found = await tx.execute<{ az_iso: string }>(
        sql`select az_iso from languages where az_iso = any(${sql.param(isos)}::text[])`,
      );
      return found.rows.length === new Set(isos).size ? {} : { languages: [UNKNOWN_REFERENCE] };
    },
  },
};

export const manufacturerStore: ResourceStore = {
  definition: manufacturers,
  table: 'manufacturers',
  writable: [
    'az_iso',
    'name',
    'slug',
    'brand_1',
    'brand_2',
    'color_logo',
    'grey_logo',
    'airzone_logo',
    'color',
    'active',
    'protocol_active',
    'easyzone_active',
  ],
  computed: { az_label: `t.az_iso || ' - ' || t.name` },
  uniques: { manufacturers_az_iso_unique: 'az_iso' },
};

export const rangeStore: ResourceStore = {
  ...treeStore,
  definition: ranges,
  table: 'ranges',
  listColumns: withoutTranslations(tables.ranges),
  uniques: { ranges_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body) {
      const errors: Errors = {};
      await checkMarkets(tx, body, errors);
      return errors;
    },
  },
};

export const systemStore: ResourceStore = {
  ...treeStore,
  definition: systems,
  table: 'systems',
  listColumns: withoutTranslations(tables.systems),
  writable: [...treeStore.writable, 'range_id'],
  expressions: { range: '(select r.name from ranges r where r.id = t.range_id)' },
  filters: {
    range: (pattern) =>
      sql`t.range_id in (select r.id from ranges r where r.name ilike ${pattern} or r.az_iso ilike ${pattern})`,
  },
  computed: {
    ...treeStore.computed,
    range: `(select json_build_object('id', r.id, 'az_iso', r.az_iso, 'name', r.name) from ranges r where r.id = t.range_id)`,
  },
  uniques: { systems_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body) {
      const errors: Errors = {};
      await checkMarkets(tx, body, errors);
      if ((await missingIds(tx, 'ranges', [body.range_id as number])).length)
        errors.range_id = [UNKNOWN_REFERENCE];
      return errors;
    },
  },
};

export const familyStore: ResourceStore = {
  ...treeStore,
  definition: families,
  table: 'families',
  listColumns: withoutTranslations(tables.families),
  uniques: { families_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body) {
      const errors: Errors = {};
      await checkMarkets(tx, body, errors);
      if ((await missingIds(tx, 'systems', (body.systems as number[]) ?? [])).length)
        errors.systems = [UNKNOWN_REFERENCE];
      if ((await missingIds(tx, 'categories', (body.categories as number[]) ?? [])).length)
        errors.categories = [UNKNOWN_REFERENCE];
      return errors;
    },
    async afterWrite(tx, record, body) {
      const id = record.id as number;
      await tx.execute(sql`delete from family_systems where family_id = ${id}`);
      await tx.execute(sql`insert into family_systems (family_id, system_id)
        select ${id}, unnest(${sql.param((body.systems as number[]) ?? [])}::int[]) on conflict do nothing`);
      await tx.execute(sql`delete from family_categories where family_id = ${id}`);
      await tx.execute(sql`insert into family_categories (family_id, category_id)
        select ${id}, unnest(${sql.param((body.categories as number[]) ?? [])}::int[]) on conflict do nothing`);
    },
    async attach(db: Queryable, record: Row) {
      const links = await db.execute<{ systems: number[]; categories: number[] }>(sql`
        select
          coalesce((select array_agg(system_id order by system_id) from family_systems where family_id = ${record.id as number}), '{}') as systems,
          coalesce((select array_agg(category_id order by category_id) from family_categories where family_id = ${record.id as number}), '{}') as categories`);
      return { ...record, ...links.rows[0] };
    },
  },
};

/** Every content language marked translatable must carry each option's value. */
async function translatableLanguages(tx: Tx): Promise<string[]> {
  const rows = await tx.execute<{ az_iso: string }>(
    sql`select az_iso from languages where is_translatable order by id`,
  );
  return rows.rows.map((r) => r.az_iso);
}

interface OptionInput {
  id?: number;
  az_iso: string;
  value: string;
  description?: string | null;
  sort_id: number;
  a3_option?: number | null;
  translations: Record<string, { value: string }>;
}

export const attributeTypeStore: ResourceStore = {
  definition: attributeTypes,
  table: 'attribute_types',
  listColumns: withoutTranslations(tables.attributeTypes),
  writable: ['az_iso', 'key', 'description', 'sort_key', 'a3_type', 'applies_to', 'translations'],
  json: ['translations'],
  computed: { az_label: `t.az_iso || ' - ' || t.description` },
  uniques: { attribute_types_az_iso_unique: 'az_iso', attribute_options_az_iso_unique: 'options' },
  hooks: {
    async validate(tx, body, existing) {
      const errors: Errors = {};
      const languagesToFill = await translatableLanguages(tx);
      const options = body.options as OptionInput[];
      options.forEach((option, index) => {
        for (const lang of languagesToFill) {
          if (!option.translations[lang]?.value?.trim()) {
            errors[`options.${index}.translations.${lang}.value`] = ['validations.required'];
          }
        }
      });
      const ids = options.flatMap((o) => (o.id ? [o.id] : []));
      if (ids.length) {
        const owned = await tx.execute<{ id: number }>(sql`select id from attribute_options
          where id = any(${sql.param(ids)}::int[]) and attribute_type_id = ${(existing?.id as number) ?? -1}`);
        const ownedIds = new Set(owned.rows.map((r) => r.id));
        options.forEach((o, index) => {
          if (o.id && !ownedIds.has(o.id)) errors[`options.${index}.id`] = [UNKNOWN_REFERENCE];
        });
      }
      return errors;
    },
    async afterWrite(tx, record, body) {
      const typeId = record.id as number;
      const options = body.options as OptionInput[];
      const keep = options.flatMap((o) => (o.id ? [o.id] : []));
      await tx.execute(sql`delete from attribute_options where attribute_type_id = ${typeId}
        and not (id = any(${sql.param(keep)}::int[]))`);
      // Free the codes of kept options first, so two options may swap codes in one save.
      if (keep.length) {
        await tx.execute(sql`update attribute_options set az_iso = az_iso || '#' || id
          where id = any(${sql.param(keep)}::int[])`);
      }
      for (const option of options) {
        const translations = JSON.stringify(option.translations ?? {});
        if (option.id) {
          await tx.execute(sql`update attribute_options set az_iso = ${option.az_iso}, value = ${option.value},
            description = ${option.description ?? null}, sort_id = ${option.sort_id}, a3_option = ${option.a3_option ?? null},
            translations = ${translations}::jsonb, updated_at = now() where id = ${option.id}`);
        } else {
          await tx.execute(sql`insert into attribute_options
            (attribute_type_id, az_iso, value, description, sort_id, a3_option, translations)
            values (${typeId}, ${option.az_iso}, ${option.value}, ${option.description ?? null}, ${option.sort_id},
              ${option.a3_option ?? null}, ${translations}::jsonb)`);
        }
      }
    },
    async attach(db, record) {
      const options =
        await db.execute(sql`select id, az_iso, value, description, sort_id, a3_option, translations
        from attribute_options where attribute_type_id = ${record.id as number} order by sort_id, id`);
      return { ...record, options: options.rows };
    },
  },
};

const itemStore = {
  json: ['translations'],
  computed: { az_label: `t.az_iso || ' - ' || t.name` },
  azIsoLookup: true,
};

export const productStore: ResourceStore = {
  ...itemStore,
  definition: products,
  table: 'products',
  listColumns: withoutTranslations(tables.products),
  writable: [
    'az_iso',
    'name',
    'slug',
    'family_id',
    'send_all_to_a3',
    'active',
    'translations',
    'markets_available',
    'markets_active',
  ],
  expressions: { family: '(select f.name from families f where f.id = t.family_id)' },
  filters: {
    family: (pattern) =>
      sql`t.family_id in (select f.id from families f where f.name ilike ${pattern} or f.az_iso ilike ${pattern})`,
  },
  uniques: { products_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body) {
      const errors: Errors = {};
      await checkMarkets(tx, body, errors);
      if ((await missingIds(tx, 'families', [body.family_id as number])).length)
        errors.family_id = [UNKNOWN_REFERENCE];
      if ((await missingIds(tx, 'manufacturers', (body.manufacturers as number[]) ?? [])).length)
        errors.manufacturers = [UNKNOWN_REFERENCE];
      return errors;
    },
    async afterWrite(tx, record, body) {
      const id = record.id as number;
      await tx.execute(sql`delete from product_manufacturers where product_id = ${id}`);
      await tx.execute(sql`insert into product_manufacturers (product_id, manufacturer_id)
        select ${id}, unnest(${sql.param((body.manufacturers as number[]) ?? [])}::int[]) on conflict do nothing`);
    },
    async attach(db, record) {
      const links = await db.execute<{
        manufacturers: number[];
      }>(sql`select coalesce(array_agg(manufacturer_id order by manufacturer_id), '{}') as manufacturers
        from product_manufacturers where product_id = ${record.id as number}`);
      return { ...record, ...links.rows[0] };
    },
  },
};

export const articleStore: ResourceStore = {
  ...itemStore,
  definition: articles,
  table: 'articles',
  listColumns: withoutTranslations(tables.articles),
  writable: [
    'az_iso',
    'name',
    'slug',
    'product_id',
    'altra_status_iso',
    'ean',
    'weight',
    'width',
    'height',
    'depth',
    'volume',
    'blocked',
    'uses_serial_number',
    'affects_stock',
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
  filters: {
    product: (pattern) =>
      sql`t.product_id in (select p.id from products p where p.name ilike ${pattern} or p.az_iso ilike ${pattern})`,
  },
  uniques: { articles_az_iso_unique: 'az_iso' },
  hooks: {
    prepare: (body) => ({
      ...body,
      volume: articleVolume(body.width as number, body.height as number, body.depth as number),
    }),
    async validate(tx, body) {
      const errors: Errors = {};
      await checkMarkets(tx, body, errors);
      if ((await missingIds(tx, 'products', [body.product_id as number])).length)
        errors.product_id = [UNKNOWN_REFERENCE];
      return errors;
    },
  },
};

export const CATALOGUE_STORES = [
  rangeStore,
  systemStore,
  familyStore,
  attributeTypeStore,
  productStore,
  articleStore,
  manufacturerStore,
  languageStore,
  marketStore,
];

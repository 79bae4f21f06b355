import {
  attributeTypes,
  families,
  languages,
  manufacturers,
  markets,
  ranges,
  systems,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Tx } from '../../platform/resources/resource-store.ts';
import { articleStore } from './articles.store.ts';
import * as tables from './catalogue.tables.ts';
import { productStore } from './products.store.ts';
import { type Errors, UNKNOWN_REFERENCE, withoutTranslations } from './store-checks.ts';
import {
  FAMILY_LINKS,
  FAMILY_RELATIONS,
  MARKET_ISO_CODES,
  RANGE_LINKS,
  SYSTEM_LINKS,
  treeHooks,
} from './tree-links.ts';

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
  recordComputed: MARKET_ISO_CODES,
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
    'translations',
  ],
  json: ['translations'],
  computed: { az_label: `t.az_iso || ' - ' || t.name` },
  uniques: { manufacturers_az_iso_unique: 'az_iso' },
};

export const rangeStore: ResourceStore = {
  ...treeStore,
  definition: ranges,
  table: 'ranges',
  listColumns: withoutTranslations(tables.ranges),
  uniques: { ranges_az_iso_unique: 'az_iso' },
  hooks: treeHooks(RANGE_LINKS),
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
  hooks: treeHooks(SYSTEM_LINKS, [{ field: 'range_id', table: 'ranges' }]),
};

export const familyStore: ResourceStore = {
  ...treeStore,
  definition: families,
  table: 'families',
  listColumns: withoutTranslations(tables.families),
  recordComputed: { ...MARKET_ISO_CODES, ...FAMILY_RELATIONS },
  uniques: { families_az_iso_unique: 'az_iso' },
  hooks: treeHooks(FAMILY_LINKS),
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
  // Spec section 3 names the attribute type's `created` beside `created_at`: the form shows it.
  recordComputed: { created: 't.created_at' },
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

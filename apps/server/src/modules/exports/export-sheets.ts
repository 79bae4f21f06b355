import {
  CONTENT_LANGUAGES,
  EXPORT_ENTITY_RESOURCES,
  type ExportPart,
  exportTarget,
  fieldLabelIn,
  type Locale,
  RESOURCE_LABELS,
  resourceTitleIn,
} from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import { excelColumns } from '../../platform/resources/excel-columns.ts';
import { exportStatement } from '../../platform/resources/excel-export.ts';
import { quoteIdent } from '../../platform/resources/list-engine/columns-sql.ts';
import { listOrder, listWhere } from '../../platform/resources/list-engine/list-conditions.ts';
import { readContext } from '../../platform/resources/list-engine/list-context.ts';
import type { Queryable, ResourceStore } from '../../platform/resources/resource-store.ts';
import { CATALOGUE_STORES } from '../catalogue/catalogue.stores.ts';
import { CATALOGUE_CONTENT_STORES } from '../catalogue/content/catalogue-content.stores.ts';
import { MULTIMEDIA_STORES } from '../multimedia/multimedia.stores.ts';
import { type SheetColumn, sheetColumn } from './export-cells.ts';

/*
 * What an export writes, as sheets: the entity's list (its definition's columns, the rows its
 * filters select, in its order: the list's own Excel download) and one sheet per sub-export, each
 * a statement over the same rows. Driven by the entity's definition and table, so every entity of
 * the export config is written by the same code.
 */

const STORES: readonly ResourceStore[] = [
  ...CATALOGUE_STORES,
  ...CATALOGUE_CONTENT_STORES,
  ...MULTIMEDIA_STORES,
];

/** The store whose list an entity's export reads (`resources`: the media resources). */
export function entityStore(entity: string): ResourceStore | null {
  const name = EXPORT_ENTITY_RESOURCES[entity];
  return STORES.find((store) => store.definition.name === name) ?? null;
}

/** What the export asks, as stored. */
export interface ExportRequest {
  family: string;
  entity: string;
  market_id: number;
  languages: string[];
  parts: string[];
  locale: Locale;
  time_zone: string;
  filters: Record<string, string>;
}

export interface Sheet {
  /** The sheet's (or CSV file's) name, in the export's language. */
  name: string;
  columns: SheetColumn[];
  statement: SQL;
}

/** The list context of the entity's list with the export's filters (422 on a filter it has not). */
export function exportContext(store: ResourceStore, filters: Record<string, string>, timeZone: string) {
  return readContext(store, JSON.stringify({ currentPage: 1, perPage: 10, filter: filters }), timeZone);
}

/** Header of a sub-export's column: the exports' own words, else the entity's field label. */
function header(locale: Locale, resource: string, key: string): string {
  const own = (RESOURCE_LABELS[locale].resources.exports.sheetColumns as Record<string, string>)[key];
  return own ?? fieldLabelIn(locale, resource, key);
}

function partName(locale: Locale, part: ExportPart): string {
  return RESOURCE_LABELS[locale].resources.exports.values.parts[part];
}

/** Columns of the entity's table that decide which sub-exports it has. */
async function tableColumns(db: Queryable, table: string): Promise<Set<string>> {
  const found = await db.execute<{
    column_name: string;
  }>(sql`select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`);
  return new Set(found.rows.map((row) => row.column_name));
}

/** Text keys of a translation (name, description...), from the definition's translations schema. */
function translationKeys(store: ResourceStore): string[] {
  let schema = (store.definition.schema as { shape?: Record<string, unknown> }).shape?.translations as
    | { _zod?: { def: Record<string, unknown> } }
    | undefined;
  // Unwrap defaults and optionals down to the record, then its value object.
  for (let depth = 0; schema?._zod && depth < 6; depth++) {
    const def = schema._zod.def;
    if (def.type === 'record') {
      const value = def.valueType as { shape?: Record<string, unknown> };
      return Object.keys(value.shape ?? {}).filter((key) => key !== 'keywords');
    }
    schema = (def.innerType ?? def.in) as typeof schema;
  }
  return ['name', 'description'];
}

/** A text or a list of texts of a translation, as one cell. */
const translationText = (key: string) =>
  sql.raw(`(case jsonb_typeof(l.value -> '${key.replace(/'/g, "''")}')
    when 'array' then (select string_agg(x, ', ') from jsonb_array_elements_text(l.value -> '${key.replace(/'/g, "''")}') x)
    else l.value ->> '${key.replace(/'/g, "''")}' end) as ${quoteIdent(key)}`);

/**
 * The sheets of an export, in order: the entity's list (gart family), then each sub-export asked.
 * `languages`: the export's, else the market's, else every content language.
 */
export async function exportSheets(db: Queryable, request: ExportRequest): Promise<Sheet[]> {
  const target = exportTarget(request.family, request.entity, request.parts);
  const store = target && entityStore(target.entity);
  if (!target || !store) throw new Error(`Nothing to export for ${request.family}/${request.entity}`);
  const { locale } = request;
  const resource = store.definition.name;
  const { context, sortKeys } = exportContext(store, request.filters, request.time_zone);
  const where = listWhere(store, context);
  const order = listOrder(store, sortKeys);
  const columns = await tableColumns(db, store.table);
  const code = columns.has('az_iso') ? sql.raw('t.az_iso') : sql.raw('t.id');
  const from = sql.raw(`${quoteIdent(store.table)} t`);
  const market = request.market_id;
  const languages = request.languages.length ? request.languages : await marketLanguages(db, market);
  const col = (key: string, type: Parameters<typeof sheetColumn>[2] = 'text') =>
    sheetColumn(key, header(locale, resource, key), type, locale);
  const codeColumn = col('code', 'code');

  const sheets: Sheet[] = [];
  if (target.main) {
    sheets.push({
      name: resourceTitleIn(locale, resource),
      columns: excelColumns(store.definition, locale, request.time_zone),
      statement: exportStatement(store, context, sortKeys),
    });
  }
  for (const part of target.parts) {
    const name = partName(locale, part);
    const sheet = partSheet(part);
    if (sheet) sheets.push({ name, ...sheet });
  }
  return sheets;

  function partSheet(part: ExportPart): Omit<Sheet, 'name'> | null {
    switch (part) {
      case 'translations': {
        if (!columns.has('translations')) return null;
        const keys = translationKeys(store!);
        const order_ = sql.raw(
          `array_position(array[${CONTENT_LANGUAGES.map((l) => `'${l}'`).join(',')}]::text[], l.lang)`,
        );
        return {
          columns: [codeColumn, col('language', 'code'), ...keys.map((key) => col(key))],
          statement: sql`select ${code} as code, l.lang as language, ${sql.join(keys.map(translationText), sql`, `)}
            from ${from} cross join lateral jsonb_each(case jsonb_typeof(t.translations) when 'object' then t.translations else '{}'::jsonb end) l(lang, value)
            where ${where} and l.lang = any(${sql.param(languages)}::text[]) and jsonb_typeof(l.value) = 'object'
            order by ${order}, ${order_}`,
        };
      }
      case 'markets': {
        if (!columns.has('markets_available')) return null;
        const active = columns.has('markets_active')
          ? sql`mk.id = any(t.markets_active)`
          : sql`null::boolean`;
        return {
          columns: [codeColumn, col('market', 'code'), col('available', 'boolean'), col('active', 'boolean')],
          statement: sql`select ${code} as code, mk.iso as market, mk.id = any(t.markets_available) as available, ${active} as active
            from ${from} cross join markets mk where mk.id = ${market} and ${where} order by ${order}`,
        };
      }
      case 'rates':
        if (store!.table !== 'articles') return null;
        return {
          columns: [
            codeColumn,
            col('market', 'code'),
            col('currency', 'code'),
            col('reference_price', 'amount'),
            col('valid_from', 'day'),
          ],
          statement: sql`select ${code} as code, mk.iso as market, r.currency, r.reference_price::text as reference_price,
              r.valid_from::text as valid_from
            from ${from} join article_rates r on r.article_id = t.id join markets mk on mk.id = r.market_id
            where r.market_id = ${market} and ${where} order by ${order}, r.currency, r.valid_from`,
        };
      case 'attributes': {
        const link = ATTRIBUTE_LINKS[store!.table];
        if (link === 'family') {
          return {
            columns: [codeColumn, col('attribute_type', 'code'), col('description')],
            statement: sql`select ${code} as code, at.az_iso as attribute_type, at.description
              from ${from} join family_attribute_types x on x.family_id = t.id join attribute_types at on at.id = x.attribute_type_id
              where ${where} order by ${order}, at.sort_key nulls last, at.az_iso`,
          };
        }
        if (!link) return null;
        return {
          columns: [codeColumn, col('attribute_type', 'code'), col('option', 'code'), col('option_value')],
          statement: sql`select ${code} as code, at.az_iso as attribute_type, o.az_iso as option, o.value as option_value
            from ${from} join ${sql.raw(quoteIdent(link.table))} x on x.${sql.raw(quoteIdent(link.owner))} = t.id
              join attribute_options o on o.id = x.attribute_option_id join attribute_types at on at.id = o.attribute_type_id
            where ${where} order by ${order}, at.sort_key nulls last, at.az_iso, o.sort_id`,
        };
      }
      case 'dimensions':
        if (store!.table !== 'articles') return null;
        return {
          columns: [codeColumn, ...DIMENSIONS.map((key) => col(key, 'number'))],
          statement: sql`select ${code} as code, ${sql.raw(DIMENSIONS.map((k) => `t.${k}::float8 as ${k}`).join(', '))}
            from ${from} where ${where} order by ${order}`,
        };
      case 'status':
        if (store!.table !== 'articles') return null;
        return {
          columns: [
            codeColumn,
            sheetColumn(
              'altra_status_iso',
              header(locale, resource, 'altra_status_iso'),
              'status',
              locale,
              resource,
            ),
            col('eos', 'day'),
            col('eom', 'day'),
            col('blocked', 'boolean'),
            col('retained', 'boolean'),
            col('alarm', 'boolean'),
            col('active', 'boolean'),
          ],
          statement: sql`select ${code} as code, t.altra_status_iso, t.eos::text as eos, t.eom::text as eom, t.blocked,
              t.retained, t.alarm, t.active
            from ${from} where ${where} order by ${order}`,
        };
      case 'types':
        if (store!.table !== 'articles') return null;
        return {
          columns: [codeColumn, col('type_code', 'code'), col('type_name')],
          statement: sql`select ${code} as code, ty.az_iso as type_code, ty.name as type_name
            from ${from} left join article_types ty on ty.id = t.article_type_id where ${where} order by ${order}`,
        };
    }
  }
}

const DIMENSIONS = [
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
];

/** Where an entity's attribute values are: its options' link table, or a family's attribute types. */
const ATTRIBUTE_LINKS: Readonly<Record<string, { table: string; owner: string } | 'family'>> = {
  articles: { table: 'article_attribute_options', owner: 'article_id' },
  products: { table: 'product_attribute_options', owner: 'product_id' },
  families: 'family',
};

/** The market's languages (the default of an export that names none), else every content language. */
async function marketLanguages(db: Queryable, marketId: number): Promise<string[]> {
  const found = await db.execute<{ languages: string[] }>(
    sql`select languages from markets where id = ${marketId}`,
  );
  const own = (found.rows[0]?.languages ?? []).filter((l) =>
    (CONTENT_LANGUAGES as readonly string[]).includes(l),
  );
  return own.length ? own : [...CONTENT_LANGUAGES];
}

/** The number of the entity's rows the export's filters select (its progress is measured in them). */
export async function countRows(db: Queryable, request: ExportRequest): Promise<number> {
  const target = exportTarget(request.family, request.entity, request.parts);
  const store = target && entityStore(target.entity);
  if (!store) return 0;
  const { context } = exportContext(store, request.filters, request.time_zone);
  const found = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(`${quoteIdent(store.table)} t`)} where ${listWhere(store, context)}`,
  );
  return found.rows[0]?.n ?? 0;
}

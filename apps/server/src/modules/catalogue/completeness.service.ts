import {
  type CompletenessInputs,
  type CompletenessMarket,
  completenessOf,
  type ItemKind,
  type Locale,
  type MarketCompleteness,
  missingInMarket,
  overallCompleteness,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Queryable, Row } from '../../platform/resources/resource-store.ts';

/**
 * Completeness on the server (the rule: packages/domain catalogue/completeness.ts). A save computes
 * it from what it writes, in its own transaction; the completeness job recomputes items whose
 * inputs changed elsewhere (completeness_pending). Lists read the stored number, never this code.
 */

/** What a save carries that the rule reads (an article or product body, or one loaded back). */
export interface ItemBody {
  name?: string | null;
  translations?: CompletenessInputs['translations'];
  markets_available?: number[];
  attribute_options?: number[];
  /** Articles. */
  product_id?: number;
  images?: string[];
  rates?: { market_id: number; valid_from: string }[];
  /** Products. */
  family_id?: number;
}

const ITEM_TABLES: Record<ItemKind, string> = { article: 'articles', product: 'products' };

/** The rule's inputs for one item: its own data plus its family's attribute types and today's date. */
export async function completenessInputs(
  db: Queryable,
  kind: ItemKind,
  body: ItemBody,
): Promise<CompletenessInputs> {
  return (await inputsOf(db, kind, [body]))[0]!;
}

/**
 * The rule's inputs for many items in one statement (a whole bulk update or the demo catalogue is a
 * few statements, not five per item).
 */
async function inputsOf(
  db: Queryable,
  kind: ItemKind,
  bodies: readonly ItemBody[],
): Promise<CompletenessInputs[]> {
  if (bodies.length === 0) return [];
  const given = bodies.map((body) => ({
    product_id: body.product_id ?? null,
    family_id: body.family_id ?? null,
    options: body.attribute_options ?? [],
  }));
  const family =
    kind === 'article'
      ? sql`(select p.family_id from products p where p.id = (e.item ->> 'product_id')::int)`
      : sql`(e.item ->> 'family_id')::int`;
  const facts = await db.execute<{ required: number[]; valued: number[]; today: string }>(sql`select
      coalesce((select array_agg(f.attribute_type_id order by f.attribute_type_id)
        from family_attribute_types f join attribute_types at on at.id = f.attribute_type_id
        where f.family_id = ${family} and ${kind} = any(at.applies_to)), '{}') as required,
      coalesce((select array_agg(distinct o.attribute_type_id) from attribute_options o
        where o.id in (select jsonb_array_elements_text(e.item -> 'options')::int)), '{}') as valued,
      to_char(current_date, 'YYYY-MM-DD') as today
    from jsonb_array_elements(${JSON.stringify(given)}::jsonb) with ordinality as e(item, n)
    order by e.n`);
  return bodies.map((body, index) => {
    const { required, valued, today } = facts.rows[index]!;
    return {
      kind,
      name: body.name,
      translations: body.translations ?? {},
      imageCount: body.images?.length ?? 0,
      requiredAttributeTypes: required,
      valuedAttributeTypes: valued,
      // ISO dates compare as text: a rate counts from its first day on.
      ratedMarkets: (body.rates ?? [])
        .filter((rate) => rate.valid_from <= today)
        .map((rate) => rate.market_id),
    };
  });
}

type MarketRow = CompletenessMarket & {
  name: string;
};

async function marketsOf(db: Queryable, ids: readonly number[]): Promise<MarketRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<MarketRow & Row>(sql`select id, name, languages from markets
    where id = any(${sql.param([...ids])}::int[]) order by id`);
  return result.rows;
}

/** The item's completeness in each of its available markets (or once, available nowhere). */
export async function computeCompleteness(
  db: Queryable,
  kind: ItemKind,
  body: ItemBody,
): Promise<MarketCompleteness[]> {
  return (await completenessOfItems(db, kind, [body]))[0]!;
}

/** `computeCompleteness` of many items, with the same few statements for all of them. */
async function completenessOfItems(
  db: Queryable,
  kind: ItemKind,
  bodies: readonly ItemBody[],
): Promise<MarketCompleteness[][]> {
  const inputs = await inputsOf(db, kind, bodies);
  const markets = await marketsOf(db, [...new Set(bodies.flatMap((body) => body.markets_available ?? []))]);
  return bodies.map((body, index) => {
    const available = body.markets_available ?? [];
    return completenessOf(
      inputs[index]!,
      markets.filter((market) => available.includes(market.id)),
    );
  });
}

/** Writes an item's completeness rows and its list column (market 0: available nowhere). */
export async function storeCompleteness(
  db: Queryable,
  kind: ItemKind,
  id: number,
  results: readonly MarketCompleteness[],
) {
  await storeCompletenessOf(db, kind, [{ id, results }]);
}

/** `storeCompleteness` of many items in three statements. */
async function storeCompletenessOf(
  db: Queryable,
  kind: ItemKind,
  items: readonly { id: number; results: readonly MarketCompleteness[] }[],
) {
  if (items.length === 0) return;
  const ids = items.map((item) => item.id);
  await db.execute(sql`delete from catalogue_completeness
    where item_kind = ${kind} and item_id = any(${sql.param(ids)}::int[])`);
  const rows = items.flatMap(({ id, results }) =>
    results.map((result) => ({
      item_id: id,
      market_id: result.market_id ?? 0,
      percent: result.percent,
      languages: result.languages,
      missing: result.missing,
    })),
  );
  await db.execute(sql`insert into catalogue_completeness (item_kind, item_id, market_id, percent, languages, missing)
    select ${kind}, r.item_id, r.market_id, r.percent, r.languages, r.missing
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(item_id int, market_id int, percent smallint, languages jsonb, missing jsonb)`);
  await db.execute(sql`update ${sql.raw(ITEM_TABLES[kind])} t set completeness = v.completeness
    from unnest(${sql.param(ids)}::int[], ${sql.param(items.map((item) => overallCompleteness(item.results)))}::int[])
      as v(id, completeness)
    where t.id = v.id`);
}

/**
 * Activation below 100% is refused (issue 13): per market newly made active where the item lacks
 * something, one message in the caller's language naming what is missing.
 */
export async function activationProblems(
  db: Queryable,
  body: ItemBody & { markets_active?: number[] },
  previouslyActive: readonly number[],
  locale: Locale,
): Promise<string[]> {
  const added = (body.markets_active ?? []).filter((market) => !previouslyActive.includes(market));
  if (added.length === 0) return [];
  const inputs = await completenessInputs(db, 'article', body);
  const markets = await marketsOf(db, added);
  const short = completenessOf(inputs, markets).filter((result) => result.percent < 100);
  if (short.length === 0) return [];
  const names = await attributeNames(db, inputs.requiredAttributeTypes, locale);
  return short.map((result) => {
    const market = markets.find((m) => m.id === result.market_id)!;
    return missingInMarket(market.name, result.missing, locale, names);
  });
}

/** Attribute types by their name in `locale` (their description when it has no translation). */
async function attributeNames(db: Queryable, ids: readonly number[], locale: Locale) {
  if (ids.length === 0) return {};
  const result = await db.execute<{ id: number; name: string }>(sql`select id,
      coalesce(nullif(translations -> ${locale} ->> 'name', ''), description) as name
    from attribute_types where id = any(${sql.param([...ids])}::int[])`);
  return Object.fromEntries(result.rows.map((row) => [row.id, row.name]));
}

/** Items as the rule reads them, loaded back from the database (the job). */
export async function loadItems(
  db: Queryable,
  kind: ItemKind,
  ids: readonly number[],
): Promise<(ItemBody & Row)[]> {
  if (kind === 'product') {
    const result = await db.execute<ItemBody & Row>(sql`select p.id, p.name, p.translations,
        p.markets_available, p.family_id,
        coalesce((select array_agg(o.attribute_option_id) from product_attribute_options o
          where o.product_id = p.id), '{}') as attribute_options
      from products p where p.id = any(${sql.param([...ids])}::int[])`);
    return result.rows;
  }
  const result = await db.execute<ItemBody & Row>(sql`select a.id, a.name, a.translations,
      a.markets_available, a.product_id,
      coalesce((select array_agg(o.attribute_option_id) from article_attribute_options o
        where o.article_id = a.id), '{}') as attribute_options,
      coalesce((select array_agg(i.url) from article_images i where i.article_id = a.id), '{}') as images,
      coalesce((select json_agg(json_build_object('market_id', r.market_id,
          'valid_from', to_char(r.valid_from, 'YYYY-MM-DD')))
        from article_rates r where r.article_id = a.id), '[]') as rates
    from articles a where a.id = any(${sql.param([...ids])}::int[])`);
  return result.rows;
}

/** Recomputes and stores the completeness of the given items (a few statements for all of them). */
export async function recomputeCompleteness(db: Queryable, kind: ItemKind, ids: readonly number[]) {
  const items = await loadItems(db, kind, ids);
  const results = await completenessOfItems(db, kind, items);
  await storeCompletenessOf(
    db,
    kind,
    items.map((item, index) => ({ id: item.id as number, results: results[index]! })),
  );
}

/**
 * The record's per-market completeness for the form's panel, with the names of the missing attribute
 * types (`recordComputed`: never in lists).
 */
export const completenessDetail = (kind: ItemKind) => `(select coalesce(json_agg(json_build_object(
    'market_id', nullif(c.market_id, 0), 'percent', c.percent, 'languages', c.languages, 'missing', c.missing,
    'attribute_names', (select coalesce(json_object_agg(at.id, at.description), '{}') from attribute_types at
      where at.id in (select (m ->> 'attributeTypeId')::int from jsonb_array_elements(c.missing) m)))
    order by c.market_id), '[]')
  from catalogue_completeness c where c.item_kind = '${kind}' and c.item_id = t.id)`;

/**
 * Bulk updates obey the activation rule (issue 13): of the markets an article gains as active, those
 * where it would be below 100% (with its markets after the change) are left inactive.
 */
export async function completeActivations<
  T extends { id: number; markets_available: number[]; markets_active: number[] },
>(db: Queryable, changes: { before: T; after: T }[]): Promise<{ before: T; after: T }[]> {
  const gaining = changes.filter(({ before, after }) =>
    after.markets_active.some((market) => !before.markets_active.includes(market)),
  );
  if (gaining.length === 0) return changes;
  const items = new Map(
    (
      await loadItems(
        db,
        'article',
        gaining.map(({ after }) => after.id),
      )
    ).map((item) => [item.id, item]),
  );
  const result: { before: T; after: T }[] = [];
  for (const change of changes) {
    const item = items.get(change.after.id);
    if (!item) {
      result.push(change);
      continue;
    }
    const inMarkets = await computeCompleteness(db, 'article', {
      ...item,
      markets_available: change.after.markets_available,
    });
    const complete = new Set(inMarkets.filter((r) => r.percent === 100).map((r) => r.market_id));
    const markets_active = change.after.markets_active.filter(
      (market) => change.before.markets_active.includes(market) || complete.has(market),
    );
    result.push({ ...change, after: { ...change.after, markets_active } });
  }
  return result;
}

import { sql } from 'drizzle-orm';
import type { Queryable } from '../resource-store.ts';

/**
 * A trigram held by more than this share of a column's rows is common: its posting tree in the
 * trigram index is read for nothing. Codes of one kind share their first letters ("PK" on 300,000
 * shipments: "pk0" in every identifier, "k00" in a third), and asking the index for those trigrams
 * cost 3.5 of the 4.7 ms a search "PK00012" took there; the term's other trigrams found the same
 * 116 candidates in 0.9 ms.
 */
const COMMON_SHARE = 0.2;
/** Pages sampled per column (about 5,000 rows of short codes): enough to tell a trigram in 20% of rows. */
const SAMPLED_PAGES = 100;
/** Sampled again this often: a table's codes change slowly; stale figures only cost time, never rows. */
const REFRESH_MS = 60 * 60 * 1000;

/** The common trigrams of each trigram-indexed column, by `table.column`, read by `loadCommonTrigrams`. */
let commonTrigrams = new Map<string, ReadonlySet<string>>();

/** No common trigrams: every trigram of a term is asked for. */
export const NO_TRIGRAMS: ReadonlySet<string> = new Set();

/** The common trigrams of `table.column` (none where the column has no trigram index or is not sampled yet). */
export const commonTrigramsOf = (table: string, column: string): ReadonlySet<string> =>
  commonTrigrams.get(`${table}.${column}`) ?? NO_TRIGRAMS;

/**
 * Samples every column of the public tables with a trigram (GIN) index for its common trigrams, in
 * one statement. Only trigrams without padding count: a search's pattern asks for no other.
 */
export async function loadCommonTrigrams(db: Queryable) {
  const indexed = await db.execute<{ table: string; column: string; pages: number }>(sql`
    select distinct c.relname as "table", a.attname as "column", c.relpages as pages
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
    join pg_am am on am.oid = ic.relam
    join pg_opclass oc on oc.oid = i.indclass[0]
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    where am.amname = 'gin' and oc.opcname = 'gin_trgm_ops' and i.indnkeyatts = 1
      and c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`);
  if (!indexed.rows.length) return;
  const samples = indexed.rows.map(({ table, column, pages }) => {
    const percent = Math.min(100, (100 * SAMPLED_PAGES) / Math.max(pages, 1));
    return sql`(with s as materialized (select show_trgm(x.v::text) as g from (select ${sql.identifier(column)} as v
        from ${sql.identifier(table)} tablesample system (${sql.raw(String(percent))})) x)
      select ${`${table}.${column}`}::text as key, t as trigram from s, unnest(s.g) t
      where strpos(t, ' ') = 0
      group by t having count(*) > ${sql.raw(String(COMMON_SHARE))} * (select count(*) from s))`;
  });
  // The digit grams of each search text (`search_digit_grams`, migration 0049), by `table.#grams`:
  // a shipment code's "pk00" is in every row, and asking the index for it cost 1.5 of a search's 1.8 ms.
  const grams = indexed.rows
    .filter(({ column }) => column === 'search_text')
    .map(({ table, pages }) => {
      const percent = Math.min(100, (100 * SAMPLED_PAGES) / Math.max(pages, 1));
      return sql`(with s as materialized (select array(select distinct g from unnest(search_digit_grams(x.search_text)) g) as g
          from ${sql.identifier(table)} x tablesample system (${sql.raw(String(percent))}))
        select ${`${table}.${GRAMS}`}::text as key, t as trigram from s, unnest(s.g) t
        group by t having count(*) > ${sql.raw(String(COMMON_SHARE))} * (select count(*) from s))`;
    });
  const result = await db.execute<{ key: string; trigram: string }>(
    sql.join([...samples, ...grams], sql` union all `),
  );
  const found = new Map<string, Set<string>>();
  for (const { key, trigram } of result.rows) found.set(key, (found.get(key) ?? new Set()).add(trigram));
  commonTrigrams = found;
}

/** The key of a table's common digit grams in `commonTrigrams`. */
const GRAMS = '#grams';

/** The common digit grams of `table`'s search text (none until sampled). */
export const commonGramsOf = (table: string): ReadonlySet<string> =>
  commonTrigrams.get(`${table}.${GRAMS}`) ?? NO_TRIGRAMS;

/**
 * Samples the common trigrams now, in the background (until then searches ask for every trigram, as
 * before), and again every REFRESH_MS; `stop` ends it. A failed sample keeps the last figures: searches
 * stay exact either way.
 */
export function keepCommonTrigrams(db: Queryable, onError: (error: unknown) => void) {
  const sample = () => void loadCommonTrigrams(db).catch(onError);
  sample();
  const timer = setInterval(sample, REFRESH_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * The pieces of a typed word worth asking a trigram index for: its stretches of three characters or
 * more whose trigrams are not `common`, merged where they overlap (a like pattern's pieces match apart).
 * A word shorter than three characters has none; so has a word of only common trigrams.
 */
export function selectivePieces(word: string, common: ReadonlySet<string>): string[] {
  const chars = [...word];
  const lower = [...word.toLowerCase()];
  if (lower.length !== chars.length) return chars.length >= 3 ? [word] : [];
  const spans: [number, number][] = [];
  for (let start = 0; start + 3 <= chars.length; start++) {
    if (common.has(lower.slice(start, start + 3).join(''))) continue;
    const last = spans.at(-1);
    if (last && start < last[1]) last[1] = start + 3;
    else spans.push([start, start + 3]);
  }
  return spans.map(([start, end]) => chars.slice(start, end).join(''));
}

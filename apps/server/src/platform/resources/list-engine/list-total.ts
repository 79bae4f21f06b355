import type { ListContext } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../resource-store.ts';
import { fromTable } from './columns-sql.ts';
import { countedTotal } from './counted-totals.ts';
import { partitionFilterTotal } from './partition-counts.ts';
import { searchWordsTotal } from './search-words.ts';

/**
 * The statement of a list's total (`total`, and for some `words` or `partitionValues` the page is
 * then found with), by the first of these that applies:
 * 1. no condition: the table's row count kept by triggers (migration 0005_row-counts);
 * 2. only the store's scope: its `scopeTotal` (counters by partition, migration 0016);
 * 3. conditions reading only the store's `countedColumns`: their counters (`counted-totals.ts`);
 * 4. a search for one word: its words' postings (`search-words.ts`);
 * 5. one value of a `partitionFilters` filter: its counters, with the values (`partition-counts.ts`);
 * 6. anything else: an exact count(*) of the matching rows (`cheap` false).
 * `countFirst`: its count also gives the values its page is found with (5): read it first.
 */
export function listTotal(
  store: ResourceStore,
  context: ListContext,
  conditions: SQL[],
): { count: SQL; cheap: boolean; countFirst: boolean } {
  const from = fromTable(store);
  if (!conditions.length) {
    const count = sql`select coalesce((select sum(delta) from row_counts where table_name = ${store.table}),
        (select count(*) from ${from}))::int as total`;
    return { count, cheap: true, countFirst: false };
  }
  // The scope is the first condition (listConditions); a scope of null adds none.
  if (conditions.length === 1 && store.hooks?.scopeTotal && store.hooks.listScope?.())
    return { count: sql`select (${store.hooks.scopeTotal()})::int as total`, cheap: true, countFirst: false };
  const where = sql.join([sql`true`, ...conditions], sql` and `);
  const partitioned = partitionFilterTotal(store, context);
  const counted = countedTotal(store, context, where) ?? searchWordsTotal(store, context) ?? partitioned;
  return {
    count: counted ?? sql`select count(*)::int as total from ${from} where ${where}`,
    cheap: counted !== null,
    countFirst: counted !== null && counted === partitioned,
  };
}

import { type SQL, sql } from 'drizzle-orm';

/**
 * The rows of `table` whose `column` holds one of `values` (a one-column select), from the counters
 * that migration 0017's triggers keep per value (`row_counts_track_partitions(table, column)` must
 * have been run for that pair): exact under MVCC, whatever the number of rows.
 */
export const partitionTotal = (table: string, column: string, values: SQL): SQL =>
  sql`coalesce((select sum(delta) from row_counts where table_name = any(array(
    select ${`${table}.${column}=`} || v.value::text from (${values}) as v(value)))), 0)`;

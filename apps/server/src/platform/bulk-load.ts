import { type SQL, sql } from 'drizzle-orm';

/** A drizzle database or transaction (or `drizzle(client)` over a bare pg client, as the bench has). */
interface Executor {
  execute: (query: SQL) => Promise<{ rows: unknown[] }>;
}

/**
 * Triggers that keep derived data (row counts, counts per partition and per week, the search words'
 * postings, the products' article counts) and whose work can be redone at once for a whole table by a
 * reset function (migrations 0005, 0017, 0036, 0041, 0047, 0051). Each runs once per statement: a load
 * of many small statements (the demo seed) spends most of its time in them. Other triggers (change
 * versions, completeness, workflow clean-up) are never suspended.
 */
const RECOUNTABLE_TRIGGERS = [
  'row_counts_track',
  'row_counts_track_partition',
  'row_count_weeks_track',
  'search_postings_track',
  'products_count_articles',
] as const;

interface Suspended {
  table: string;
  triggers: string[];
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The tables' derived data worked out again from their rows: what `loadInBulk`
 * leaves to do, and what a load with every trigger bypassed (session_replication_role = replica,
 * the bench's) must do for the tables it filled.
 */
export async function recountDerived(db: Executor, tables: readonly string[]) {
  if (tables.length === 0) return;
  const names = sql.param(tables);
  await db.execute(sql`select row_counts_reset_all(c.oid) from pg_class c
    where to_regproc('row_counts_reset_all') is not null and c.relnamespace = 'public'::regnamespace
      and c.relname = any(${names}::text[])`);
  if (tables.includes('articles') || tables.includes('products')) {
    await db.execute(sql`select products_count_articles_reset()
      where to_regproc('products_count_articles_reset') is not null`);
  }
  await db.execute(sql`select search_postings_reset(s.source::regclass) from search_sources s
    join pg_class c on c.oid = s.source where c.relname = any(${names}::text[])`);
}

/**
 * The GIN indexes (searched words, trigrams, digit grams: dozens of entries per row) that are kept
 * without a pending list (fastupdate off, for the lists' reads): each row written updates them at once.
 */
async function immediateGinIndexes(db: Executor): Promise<string[]> {
  const found = await db.execute(sql`
    select i.indexrelid::regclass::text as name
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
      join pg_am am on am.oid = ic.relam
    where c.relnamespace = 'public'::regnamespace and am.amname = 'gin'
      and coalesce(ic.reloptions, '{}') @> '{fastupdate=false}'
    order by 1`);
  return (found.rows as { name: string }[]).map((row) => row.name);
}

/**
 * Runs `load` inside the caller's transaction as a bulk load: the recountable triggers of every
 * table disabled and the immediate GIN indexes given a pending list; then the pending entries merged
 * into the indexes at once, the lists taken away, the triggers enabled and the tables recounted once:
 * a few statements per table instead of thousands. All of it by ALTER TABLE / ALTER INDEX in this
 * transaction: no other session ever sees a trigger off (its writes to these tables wait for the
 * commit), and a failure anywhere rolls the load and the switches back together. Foreign keys,
 * unique indexes and every other trigger (change versions, completeness, workflow clean-up) stay on.
 * Needs the tables' owner (who migrates); meant for a first load of small tables, since it redoes
 * every table's counts and words.
 */
export async function loadInBulk<T>(tx: Executor, load: () => Promise<T>): Promise<T> {
  const found = await tx.execute(sql`
    select c.relname as "table", array_agg(t.tgname::text order by t.tgname) as triggers
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and t.tgenabled <> 'D' and c.relnamespace = 'public'::regnamespace
      and p.proname = any(${sql.param([...RECOUNTABLE_TRIGGERS])}::text[])
    group by c.relname order by c.relname`);
  const suspended = found.rows as Suspended[];
  const alter = (action: 'disable' | 'enable') =>
    suspended
      .map(
        ({ table, triggers }) =>
          `alter table ${quoteIdent(table)} ${triggers.map((t) => `${action} trigger ${quoteIdent(t)}`).join(', ')};`,
      )
      .join('\n');
  const indexes = await immediateGinIndexes(tx);
  const pendingLists = (on: boolean) =>
    sql.raw(indexes.map((name) => `alter index ${name} set (fastupdate = ${on ? 'on' : 'off'});`).join('\n'));
  if (suspended.length > 0) await tx.execute(sql.raw(alter('disable')));
  if (indexes.length > 0) await tx.execute(pendingLists(true));
  const result = await load();
  if (indexes.length > 0) {
    await tx.execute(
      sql.raw(
        indexes.map((name) => `select gin_clean_pending_list(${quoteLiteral(name)}::regclass);`).join('\n'),
      ),
    );
    await tx.execute(pendingLists(false));
  }
  if (suspended.length > 0) {
    await tx.execute(sql.raw(alter('enable')));
    await recountDerived(
      tx,
      suspended.map((s) => s.table),
    );
  }
  return result;
}

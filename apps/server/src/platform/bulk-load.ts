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
 * counts, completeness, workflow clean-up) are not recounted: see CHANGE_COUNTING_TRIGGERS.
 */
const RECOUNTABLE_TRIGGERS = [
  'row_counts_track',
  'row_counts_track_partition',
  'row_count_weeks_track',
  'search_postings_track',
  'products_count_articles',
] as const;

/**
 * Triggers that count a table's changes for the list memory of every process (migration 0053), once
 * per statement. In a bulk load nobody reads the tables until the commit, so one count per table
 * after the load says the same.
 */
const CHANGE_COUNTING_TRIGGERS = ['notify_list_change', 'notify_list_update'] as const;

interface Suspended {
  table: string;
  triggers: string[];
  /** Has triggers of RECOUNTABLE_TRIGGERS (else only change-counting ones). */
  recountable: boolean;
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

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * The foreign keys of every table, taken off for the load and put back after it, as pg_restore does:
 * checked row by row they cost most of a load of small statements (two keys doubled a 7,500-line
 * insert's time tenfold), put back they check every row at once, and refuse the load if one lacks
 * its parent.
 */
async function takeOffForeignKeys(tx: Executor): Promise<() => Promise<void>> {
  const found = await tx.execute(sql`select conrelid::regclass::text as "table", conname as name,
      pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by 1, 2`);
  const keys = found.rows as ForeignKey[];
  if (keys.length === 0) return async () => {};
  await tx.execute(
    sql.raw(
      keys.map((key) => `alter table ${key.table} drop constraint ${quoteIdent(key.name)};`).join('\n'),
    ),
  );
  return async () => {
    await tx.execute(
      sql.raw(
        keys
          .map((key) => `alter table ${key.table} add constraint ${quoteIdent(key.name)} ${key.definition};`)
          .join('\n'),
      ),
    );
  };
}

/**
 * Runs `load` inside the caller's transaction as a bulk load: the recountable triggers of every
 * table disabled and the immediate GIN indexes given a pending list; then the pending entries merged
 * into the indexes at once, the lists taken away, the triggers enabled and the tables recounted once:
 * a few statements per table instead of thousands. All of it by ALTER TABLE / ALTER INDEX in this
 * transaction: no other session ever sees a trigger off (its writes to these tables wait for the
 * commit), and a failure anywhere rolls the load and the switches back together. Foreign keys are
 * taken off and put back (checked once, see takeOffForeignKeys); unique indexes and every other
 * trigger (completeness, workflow clean-up) stay on; the change counts of list memory are bumped once
 * per table at the end.
 * Needs the tables' owner (who migrates); meant for a first load of small tables, since it redoes
 * every table's counts and words.
 */
export async function loadInBulk<T>(tx: Executor, load: () => Promise<T>): Promise<T> {
  const found = await tx.execute(sql`
    select c.relname as "table", array_agg(t.tgname::text order by t.tgname) as triggers,
      bool_or(p.proname = any(${sql.param([...RECOUNTABLE_TRIGGERS])}::text[])) as recountable
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and t.tgenabled <> 'D' and c.relnamespace = 'public'::regnamespace
      and p.proname = any(${sql.param([...RECOUNTABLE_TRIGGERS, ...CHANGE_COUNTING_TRIGGERS])}::text[])
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
  const putBackForeignKeys = await takeOffForeignKeys(tx);
  const result = await load();
  await putBackForeignKeys();
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
      suspended.filter((s) => s.recountable).map((s) => s.table),
    );
    const tables = suspended.map((s) => s.table);
    await tx.execute(sql`select change_versions_bump(t, array['', '*'])
      from unnest(${sql.param(tables)}::text[]) t`);
  }
  return result;
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userStores } from '../modules/access/users.store.ts';
import { returnsStore } from '../modules/aftersales/returns.store.ts';
import { technicalAssistancesStore } from '../modules/assistance/assistance.stores.ts';
import { articleStore } from '../modules/catalogue/articles.store.ts';
import { productStore } from '../modules/catalogue/products.store.ts';
import { notificationStore } from '../modules/communication/communication.stores.ts';
import { companyStore } from '../modules/customers/companies.store.ts';
import { logStore } from '../modules/logs/logs.stores.ts';
import { amazonAsinStore } from '../modules/marketplace/marketplace.stores.ts';
import { orderStore } from '../modules/orders/orders.store.ts';
import { renewalPlansStore } from '../modules/renewals/renewals.store.ts';
import { shipmentsStore } from '../modules/shipments/shipments.store.ts';
import { ticketStore } from '../modules/tickets/tickets.store.ts';
import { tpvOperationStore } from '../modules/tpv/tpv.stores.ts';
import { warrantiesStore } from '../modules/warranties/warranties.store.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A GIN index with a pending list (PostgreSQL's default) makes every search read that whole list, up
 * to 4 MB of the writes since the last vacuum: a busy back-office's searches slowed down all day
 * (migration 0038). An index added later must be altered the same way in its migration.
 */
it('every GIN index takes writes at once (fastupdate off)', async () => {
  const indexes = await t.db.execute<{ name: string; options: string[] | null }>(sql`
    select c.relname as name, c.reloptions as options from pg_class c
    join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
    where a.amname = 'gin' and c.relkind = 'i' and n.nspname = current_schema()`);
  expect(indexes.rows.length).toBeGreaterThan(25);
  // Drizzle writes `fastupdate=false` (`.with({ fastupdate: false })`), an ALTER INDEX `fastupdate=off`.
  const takesWritesAtOnce = (options: string[] | null) =>
    Boolean(options?.includes('fastupdate=off') || options?.includes('fastupdate=false'));
  const pending = indexes.rows.filter((index) => !takesWritesAtOnce(index.options));
  expect(pending.map((index) => index.name)).toEqual([]);
});

/**
 * A store searched through its search text (ResourceStore.searchText) must have that column made of
 * its definition's search columns in their order: a column added to `search` later and missing from
 * the generated column would silently never be found.
 */
it('every search text is generated from its definition’s search columns', async () => {
  const stores = [
    ticketStore,
    returnsStore,
    warrantiesStore,
    ...Object.values(userStores(t.ctx)),
    companyStore,
    orderStore,
    articleStore,
    productStore,
    renewalPlansStore,
    shipmentsStore,
    technicalAssistancesStore,
    amazonAsinStore,
    notificationStore,
    tpvOperationStore,
    logStore,
  ];
  for (const store of stores) expect(store.searchText).toBe(true);
  const generated = await t.db.execute<{ table: string; expression: string }>(sql`
    select table_name as table, generation_expression as expression from information_schema.columns
    where column_name = 'search_text' and table_schema = current_schema() order by table_name`);
  expect(generated.rows.map((row) => row.table)).toEqual(
    [...new Set(stores.map((store) => store.table))].sort(),
  );
  for (const store of stores) {
    const expression = generated.rows.find((row) => row.table === store.table)!.expression;
    const columns = [...expression.matchAll(/COALESCE\(\(?(\w+)/gi)].map((match) => match[1]);
    expect(columns).toEqual(store.definition.search);
  }
});

/**
 * A code typed in a search is looked for by its digit grams (`searchTextContains`): a search text
 * without their index would be read whole for every such search.
 */
it('every search text has its digit grams index', async () => {
  const missing = await t.db.execute<{ table: string }>(sql`
    select c.table_name as table from information_schema.columns c
    where c.column_name = 'search_text' and c.table_schema = current_schema()
      and not exists (select 1 from pg_indexes i where i.schemaname = c.table_schema
        and i.tablename = c.table_name and i.indexdef like '%search_digit_grams(search_text)%')`);
  expect(missing.rows).toEqual([]);
});

/**
 * A foreign key without an index leading with its columns makes every delete of a parent row read the
 * whole child table (an article's delete read the 200,000 articles twice, for its replacement and
 * substitute references: 0.8 s). A key added later needs its index in the same migration.
 */
it('every foreign key has an index leading with its columns', async () => {
  const unindexed = await t.db.execute<{ key: string }>(sql`
    select c.conrelid::regclass || '.' || c.conname as key from pg_constraint c
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_index i where i.indrelid = c.conrelid
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)
    order by 1`);
  expect(unindexed.rows.map((row) => row.key)).toEqual([]);
});

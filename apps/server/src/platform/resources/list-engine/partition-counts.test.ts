import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalUserStore } from '../../../modules/access/users.store.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readContext } from './list-context.ts';
import { readListPage } from './read-list-page.ts';

/**
 * A scoped list's total comes from counters kept per profile (migration 0017), and its deep pages
 * are picked from the list's end: both must answer exactly what count(*) and a plain OFFSET would,
 * whatever writes moved rows in and out of the scope.
 */
const EXTERNAL = '/api/mslogin.v1/admin/external-users';
const list = (context: object) => `${EXTERNAL}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;

const externalCount = async () => {
  const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users
    where profile_id in (select id from profiles where az_iso in ('PROFESSIONAL', 'FINAL'))`);
  return rows.rows[0]!.n;
};
const listed = async (context: object = {}) => {
  const res = await t.request({ method: 'GET', url: list({ currentPage: 1, ...context }), token: admin });
  expect(res.statusCode).toBe(200);
  return res.json().users as { total: number; data: { id: number }[] };
};
/**
 * The whole list in one read of the list engine (`currentPage: -1`, which its HTTP route answers
 * only for the lists read whole): the reference each page is a slice of.
 */
const wholeList = async (raw: object) => {
  const { context } = readContext(externalUserStore, JSON.stringify({ ...raw, currentPage: -1 }));
  return readListPage({ db: t.db }, externalUserStore, context);
};
const profile = (azIso: string) => sql`(select id from profiles where az_iso = ${azIso})`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // Ties on created_at (every third row) so pages must break them by id, as the list promises.
  await t.db.execute(sql`insert into users (email, name, surname, username, status, type, market, profile_id, created_at)
    select 'part' || n || '@clientes.example.org', 'Cliente ' || n, 'Apellido ' || (n % 7),
      'part' || n, 'active', case when n % 3 = 0 then 'FINAL' else 'PRO' end, (array['ES', 'PT'])[1 + n % 2],
      case when n % 3 = 0 then ${profile('FINAL')} else ${profile('PROFESSIONAL')} end,
      case when n % 3 = 0 then timestamptz '2025-01-01' else now() - (n || ' minutes')::interval end
    from generate_series(1, 70) n`);
});
afterAll(() => t.close());

describe('counters by profile', () => {
  it('equal count(*) after inserts, deletes, moves between profiles and rolled-back writes', async () => {
    expect((await listed()).total).toBe(await externalCount());
    await t.db.execute(
      sql`delete from users where email in ('part1@clientes.example.org', 'part2@clientes.example.org')`,
    );
    // A customer made staff leaves the external list; a staff member made customer joins it.
    await t.db.execute(
      sql`update users set profile_id = ${profile('INTERNAL')} where email = 'part4@clientes.example.org'`,
    );
    await t.db.execute(sql`update users set profile_id = ${profile('FINAL')}, type = 'FINAL'
      where email = (select email from users where profile_id = ${profile('INTERNAL')} order by id desc limit 1)`);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update users set profile_id = ${profile('INTERNAL')} where email like 'part1_@clientes.example.org'`,
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await listed()).total).toBe(await externalCount());
  });

  it('stay exact under concurrent writers', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.db
          .transaction(async (tx) => {
            await tx.execute(sql`insert into users (email, name, surname, username, status, type, profile_id)
              values (${`race${i}@clientes.example.org`}, 'Race', 'Carrera', ${`race${i}`}, 'active', 'PRO', ${profile('PROFESSIONAL')})`);
            if (i % 4 === 0) throw new Error('roll back');
          })
          .catch(() => {}),
      ),
    );
    expect((await listed()).total).toBe(await externalCount());
  });

  it('count a type and market by their own counters, not by the scope', async () => {
    const proInPortugal = async () =>
      (
        await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users
          where profile_id in (select id from profiles where az_iso in ('PROFESSIONAL', 'FINAL')) and type = 'PRO' and market = 'PT'`)
      ).rows[0]!.n;
    expect((await listed({ filter: { type: 'pro', market: 'pt' } })).total).toBe(await proInPortugal());
    await t.db.execute(sql`update users set market = 'PT' where email like 'part1_@clientes.example.org'`);
    await t.db.execute(sql`update users set market = 'ES' where email = 'part5@clientes.example.org'`);
    expect((await listed({ filter: { type: 'pro', market: 'pt' } })).total).toBe(await proInPortugal());
  });
});

describe('deep pages picked from the end', () => {
  it.each([
    { sortBy: '' },
    { sortBy: 'created_at' },
    { sortBy: '-surname,name' },
    { sortBy: 'surname', filter: { type: 'FINAL' } },
  ])('give the same rows as slicing the whole list ($sortBy)', async (context) => {
    const all = await wholeList(context);
    const ids = all.data.map((r) => r.id);
    const pages = Math.ceil(ids.length / 10);
    for (const page of [1, 2, Math.ceil(pages / 2), pages - 1, pages, pages + 1]) {
      const body = await listed({ ...context, currentPage: page, perPage: 10 });
      expect(body.total).toBe(ids.length);
      expect(
        body.data.map((r) => r.id),
        `page ${page}`,
      ).toEqual(ids.slice((page - 1) * 10, page * 10));
    }
  });
});

/**
 * The article list filtered by its product's name or code reads its total from each product's article
 * count (ResourceStore.partitionFilters, migration 0047): it must equal count(*) whatever moved articles
 * between products, and only a list filtered by that alone is counted so.
 */
describe('articles counted per product', () => {
  const ARTICLES = '/api/msproduct.v1/admin/articles';
  const articles = async (filter: Record<string, string>, currentPage = 1) => {
    const context = { currentPage, perPage: 10, filter };
    const url = `${ARTICLES}?context=${encodeURIComponent(JSON.stringify(context))}`;
    const res = await t.request({ method: 'GET', url, token: admin });
    expect(res.statusCode).toBe(200);
    return res.json().articles as { total: number; data: { az_iso: string }[] };
  };
  const counted = async (pattern: string) => {
    const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from articles
      where product_id in (select id from products where name ilike ${pattern} or az_iso ilike ${pattern})`);
    return rows.rows[0]!.n;
  };

  it('equal count(*) after inserts, deletes and articles moved to another product', async () => {
    await t.db.execute(sql`insert into products (az_iso, name, family_id)
      select v.az_iso, v.name, (select family_id from products order by id limit 1) from (values
        ('CIERZO-P1', 'Cierzo split'), ('CIERZO-P2', 'Cierzo multi'), ('GREGAL-P1', 'Gregal cassette')) v(az_iso, name)`);
    await t.db.execute(sql`insert into articles (az_iso, name, product_id)
      select 'CZ-ART-' || n, 'Unidad ' || n,
        (select id from products where az_iso = (array['CIERZO-P1', 'CIERZO-P2', 'GREGAL-P1'])[1 + n % 3])
      from generate_series(1, 45) n`);
    expect((await articles({ product: 'cierzo' })).total).toBe(30);
    await t.db.execute(sql`delete from articles where az_iso in ('CZ-ART-1', 'CZ-ART-3')`);
    await t.db.execute(sql`update articles set product_id = (select id from products where az_iso = 'GREGAL-P1')
      where az_iso in ('CZ-ART-4', 'CZ-ART-5')`);
    // An update that moves nothing, and one that moves articles both ways in one statement.
    await t.db.execute(sql`update articles set name = name || ' bis' where az_iso like 'CZ-ART-1%'`);
    await t.db.execute(sql`update articles set product_id = case
        when product_id = (select id from products where az_iso = 'CIERZO-P1')
          then (select id from products where az_iso = 'CIERZO-P2')
        else (select id from products where az_iso = 'CIERZO-P1') end
      where az_iso in ('CZ-ART-6', 'CZ-ART-7', 'CZ-ART-8', 'CZ-ART-10')`);
    for (const pattern of ['cierzo', 'gregal', 'CIERZO-P2', 'split']) {
      expect((await articles({ product: pattern })).total, pattern).toBe(await counted(`%${pattern}%`));
    }
    // Every product's own count, the list column, is its articles'.
    const wrongCounts = sql`select p.az_iso, p.article_count from products p
      where p.article_count <> (select count(*) from articles a where a.product_id = p.id)`;
    const wrong = await t.db.execute(wrongCounts);
    expect(wrong.rows).toEqual([]);
    // A load that bypassed the triggers (the bench's) recounts them all.
    await t.db.execute(sql`update products set article_count = 99 where az_iso = 'GREGAL-P1'`);
    await t.db.execute(sql`select products_count_articles_reset()`);
    expect((await t.db.execute(wrongCounts)).rows).toEqual([]);
    // Each page holds the rows of the products found, in the list's order (paged with their ids).
    const inOrder = await t.db.execute<{ az_iso: string }>(sql`select a.az_iso from articles a
      where a.product_id in (select id from products where name ilike '%cierzo%' or az_iso ilike '%cierzo%')
      order by a.name, a.id`);
    const paged: string[] = [];
    for (const currentPage of [1, 2, 3]) {
      const context = { currentPage, perPage: 10, filter: { product: 'cierzo' }, sortBy: 'name' };
      const res = await t.request({
        method: 'GET',
        url: `${ARTICLES}?context=${encodeURIComponent(JSON.stringify(context))}`,
        token: admin,
      });
      paged.push(...(res.json().articles.data as { az_iso: string }[]).map((a) => a.az_iso));
    }
    expect(paged).toEqual(inOrder.rows.map((r) => r.az_iso));
    // The last page ends the list: the total and the rows agree.
    const last = await articles({ product: 'cierzo' }, 3);
    expect(last.data).toHaveLength((await counted('%cierzo%')) - 20);
    // With a second filter the total is a count of the rows.
    expect((await articles({ product: 'cierzo', name: 'Unidad 1' })).total).toBe(
      (
        await t.db.execute<{ n: number }>(sql`select count(*)::int as n from articles
          where name ilike '%Unidad 1%' and product_id in (select id from products where name ilike '%cierzo%')`)
      ).rows[0]!.n,
    );
  });

  it('counts the product filter from the counters, not the articles', async () => {
    const { articleStore } = await import('../../../modules/catalogue/articles.store.ts');
    const { listStatements } = await import('./list-statements.ts');
    const { PgDialect } = await import('drizzle-orm/pg-core');
    const statements = (filter: Record<string, string>) =>
      new PgDialect().sqlToQuery(
        listStatements(articleStore, { currentPage: 1, perPage: 10, filter } as never, [
          { key: 'created_at', desc: true },
        ]).count,
      ).sql;
    expect(statements({ product: 'cierzo' })).toContain('sum(c.n)');
    expect(statements({ product: 'cierzo', name: 'x' })).toMatch(/^select count\(\*\)/);
  });
});

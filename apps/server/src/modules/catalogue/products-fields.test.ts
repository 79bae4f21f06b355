import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Every field of a product (spec section 3, issue 13). */

let t: TestApp;
let admin: string;
let familyId: number;
let productIds: number[];
let categoryIds: number[];
let manufacturerIds: number[];
let mediaResourceId: number;
let productOption: number;
const BASE = '/api/msproduct.v1/admin/products';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  const ids = async (query: ReturnType<typeof sql>) =>
    (await t.db.execute<{ id: number }>(query)).rows.map((row) => row.id);
  familyId = (await ids(sql`select id from families order by id limit 1`))[0]!;
  productIds = await ids(sql`select id from products order by id limit 3`);
  categoryIds = await ids(sql`select id from categories order by id limit 3`);
  manufacturerIds = await ids(sql`select id from manufacturers order by id limit 2`);
  mediaResourceId = (await ids(sql`select id from media_resources order by id limit 1`))[0]!;
  productOption = (
    await ids(sql`
    with type as (insert into attribute_types (az_iso, key, description, applies_to)
      values ('QSERIES', 'q_series', 'Serie', '{product,family}') returning id)
    insert into attribute_options (attribute_type_id, az_iso, value, sort_id)
      select id, 'QSERIES_PRO', 'PRO', 1 from type returning id`)
  )[0]!;
});
afterAll(() => t.close());

const create = (payload: object) => t.request({ method: 'POST', url: BASE, token: admin, payload });
const read = async (id: string) =>
  (await t.request({ method: 'GET', url: `${BASE}/${id}`, token: admin })).json().product;

describe('a product with every field', () => {
  it('saves and reads back its relations, categories, protocol, attributes and media', async () => {
    const created = await create({
      az_iso: 'QPROD1',
      name: 'Central Flexa Modbus',
      family_id: familyId,
      manufacturers: manufacturerIds,
      related_products: [productIds[1], productIds[0]],
      similar_products: [productIds[2]],
      replacement_products: [productIds[0]],
      main_category_id: categoryIds[0],
      industrial_category_id: categoryIds[1],
      categories: [categoryIds[2], categoryIds[1]],
      protocol: 'Modbus RTU',
      send_all_to_a3: true,
      attribute_options: [productOption],
      media_resources: [mediaResourceId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = await read('QPROD1');
    const sorted = (values: (number | undefined)[]) => [...values].sort((a, b) => a! - b!);
    expect(product).toMatchObject({
      manufacturers: sorted(manufacturerIds),
      all_manufacturers: false,
      related_products: sorted([productIds[0], productIds[1]]),
      similar_products: [productIds[2]],
      replacement_products: [productIds[0]],
      main_category_id: categoryIds[0],
      industrial_category_id: categoryIds[1],
      categories: sorted([categoryIds[1], categoryIds[2]]),
      protocol: 'Modbus RTU',
      send_all_to_a3: true,
      attribute_options: [productOption],
      media_resources: [mediaResourceId],
    });
    const links = await t.db.execute(
      sql`select 1 from product_media_resources where product_id = ${product.id} and media_resource_id = ${mediaResourceId}`,
    );
    expect(links.rows).toHaveLength(1);
  });

  it('with every manufacturer keeps no list of them', async () => {
    const product = await read('QPROD1');
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/QPROD1`,
      token: admin,
      payload: { ...product, all_manufacturers: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ all_manufacturers: true, manufacturers: [] });
  });

  it('duplicates with its relations, categories, attribute values and media', async () => {
    const source = await read('QPROD1');
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = source;
    const created = await create({ ...copy, az_iso: 'QPROD1_COPY', slug: null });
    expect(created.statusCode, created.body).toBe(201);
    const duplicate = await read('QPROD1_COPY');
    for (const key of [
      'related_products',
      'similar_products',
      'replacement_products',
      'categories',
      'attribute_options',
      'media_resources',
      'main_category_id',
      'industrial_category_id',
    ]) {
      expect(duplicate[key], key).toEqual(source[key]);
    }
  });

  it('refuses a product related to itself and an attribute that applies only to articles', async () => {
    const product = await read('QPROD1');
    const [articleOnly] = (
      await t.db.execute<{ id: number }>(sql`select o.id from attribute_options o
        join attribute_types a on a.id = o.attribute_type_id where a.applies_to = '{article}' limit 1`)
    ).rows;
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/QPROD1`,
      token: admin,
      payload: {
        ...product,
        similar_products: [product.id],
        replacement_products: [product.id],
        attribute_options: [articleOnly!.id],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'attribute_options',
      'replacement_products',
      'similar_products',
    ]);
  });
});

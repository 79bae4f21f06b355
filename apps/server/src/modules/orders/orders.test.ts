import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ORDERS = '/api/msbusiness.v1/admin/orders';
const PROFESSIONAL = '/api/msbusiness.v1/admin/professional-orders';
const CLIENT = '/api/msbusiness.v1/admin/client-orders';
const COUPONS = '/api/mspromo.v1/admin/coupons';
const COMPANIES = '/api/mscustomer.v1/admin/companies';

type Json = Record<string, unknown>;
let t: TestApp;
let admin: string;
let catalogue: string;
let companyId: number;
let otherCompanyId: number;

const line = (overrides: Json = {}) => ({
  article: 'ORD_ART_1',
  quantity: 3,
  unit_price: 19.99,
  discount: 5,
  vat_rate: 21,
  ...overrides,
});

let references = 0;
const order = (overrides: Json = {}) => ({
  kind: 'professional',
  company_id: companyId,
  order_reference: `PB-TEST-${++references}`,
  order_date: '2026-11-20',
  lines: [line()],
  ...overrides,
});

async function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = admin,
) {
  const res = await t.request({
    method,
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function createOrder(overrides: Json = {}) {
  const res = await send('POST', ORDERS, order(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order as Json;
}

const list = (url: string, filter: Json = {}) =>
  send(
    'GET',
    `${url}?context=${encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 50, filter }))}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  catalogue = await t.signIn('catalogue@proboard.local');
  const companies = await t.db.execute<{ id: number }>(sql`
    insert into companies (name, vat, country_iso, email, status) values
      ('Climatizaciones Levante SL', 'ESB12345674', 'ES', 'compras@levante-clima.example.com', 'active'),
      ('Froid Provence SARL', 'FR41303265045X', 'FR', 'achats@froid-provence.example.fr', 'active')
    returning id`);
  [companyId, otherCompanyId] = companies.rows.map((r) => r.id) as [number, number];
  await t.db.execute(sql`
    insert into articles (az_iso, name, product_id, blocked) values
      ('ORD_ART_1', 'Termostato Blueface Zero', (select min(id) from products), false),
      ('ORD_ART_2', 'Rejilla motorizada', (select min(id) from products), false),
      ('ORD_BLOCKED', 'Pasarela descatalogada', (select min(id) from products), true)`);
});
afterAll(() => t.close());

describe('order totals', () => {
  it('are computed by the server from the lines: 3 × 19.99, 5 % off, 21 % VAT is 68.93', async () => {
    const created = await createOrder();
    expect(created).toMatchObject({
      subtotal: 56.97,
      line_discount: 3,
      vat_total: 11.96,
      shipping_cost: 0,
      total: 68.93,
      nomcli: 'Climatizaciones Levante SL',
      nifcli: 'ESB12345674',
    });
    expect(created.lines).toEqual([
      {
        id: expect.any(Number),
        article: 'ORD_ART_1',
        quantity: 3,
        unit_price: 19.99,
        discount: 5,
        vat_rate: 21,
      },
    ]);
    expect(created.line_totals).toEqual([
      { id: expect.any(Number), article_name: 'Termostato Blueface Zero', discount: 3, subtotal: 56.97 },
    ]);
    expect(typeof created.altra_company_iso).toBe('string');
  });

  it('ignore totals sent by the client, on create and when a record is sent back', async () => {
    const created = await createOrder({ total: 1, subtotal: 1, vat_total: 0, total_cents: 100 });
    expect(created.total).toBe(68.93);
    const saved = await send('PUT', `${ORDERS}/${created.id}`, {
      ...created,
      total: 0.01,
      shipping_cost: 10,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 56.97 + 10 shipping, taxed at 21 %: VAT (56.97 + 10) × 0.21 = 14.0637 -> 14.06.
    expect(saved.body.order).toMatchObject({ shipping_cost: 10, vat_total: 14.06, total: 81.03 });
  });

  it('two rates, a percentage coupon and transport match the hand-computed example', async () => {
    await send('POST', COUPONS, {
      code: 'OTONO10',
      description: 'Otoño 10 %',
      type: 'percentage',
      discount: 10,
    });
    const created = await createOrder({
      lines: [
        line(),
        line({ article: 'ORD_ART_2', quantity: 2, unit_price: '7.45', discount: 0, vat_rate: 10 }),
      ],
      shipping_cost: 12.5,
      coupon_code: 'otono10',
    });
    // Goods 71.87; coupon 5.70 + 1.49; VAT 13.39 (21 %) + 1.34 (10 %); total 91.91 (see order-totals.test.ts).
    expect(created).toMatchObject({ subtotal: 71.87, coupon_discount: 7.19, vat_total: 14.73, total: 91.91 });
    expect(created.coupon_code).toBe('OTONO10');
  });
});

describe('order lines', () => {
  it('refuse a negative or zero quantity on the line', async () => {
    for (const quantity of [-1, 0]) {
      const res = await send('POST', ORDERS, order({ lines: [line(), line({ quantity })] }));
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors as Json)).toEqual(['lines.1.quantity']);
    }
  });

  it('refuse an article that does not exist or is blocked, on that line, and write nothing', async () => {
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
    const res = await send(
      'POST',
      ORDERS,
      order({ lines: [line(), line({ article: 'NO_SUCH_ARTICLE' }), line({ article: 'ord_blocked' })] }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'lines.1.article': ['Este artículo no existe'],
      'lines.2.article': ['Este artículo está bloqueado: no se puede pedir'],
    });
    const after = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('keep a line whose article was blocked after it was ordered', async () => {
    const created = await createOrder({ lines: [line({ article: 'ORD_ART_2' })] });
    await t.db.execute(sql`update articles set blocked = true where az_iso = 'ORD_ART_2'`);
    const saved = await send('PUT', `${ORDERS}/${created.id}`, { ...created, status: 'confirmed' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const readded = await send('PUT', `${ORDERS}/${created.id}`, {
      ...(saved.body.order as Json),
      lines: [line({ article: 'ORD_ART_2' })],
    });
    expect(readded.status).toBe(422);
    await t.db.execute(sql`update articles set blocked = false where az_iso = 'ORD_ART_2'`);
  });
});

describe('coupons', () => {
  it('have a code unique whatever its case, and a required description', async () => {
    const first = await send('POST', COUPONS, {
      code: 'Verano25',
      description: 'Verano',
      type: 'fixed',
      discount: 25,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.coupon).toMatchObject({ code: 'Verano25', discount: 25, used: 0 });
    const again = await send('POST', COUPONS, {
      code: 'VERANO25',
      description: 'Otro',
      type: 'fixed',
      discount: 5,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ['Ya existe un registro con este valor'] });
    const bare = await send('POST', COUPONS, {
      code: 'SINTEXTO',
      description: '',
      type: 'percentage',
      discount: 5,
    });
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.body.errors as Json)).toEqual(['description']);
    const tooMuch = await send('POST', COUPONS, {
      code: 'MAS100',
      description: 'x',
      type: 'percentage',
      discount: 120,
    });
    expect(Object.keys(tooMuch.body.errors as Json)).toEqual(['discount']);
  });

  it('count their uses, refuse one used up or expired, and give a use back when removed', async () => {
    const once = await send('POST', COUPONS, {
      code: 'UNAVEZ',
      description: 'Un solo uso',
      type: 'fixed',
      discount: 5,
      usage_limit: 1,
    });
    const couponId = (once.body.coupon as Json).id;
    const first = await createOrder({ coupon_code: 'unavez' });
    expect(first.coupon_discount).toBe(5);
    expect(((await send('GET', `${COUPONS}/${couponId}`)).body.coupon as Json).used).toBe(1);
    const second = await send('POST', ORDERS, order({ coupon_code: 'UNAVEZ' }));
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({ coupon_code: ['Este cupón ya no tiene usos disponibles'] });
    // Saving the first order again keeps its coupon (its use was already counted).
    const resaved = await send('PUT', `${ORDERS}/${first.id}`, { ...first, notes: 'Entregar por la mañana' });
    expect(resaved.status).toBe(200);
    const removed = await send('PUT', `${ORDERS}/${first.id}`, {
      ...(resaved.body.order as Json),
      coupon_code: '',
    });
    expect((removed.body.order as Json).coupon_discount).toBe(0);
    expect(((await send('GET', `${COUPONS}/${couponId}`)).body.coupon as Json).used).toBe(0);

    await send('POST', COUPONS, {
      code: 'CADUCADO',
      description: 'Caducado',
      type: 'percentage',
      discount: 5,
      valid_to: '2020-01-31',
    });
    const expired = await send('POST', ORDERS, order({ coupon_code: 'caducado' }));
    expect(expired.body.errors).toEqual({ coupon_code: ['Este cupón ha caducado'] });
    const unknown = await send('POST', ORDERS, order({ coupon_code: 'NOEXISTE' }));
    expect(unknown.body.errors).toEqual({ coupon_code: ['Este cupón no existe'] });
  });
});

describe('the order modal', () => {
  it('updates the shipping cost and total in one write, audits it and mails the customer the new total', async () => {
    const created = await createOrder();
    const res = await send('POST', `${ORDERS}/${created.id}/shipping`, {
      shipping_cost: '15.50',
      message: '<p>Enviamos por <strong>transporte urgente</strong>.</p><script>alert(1)</script>',
      updated_at: created.updated_at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // (56.97 + 15.50) × 21 % = 15.2187 -> 15.22; total 56.97 + 15.50 + 15.22 = 87.69.
    expect(res.body.order).toMatchObject({ shipping_cost: 15.5, vat_total: 15.22, total: 87.69 });
    expect(res.body.mailed_to).toBe('compras@levante-clima.example.com');

    await t.jobsDone('mail.workflow');
    const notification = await t.db.execute<{ eml_path: string; subject: string; status: string }>(sql`
      select eml_path, subject, status from notifications
      where recipient = 'compras@levante-clima.example.com' and template = 'order_shipping' order by id desc limit 1`);
    const row = notification.rows[0]!;
    expect(row.status).toBe('sent');
    expect(row.subject).toBe(`Tu pedido ${created.order_reference}: portes actualizados`);
    const eml = (await fs.readFile(row.eml_path, 'utf8')).replace(/=\r?\n/g, '');
    expect(eml).toContain('87,69');
    expect(eml).toContain('15,50');
    expect(eml).toContain('transporte urgente');
    expect(eml).not.toContain('<script>');

    const audit = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audits
      where auditable_type = 'orders' and auditable_id = ${String(created.id)} and event = 'updated'`);
    expect(audit.rows[0]!.n).toBe(1);

    const stale = await send('POST', `${ORDERS}/${created.id}/shipping`, {
      shipping_cost: 1,
      updated_at: created.updated_at,
    });
    expect(stale.status).toBe(409);
  });

  it('is refused to a user without the orders edit permission', async () => {
    const created = await createOrder();
    const res = await send('POST', `${ORDERS}/${created.id}/shipping`, { shipping_cost: 1 }, catalogue);
    expect(res.status).toBe(403);
  });
});

describe('order lists', () => {
  it('professional and client lists hold only their kind', async () => {
    const professional = await createOrder({ kind: 'professional' });
    const client = await createOrder({ kind: 'client' });
    const pro = (await list(PROFESSIONAL)).body.orders as { data: Json[] };
    expect(pro.data.every((o) => o.kind === 'professional')).toBe(true);
    expect(pro.data.some((o) => o.id === professional.id)).toBe(true);
    const clients = (await list(CLIENT)).body.orders as { data: Json[] };
    expect(clients.data.map((o) => o.id)).toContain(client.id);
    expect(clients.data.every((o) => o.kind === 'client')).toBe(true);
    expect((await send('GET', `${PROFESSIONAL}/${client.id}`)).status).toBe(404);
    expect((await send('PUT', `${PROFESSIONAL}/${client.id}`, { ...client })).status).toBe(404);
    const moved = await send('PUT', `${PROFESSIONAL}/${professional.id}`, {
      ...professional,
      kind: 'client',
    });
    expect(moved.status).toBe(422);
  });

  it('filter by status and search by reference or customer', async () => {
    const sent = await createOrder({ status: 'sent', order_reference: 'PB-BUSCA-77' });
    const bySearch = (await list(ORDERS, { search: 'busca-77' })).body.orders as { data: Json[] };
    expect(bySearch.data.map((o) => o.id)).toEqual([sent.id]);
    const byStatus = (await list(ORDERS, { status: 'sent' })).body.orders as { data: Json[] };
    expect(byStatus.data.length).toBeGreaterThan(0);
    expect(byStatus.data.every((o) => o.status === 'sent')).toBe(true);
  });

  it('a company tab lists and shows only that company’s orders', async () => {
    const mine = await createOrder();
    const theirs = await createOrder({ company_id: otherCompanyId });
    const tab = `${COMPANIES}/${companyId}/orders`;
    const rows = ((await list(tab)).body.orders as { data: Json[] }).data;
    expect(rows.map((o) => o.id)).toContain(mine.id);
    expect(rows.every((o) => o.company_id === companyId)).toBe(true);
    expect((await send('GET', `${tab}/${mine.id}`)).status).toBe(200);
    expect((await send('GET', `${tab}/${theirs.id}`)).status).toBe(404);
    expect((await send('GET', `${COMPANIES}/999999/orders/${mine.id}`)).status).toBe(404);
  });

  it('are refused to a user without the orders permission', async () => {
    expect((await list(ORDERS)).status).toBe(200);
    const res = await t.request({ method: 'GET', url: `${ORDERS}?context=%7B%7D`, token: catalogue });
    expect(res.statusCode).toBe(403);
  });
});

describe('demo orders', () => {
  it('cover every status, and each order’s stored totals are its lines’ totals', async () => {
    const statuses = await t.db.execute<{ status: string }>(
      sql`select distinct status from orders where order_reference like 'PRO-%' or order_reference like 'WEB-%'`,
    );
    expect(statuses.rows.map((r) => r.status).sort()).toEqual(
      [
        'blocked',
        'cancelled',
        'confirmed',
        'delivered',
        'pending_activation',
        'rejected',
        'retained',
        'sent',
      ].sort(),
    );
    const mismatched = await t.db.execute(sql`
      select o.id from orders o join order_lines l on l.order_id = o.id
      group by o.id having o.subtotal_cents <> sum(l.subtotal_cents)
        or o.total_cents <> o.subtotal_cents - o.coupon_discount_cents + o.shipping_cents + o.vat_cents`);
    expect(mismatched.rows).toEqual([]);
  });
});

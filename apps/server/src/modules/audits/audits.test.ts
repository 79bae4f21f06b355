import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pruneAudits } from './audit-retention.ts';

const AUDITS = '/api/mstools.v1/admin/audits';
const ARTICLES = '/api/msproduct.v1/admin/articles';
const MANUFACTURERS = '/api/msproduct.v1/manufacturers';
const en = { 'app-locale': 'en' };
const context = (value: object) => `context=${encodeURIComponent(JSON.stringify(value))}`;

let t: TestApp;
let admin: string;

/** An INTERNAL user holding `roles` and, through a role of its own, exactly `permissions`. */
async function userWith(email: string, roles: string[], permissions: string[]): Promise<string> {
  const own = `TEST_${email.split('@')[0]!.toUpperCase().replace(/\W/g, '_')}`;
  await t.db.execute(sql`insert into roles (name) values (${own})`);
  await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p where r.name = ${own} and p.name = any(${sql.param(permissions)}::text[])`);
  await t.db.execute(sql`insert into users (email, name, surname, password_hash, type, market, profile_id)
    select ${email}, 'Alba', 'Auditora', u.password_hash, 'internal', 'ES', (select id from profiles where az_iso = 'INTERNAL')
    from users u where u.email = 'admin@proboard.local'`);
  await t.db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r where u.email = ${email} and r.name = any(${sql.param([own, ...roles])}::text[])`);
  return t.signIn(email);
}

type Article = Record<string, unknown> & { id: number; az_iso: string; name: string; updated_at: string };

async function article(id: number | string): Promise<Article> {
  const res = await t.request({ method: 'GET', url: `${ARTICLES}/${id}`, token: admin });
  expect(res.statusCode).toBe(200);
  return res.json().article as Article;
}

const saveArticle = (saved: Article, change: Partial<Article>, token = admin) =>
  t.request({
    method: 'PUT',
    url: `${ARTICLES}/${saved.id}`,
    token,
    headers: en,
    payload: { ...saved, ...change },
  });

/** The latest audit of one record, as the list answers it (filtered by resource and record). */
async function historyOf(type: string, id: number, token = admin) {
  const filter = { filter: { auditable_type: type, auditable_id: String(id) } };
  const res = await t.request({ method: 'GET', url: `${AUDITS}?${context(filter)}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().audits.data as {
    id: number;
    event: string;
    fields: string | null;
    reverts_id: number | null;
  }[];
}

let articles: Article[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // Articles no order names: one of them is deleted.
  const ids = await t.db.execute<{ id: number }>(
    sql`select id from articles a where not exists (select 1 from order_lines l where l.article_id = a.id) order by id limit 6`,
  );
  articles = await Promise.all(ids.rows.map((row) => article(row.id)));
});
afterAll(() => t.close());

describe('the audits list', () => {
  it('lists a change with who, when, the event, the record and the fields it changed', async () => {
    const saved = articles[0]!;
    expect((await saveArticle(saved, { name: `${saved.name} (rev. B)` })).statusCode).toBe(200);
    const [latest] = await historyOf('articles', saved.id);
    // The label computed from the name changes with it.
    expect(latest).toMatchObject({ event: 'updated', fields: 'az_label, name' });
    const byUser = await t.request({
      method: 'GET',
      url: `${AUDITS}?${context({ filter: { user_email: 'admin@proboard.local', event: 'updated' } })}`,
      token: admin,
    });
    expect(byUser.json().audits.data.map((row: { id: number }) => row.id)).toContain(latest!.id);
  });

  it('gives audits-read the changes of the resources its holder may read, and audits-read-all every change', async () => {
    const manufacturer = (
      await t.request({ method: 'GET', url: `${MANUFACTURERS}?${context({ perPage: 1 })}`, token: admin })
    ).json().manufacturers.data[0];
    const full = (
      await t.request({ method: 'GET', url: `${MANUFACTURERS}/${manufacturer.id}`, token: admin })
    ).json().manufacturer;
    const put = await t.request({
      method: 'PUT',
      url: `${MANUFACTURERS}/${manufacturer.id}`,
      token: admin,
      payload: { ...full, name: `${full.name} Ibérica` },
    });
    expect(put.statusCode).toBe(200);
    const [manufacturerChange] = await historyOf('manufacturers', manufacturer.id);
    const [articleChange] = await historyOf('articles', articles[0]!.id);

    const reader = await userWith(
      'articles.reader@proboard.local',
      ['AZ_DASH_ARTICLES_READONLY'],
      ['audits-read'],
    );
    const all = await userWith('auditor@proboard.local', [], ['audits-read-all']);
    const listed = async (token: string) =>
      (await t.request({ method: 'GET', url: `${AUDITS}?${context({ perPage: 100 })}`, token }))
        .json()
        .audits.data.map((row: { auditable_type: string }) => row.auditable_type) as string[];
    expect(new Set(await listed(reader))).toEqual(new Set(['articles']));
    expect(await listed(all)).toContain('manufacturers');
    // The details of a change outside the holder's resources answer as if it did not exist.
    const hidden = await t.request({
      method: 'GET',
      url: `${AUDITS}/${manufacturerChange!.id}`,
      token: reader,
    });
    expect(hidden.statusCode).toBe(404);
    const changes = await t.request({
      method: 'GET',
      url: `${AUDITS}/${manufacturerChange!.id}/changes`,
      token: reader,
    });
    expect(changes.statusCode).toBe(404);
    const shown = await t.request({ method: 'GET', url: `${AUDITS}/${articleChange!.id}`, token: reader });
    expect(shown.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `${AUDITS}/${manufacturerChange!.id}`, token: all })).statusCode,
    ).toBe(200);
  });
});

describe('the details of a change', () => {
  it('shows the changed fields old beside new, with a word-level diff of the texts', async () => {
    const saved = articles[1]!;
    await saveArticle(saved, { name: 'Termostato Blueface Zero blanco' });
    const renamed = await article(saved.id);
    await saveArticle(renamed, { name: 'Termostato Think Zero blanco' });
    const [latest] = await historyOf('articles', saved.id);
    const res = await t.request({
      method: 'GET',
      url: `${AUDITS}/${latest!.id}/changes`,
      token: admin,
      headers: en,
    });
    expect(res.statusCode).toBe(200);
    const name = res.json().changes.find((change: { field: string }) => change.field === 'name');
    expect(name).toMatchObject({
      field: 'name',
      label: 'Name',
      old: 'Termostato Blueface Zero blanco',
      new: 'Termostato Think Zero blanco',
      revertable: true,
    });
    expect(name.diff).toEqual([
      { value: 'Termostato ' },
      { value: 'Blueface', removed: true },
      { value: 'Think', added: true },
      { value: ' Zero blanco' },
    ]);
  });

  it('shows named values by their name in the caller’s language, not their code', async () => {
    const inserted = await t.db.execute<{ id: number }>(sql`
      insert into audits (event, auditable_type, auditable_id, old_values, new_values, user_email)
      values ('updated', 'notifications', '1', '{"status":"pending"}', '{"status":"sent"}', 'admin@proboard.local')
      returning id`);
    const res = await t.request({
      method: 'GET',
      url: `${AUDITS}/${inserted.rows[0]!.id}/changes`,
      token: admin,
      headers: { 'app-locale': 'es' },
    });
    expect(res.json().changes[0]).toMatchObject({
      field: 'status',
      old: 'pending',
      new: 'sent',
      new_label: 'Enviada',
    });
    expect(res.json().changes[0].old_label).not.toBe('pending');
  });
});

describe('revert', () => {
  it('puts the old value back as a new audited change naming the one it undid', async () => {
    const saved = articles[2]!;
    await saveArticle(saved, { name: 'Rejilla motorizada RINT 300x150' });
    const [change] = await historyOf('articles', saved.id);
    const res = await t.request({
      method: 'POST',
      url: `${AUDITS}/${change!.id}/revert`,
      token: admin,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await article(saved.id)).name).toBe(saved.name);
    const [revert] = await historyOf('articles', saved.id);
    expect(revert).toMatchObject({ event: 'reverted', fields: 'az_label, name', reverts_id: change!.id });
  });

  it('answers 409 naming the later change when the field changed since, and when the record is gone', async () => {
    const saved = articles[3]!;
    await saveArticle(saved, { name: 'Difusor lineal DFL 2 vías' });
    const [first] = await historyOf('articles', saved.id);
    await saveArticle(await article(saved.id), { name: 'Difusor lineal DFL 3 vías' });
    const [second] = await historyOf('articles', saved.id);
    const res = await t.request({
      method: 'POST',
      url: `${AUDITS}/${first!.id}/revert`,
      token: admin,
      headers: en,
      payload: { fields: ['name'] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`#${second!.id}`);
    expect((await article(saved.id)).name).toBe('Difusor lineal DFL 3 vías');

    // A change of an article deleted since (its id names no record any more).
    const deleted = await t.db.execute<{ id: number }>(sql`
      insert into audits (event, auditable_type, auditable_id, old_values, new_values)
      values ('updated', 'articles', '2000000000', '{"name":"Rejilla RDH"}', '{"name":"Rejilla RDH-2"}') returning id`);
    const gone = await t.request({
      method: 'POST',
      url: `${AUDITS}/${deleted.rows[0]!.id}/revert`,
      token: admin,
      headers: en,
      payload: {},
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/deleted/);
  });

  it('writes through the resource’s own rules: a value another record took since is refused (422)', async () => {
    const [a, b] = [articles[4]!, articles[5]!];
    const code = a.az_iso;
    await saveArticle(a, { az_iso: `${code}-OLD` });
    const [change] = await historyOf('articles', a.id);
    await saveArticle(b, { az_iso: code });
    const res = await t.request({
      method: 'POST',
      url: `${AUDITS}/${change!.id}/revert`,
      token: admin,
      headers: en,
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('az_iso');
  });

  it('is refused (403) to a holder of audits-read who may not edit the record', async () => {
    const saved = articles[0]!;
    const [change] = await historyOf('articles', saved.id);
    const reader = await t.signIn('articles.reader@proboard.local');
    const res = await t.request({
      method: 'POST',
      url: `${AUDITS}/${change!.id}/revert`,
      token: reader,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('retention', () => {
  it('prunes the rows older than the retention in small batches and keeps the others', async () => {
    await t.db.execute(sql`
      insert into audits (event, auditable_type, auditable_id, new_values, created_at)
      select 'created', 'manufacturers', 'old-' || n, '{}', now() - interval '800 days' from generate_series(1, 7) n`);
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audits`);
    expect(await pruneAudits(t.db, 730, { batch: 3 })).toBe(7);
    const after = await t.db.execute<{ n: number; old: number }>(sql`
      select count(*)::int as n, count(*) filter (where created_at < now() - interval '730 days')::int as old from audits`);
    expect(after.rows[0]).toEqual({ n: before.rows[0]!.n - 7, old: 0 });
  });
});

describe('demo', () => {
  it('holds the trail of the demo’s own records: creations, renames, switches and ticket answers', async () => {
    const found = await t.db.execute<{ type: string; event: string; n: number }>(sql`
      select auditable_type as type, event, count(*)::int as n from audits where request_id = 'demo-seed'
      group by 1, 2`);
    const count = (type: string, event: string) =>
      found.rows.find((row) => row.type === type && row.event === event)?.n ?? 0;
    expect(count('articles', 'created')).toBeGreaterThan(10);
    expect(count('articles', 'updated')).toBeGreaterThan(3);
    expect(count('manufacturers', 'created')).toBeGreaterThan(3);
    expect(count('tickets', 'updated')).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
const url = '/api/msproduct.v1/admin/categories';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

const category = (azIso: string, parentId: number | null, overrides: object = {}) => ({
  az_iso: azIso,
  sort_key: 10,
  name: `Categoría ${azIso}`,
  parent_id: parentId,
  translations: {
    es: { name: `Categoría ${azIso}`, description: 'Descripción' },
    en: { name: `Category ${azIso}` },
  },
  ...overrides,
});

async function create(body: object) {
  const res = await t.request({ method: 'POST', url, token: admin, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json().category as { id: number; updated_at: string; path: string };
}

describe('categories', () => {
  it('nests a category under another and lists each one with its path', async () => {
    const root = await create(category('CAT_ROOT', null, { name: 'Climatización test' }));
    const child = await create(category('CAT_CHILD', root.id, { name: 'Aerotermia test' }));
    const leaf = await create(category('CAT_LEAF', child.id, { name: 'Bombas de calor test' }));
    expect(leaf.path).toBe('Climatización test › Aerotermia test › Bombas de calor test');
    const context = encodeURIComponent(JSON.stringify({ filter: { path: 'aerotermia test' }, perPage: 50 }));
    const list = await t.request({ method: 'GET', url: `${url}?context=${context}`, token: admin });
    const rows = list.json().categories.data as { az_iso: string; path: string }[];
    expect(rows.map((r) => r.az_iso).sort()).toEqual(['CAT_CHILD', 'CAT_LEAF']);
  });

  it('refuses a category made its own ancestor (422 on parent_id) and changes nothing', async () => {
    const top = await create(category('CAT_TOP', null));
    const middle = await create(category('CAT_MID', top.id));
    const bottom = await create(category('CAT_BOT', middle.id));
    for (const parent of [top.id, bottom.id]) {
      const res = await t.request({
        method: 'PUT',
        url: `${url}/${top.id}`,
        token: admin,
        payload: category('CAT_TOP', parent, { updated_at: top.updated_at }),
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['parent_id']);
    }
    const read = await t.request({ method: 'GET', url: `${url}/${top.id}`, token: admin });
    expect(read.json().category.parent_id).toBeNull();
  });

  it('refuses an unknown parent, and deleting a category that has children (409)', async () => {
    const res = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: category('CAT_ORPHAN', 999_999),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['parent_id']);
    const parent = await create(category('CAT_PARENT', null));
    await create(category('CAT_KID', parent.id));
    const del = await t.request({ method: 'DELETE', url: `${url}/${parent.id}`, token: admin });
    expect(del.statusCode).toBe(409);
  });

  it('is written only by the category roles: the after-sales agent gets 403', async () => {
    const agent = await t.signIn('aftersales@proboard.local');
    const res = await t.request({ method: 'POST', url, token: agent, payload: category('CAT_AGENT', null) });
    expect(res.statusCode).toBe(403);
  });
});

describe('watermarks', () => {
  const wmUrl = '/api/msproduct.v1/admin/watermarks';
  const watermark = (overrides: object = {}) => ({
    az_iso: 'WM_WEB',
    name: 'Logotipo web',
    image_url: 'marca-agua.png',
    position: 'bottom_right',
    opacity: 40,
    ...overrides,
  });

  it('creates a watermark and refuses an opacity over 100 and an unknown position', async () => {
    const created = await t.request({ method: 'POST', url: wmUrl, token: admin, payload: watermark() });
    expect(created.statusCode).toBe(201);
    expect(created.json().watermark).toMatchObject({ position: 'bottom_right', opacity: 40 });
    const bad = await t.request({
      method: 'POST',
      url: wmUrl,
      token: admin,
      payload: watermark({ az_iso: 'WM_BAD', opacity: 101, position: 'middle' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['opacity', 'position']);
  });

  it('needs the watermark permission as well as the role: the catalogue editor gets 403', async () => {
    const editor = await t.signIn('catalogue@proboard.local');
    const res = await t.request({
      method: 'POST',
      url: wmUrl,
      token: editor,
      payload: watermark({ az_iso: 'WM_CAT' }),
    });
    expect(res.statusCode).toBe(403);
  });
});

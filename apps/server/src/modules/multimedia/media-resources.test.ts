import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/msmultimedia.v1';
const GROUPS = `${API}/admin/media-groups`;
const CLASSES = `${API}/admin/media-classes`;
const TYPES = `${API}/admin/media-types`;
const RESOURCES = `${API}/admin/media-resources`;
const list = (base: string, context: object) =>
  `${base}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;
let catalogue: string;
let readonly: string;
let typeId: number;

async function uploadDocument(name: string, bytes: Buffer, token = catalogue): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: `${API}/uploads?purpose=document`,
    token,
    ...multipart(name, bytes),
  });
  expect(res.statusCode).toBe(201);
  return res.json().file.url as string;
}

const resource = (overrides: object = {}) => ({
  az_iso: 'MR_TEST_MANUAL',
  name: 'Manual de instalación Flexa 4.0',
  media_type_id: typeId,
  url: 'https://media.example.com/manual-flexa.pdf',
  languages: ['es', 'en'],
  ...overrides,
});

async function create(body: object, token = catalogue) {
  return t.request({ method: 'POST', url: RESOURCES, token, payload: body });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  catalogue = await t.signIn('catalogue@proboard.local');
  readonly = await t.signIn('readonly@proboard.local');
  const group = await t.request({
    method: 'POST',
    url: GROUPS,
    token: catalogue,
    payload: {
      az_iso: 'T_DOCS',
      name: 'Documentos de prueba',
      sort_key: 90,
      translations: { en: { name: 'Test documents' } },
    },
  });
  expect(group.statusCode).toBe(201);
  const klass = await t.request({
    method: 'POST',
    url: CLASSES,
    token: catalogue,
    payload: {
      az_iso: 'T_MANUALS',
      name: 'Manuales de prueba',
      sort_key: 1,
      media_group_id: group.json().media_group.id,
    },
  });
  expect(klass.statusCode).toBe(201);
  const type = await t.request({
    method: 'POST',
    url: TYPES,
    token: catalogue,
    payload: {
      az_iso: 'T_INSTALL',
      name: 'Instalación',
      sort_key: 1,
      media_class_id: klass.json().media_class.id,
    },
  });
  expect(type.statusCode).toBe(201);
  typeId = type.json().media_type.id;
});
afterAll(() => t.close());

describe('media classification', () => {
  it('shows a type with its class and group, and lists types by their group', async () => {
    const read = await t.request({ method: 'GET', url: `${TYPES}/${typeId}`, token: catalogue });
    expect(read.json().media_type).toMatchObject({
      az_iso: 'T_INSTALL',
      media_class: { az_iso: 'T_MANUALS', name: 'Manuales de prueba' },
      media_group: { az_iso: 'T_DOCS', name: 'Documentos de prueba' },
    });
    const byGroup = await t.request({
      method: 'GET',
      url: list(TYPES, { currentPage: 1, perPage: 50, filter: { media_group: 'de prueba' } }),
      token: catalogue,
    });
    expect(byGroup.json().media_types.data.map((row: { az_iso: string }) => row.az_iso)).toEqual([
      'T_INSTALL',
    ]);
  });

  it('refuses a class of a group that does not exist, and deleting a group that still has classes', async () => {
    const orphan = await t.request({
      method: 'POST',
      url: CLASSES,
      token: catalogue,
      payload: { az_iso: 'T_ORPHAN', name: 'Huérfana', sort_key: 2, media_group_id: 999_999 },
    });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors).toHaveProperty('media_group_id');
    const groupId = (await t.request({ method: 'GET', url: `${TYPES}/${typeId}`, token: catalogue })).json()
      .media_type.media_group.id;
    const inUse = await t.request({ method: 'DELETE', url: `${GROUPS}/${groupId}`, token: catalogue });
    expect(inUse.statusCode).toBe(409);
  });

  it('lets only the classification roles write: a read-only catalogue user gets 403', async () => {
    const res = await t.request({
      method: 'POST',
      url: GROUPS,
      token: readonly,
      payload: { az_iso: 'T_NOPE', name: 'No', sort_key: 3 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('media resources', () => {
  it('keeps an uploaded file with its name, size and type, and its class and group read-only', async () => {
    const bytes = pdf();
    const fileUrl = await uploadDocument('Ficha técnica Flexa.pdf', bytes);
    const res = await create(
      resource({ az_iso: 'MR_FILE', url: null, file_url: fileUrl, manufacturers: [] }),
    );
    expect(res.statusCode).toBe(201);
    const record = res.json().media_resource;
    expect(record).toMatchObject({
      file_url: fileUrl,
      url: null,
      file: { name: 'Ficha técnica Flexa.pdf', size: bytes.length, mime: 'application/pdf', url: fileUrl },
      media_type: { az_iso: 'T_INSTALL' },
      media_class: { az_iso: 'T_MANUALS' },
      media_group: { az_iso: 'T_DOCS' },
      languages: ['es', 'en'],
      used_by: { ranges: [], systems: [], families: [], products: [], articles: [], total: 0 },
    });
    // The record as read can be sent back: class, group, file and users are ignored, not refused.
    const again = await t.request({
      method: 'PUT',
      url: `${RESOURCES}/${record.id}`,
      token: catalogue,
      payload: { ...record, name: 'Ficha técnica Flexa 4.0' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().media_resource.name).toBe('Ficha técnica Flexa 4.0');
  });

  it('takes exactly one source: an external URL or an uploaded file', async () => {
    const fileUrl = await uploadDocument('manual.pdf', pdf());
    const both = await create(resource({ az_iso: 'MR_BOTH', file_url: fileUrl }));
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.url).toEqual(['Indica una URL o sube un archivo, solo uno de los dos']);
    expect(both.json().errors.file_url).toEqual(['Indica una URL o sube un archivo, solo uno de los dos']);
    const neither = await create(resource({ az_iso: 'MR_NEITHER', url: '', file_url: '' }));
    expect(neither.statusCode).toBe(422);
    expect(Object.keys(neither.json().errors).sort()).toEqual(['file_url', 'url']);
    // Switching a saved resource from its file to a URL clears the file (never both stored).
    const saved = (await create(resource({ az_iso: 'MR_SWITCH', url: null, file_url: fileUrl }))).json()
      .media_resource;
    const switched = await t.request({
      method: 'PUT',
      url: `${RESOURCES}/${saved.id}`,
      token: catalogue,
      payload: { ...resource({ az_iso: 'MR_SWITCH' }), updated_at: saved.updated_at },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().media_resource).toMatchObject({ file_url: null, file: null });
  });

  it('refuses a file the storage does not hold, a URL that is not one, and unknown references', async () => {
    const madeUp = await create(
      resource({
        az_iso: 'MR_MADEUP',
        url: null,
        file_url: '/files/00000000-0000-0000-0000-000000000000.pdf',
      }),
    );
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.json().errors.file_url).toEqual(['El archivo no está en el almacén: súbelo de nuevo']);
    const elsewhere = await create(resource({ az_iso: 'MR_ELSEWHERE', url: null, file_url: '/etc/passwd' }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toHaveProperty('file_url');
    const script = await create(resource({ az_iso: 'MR_SCRIPT', url: 'javascript:alert(1)' }));
    expect(script.statusCode).toBe(422);
    expect(script.json().errors).toHaveProperty('url');
    const unknown = await create(
      resource({ az_iso: 'MR_UNKNOWN', media_type_id: 999_999, manufacturers: [999_999], languages: ['xx'] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['languages.0']);
    const unknownRefs = await create(
      resource({ az_iso: 'MR_UNKNOWN', media_type_id: 999_999, manufacturers: [999_999] }),
    );
    expect(unknownRefs.statusCode).toBe(422);
    expect(Object.keys(unknownRefs.json().errors).sort()).toEqual(['manufacturers', 'media_type_id']);
  });

  it('keeps its manufacturers and shows the ranges, systems, families, products and articles that use it', async () => {
    const maker = await t.db.execute<{ id: number }>(sql`select id from manufacturers order by id limit 1`);
    const makerId = maker.rows[0]!.id;
    const created = await create(resource({ az_iso: 'MR_USED', manufacturers: [makerId] }));
    expect(created.statusCode).toBe(201);
    const record = created.json().media_resource;
    expect(record.manufacturers).toEqual([makerId]);
    const article = await t.db.execute<{ id: number; product_id: number; az_iso: string }>(
      sql`select id, product_id, az_iso from articles order by id limit 1`,
    );
    const { id: articleId, product_id: productId, az_iso: articleIso } = article.rows[0]!;
    await t.db.execute(
      sql`insert into article_media_resources (article_id, media_resource_id) values (${articleId}, ${record.id})`,
    );
    await t.db.execute(
      sql`insert into product_media_resources (product_id, media_resource_id) values (${productId}, ${record.id})`,
    );
    const range = (await t.db.execute<{ id: number }>(sql`select id from ranges order by id limit 1`))
      .rows[0]!;
    await t.db.execute(
      sql`insert into range_media_resources (range_id, media_resource_id) values (${range.id}, ${record.id})`,
    );
    const read = (
      await t.request({ method: 'GET', url: `${RESOURCES}/${record.id}`, token: catalogue })
    ).json().media_resource;
    expect(read.used_by.total).toBe(3);
    expect(read.used_by.ranges).toEqual([expect.objectContaining({ id: range.id })]);
    expect(read.used_by.systems).toEqual([]);
    expect(read.used_by.articles).toEqual([expect.objectContaining({ id: articleId, az_iso: articleIso })]);
    expect(read.used_by.products).toEqual([expect.objectContaining({ id: productId })]);
    // Still used: deleting it is refused and nothing changes.
    const refused = await t.request({ method: 'DELETE', url: `${RESOURCES}/${record.id}`, token: catalogue });
    expect(refused.statusCode).toBe(409);
    expect(
      (await t.request({ method: 'GET', url: `${RESOURCES}/${record.id}`, token: catalogue })).statusCode,
    ).toBe(200);
  });

  it('lists with search, the type and group columns, and the file name or URL as the source', async () => {
    const fileUrl = await uploadDocument('Catálogo 2025.pdf', pdf());
    await create(
      resource({ az_iso: 'MR_LIST_FILE', name: 'Catálogo general', url: null, file_url: fileUrl }),
    );
    const res = await t.request({
      method: 'GET',
      url: list(RESOURCES, { currentPage: -1, filter: { search: 'MR_LIST' } }),
      token: catalogue,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().media_resources.data).toEqual([
      expect.objectContaining({
        az_iso: 'MR_LIST_FILE',
        media_type: expect.objectContaining({ name: 'Instalación' }),
        media_group: expect.objectContaining({ name: 'Documentos de prueba' }),
      }),
    ]);
    const bySource = await t.request({
      method: 'GET',
      url: list(RESOURCES, { currentPage: -1, filter: { source: 'Catálogo 2025' } }),
      token: catalogue,
    });
    expect(bySource.json().media_resources.data.map((row: { az_iso: string }) => row.az_iso)).toEqual([
      'MR_LIST_FILE',
    ]);
  });

  it('answers the selector by search (active ones only) and by ids', async () => {
    const inactive = await create(
      resource({ az_iso: 'MR_SEL_OFF', name: 'Selector apagado', active: false }),
    );
    const active = await create(resource({ az_iso: 'MR_SEL_ON', name: 'Selector encendido' }));
    const search = await t.request({
      method: 'GET',
      url: `${RESOURCES}/selector?search=MR_SEL`,
      token: catalogue,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().media_resources.map((row: { az_iso: string }) => row.az_iso)).toEqual(['MR_SEL_ON']);
    const ids = `${inactive.json().media_resource.id},${active.json().media_resource.id}`;
    const byIds = await t.request({
      method: 'GET',
      url: `${RESOURCES}/selector?ids=${ids}`,
      token: readonly,
    });
    expect(byIds.statusCode).toBe(200);
    expect(byIds.json().media_resources).toHaveLength(2);
  });

  it('follows spec section 6: the read-only catalogue user may not list, writes need a media role', async () => {
    expect((await t.request({ method: 'GET', url: list(RESOURCES, {}), token: readonly })).statusCode).toBe(
      403,
    );
    expect((await create(resource({ az_iso: 'MR_RO' }), readonly)).statusCode).toBe(403);
    expect((await create(resource({ az_iso: 'MR_ADMIN' }), admin)).statusCode).toBe(201);
  });
});

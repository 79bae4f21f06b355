import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWikiZones } from '../../seed/demo-wiki-zones.ts';
import { pdf } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/mswiki.v1';
const en = { 'app-locale': 'en' };

let t: TestApp;
let admin: string;
let editor: string;
let zone: number;

/** A back-office user holding only AZ_DASH_WIKIZONE: writes versions, may not edit (AZ_SADMIN only). */
async function wikiEditor(): Promise<string> {
  const email = 'wiki-editor@trust.local';
  await t.db.execute(sql`insert into roles (name) values ('AZ_DASH_WIKIZONE') on conflict do nothing`);
  await t.db.execute(sql`insert into users (email, name, surname, password_hash, type, market, profile_id)
    select ${email}, 'Wanda', 'Wiki', u.password_hash, 'internal', 'ES', (select id from profiles where az_iso = 'INTERNAL')
    from users u where u.email = 'admin@proboard.local'`);
  await t.db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r where u.email = ${email} and r.name = 'AZ_DASH_WIKIZONE'`);
  return t.signIn(email);
}

const post = (url: string, payload: object, token = admin) =>
  t.request({ method: 'POST', url: `${API}/${url}`, token, headers: en, payload });
const get = (url: string, token = admin) =>
  t.request({ method: 'GET', url: `${API}/${url}`, token, headers: en });

const documentBody = (over: Record<string, unknown> = {}) => ({
  zone_id: zone,
  translations: {
    es: { title: 'Instalación del termostato Blueface', body: '<p>Conecta el cable al bus domótico.</p>' },
    en: { title: 'Installing the Blueface thermostat', body: '<p>Connect the wire to the home bus.</p>' },
  },
  note: 'Primera redacción',
  ...over,
});

async function createDocument(over: Record<string, unknown> = {}) {
  const res = await post('admin/wiki-documents', documentBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().wiki_document as { id: number; current_version: number; updated_at: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  editor = await wikiEditor();
  const res = await post('admin/wiki-zones', { sort_key: 1, translations: { es: { name: 'Instalación' } } });
  expect(res.statusCode, res.body).toBe(201);
  zone = res.json().wiki_zone.id;
});
afterAll(() => t.close());

describe('wiki zones', () => {
  it('are a tree: a zone under another shows its path, and never under itself', async () => {
    const child = await post('admin/wiki-zones', {
      parent_id: zone,
      sort_key: 2,
      translations: { es: { name: 'Cableado' } },
    });
    expect(child.statusCode, child.body).toBe(201);
    expect(child.json().wiki_zone.path).toBe('Instalación › Cableado');
    const loop = await t.request({
      method: 'PUT',
      url: `${API}/admin/wiki-zones/${zone}`,
      token: admin,
      headers: en,
      payload: {
        parent_id: child.json().wiki_zone.id,
        sort_key: 1,
        translations: { es: { name: 'Instalación' } },
        updated_at: (await get(`admin/wiki-zones/${zone}`)).json().wiki_zone.updated_at,
      },
    });
    expect(loop.statusCode).toBe(422);
    expect(Object.keys(loop.json().errors)).toEqual(['parent_id']);
  });

  it('refuse a document without a Spanish title (422 on the field)', async () => {
    const res = await post(
      'admin/wiki-documents',
      documentBody({ translations: { en: { title: 'Only English' } } }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['translations.es.title']);
  });
});

describe('wiki documents', () => {
  it('are created with version 1, their bodies sanitised, and the writer in the history', async () => {
    const doc = await createDocument({
      translations: {
        es: { title: 'Puesta en marcha', body: '<p onclick="x()">Hola<script>alert(1)</script></p>' },
      },
    });
    expect(doc.current_version).toBe(1);
    const version = await get(`admin/wiki-documents/${doc.id}/versions/1`);
    expect(version.json().wiki_document_version.translations.es.body).toBe('<p>Hola</p>');
    const history = await get(`admin/wiki-documents/${doc.id}/versions`);
    expect(history.json().wiki_document_versions).toMatchObject([
      { number: 1, note: 'Primera redacción', author: 'Ada Admin' },
    ]);
    // Dates in ISO 8601 (UTC), as every answer gives them: the screens show them in the user's language.
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(history.json().wiki_document_versions[0].created_at).toMatch(iso);
    expect(version.json().wiki_document_version.created_at).toMatch(iso);
  });

  it('get a second version, show the change word by word, and restore the first as a third', async () => {
    const doc = await createDocument();
    const second = await post(
      `admin/wiki-documents/${doc.id}/versions`,
      {
        based_on: 1,
        note: 'Bus corregido',
        translations: {
          es: {
            title: 'Instalación del termostato Blueface',
            body: '<p>Conecta el cable al bus Airzone.</p>',
          },
        },
      },
      editor,
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().wiki_document.current_version).toBe(2);

    const diff = await get(`admin/wiki-documents/${doc.id}/diff?from=1&to=2`);
    expect(diff.statusCode, diff.body).toBe(200);
    const body = diff.json().diff.languages.es.body as {
      value: string;
      added?: boolean;
      removed?: boolean;
    }[];
    expect(body.filter((c) => c.removed).map((c) => c.value.trim())).toEqual(['domótico']);
    expect(body.filter((c) => c.added).map((c) => c.value.trim())).toEqual(['Airzone']);
    expect(diff.json().diff.languages.en.changed).toBe(true);

    const restored = await post(`admin/wiki-documents/${doc.id}/versions/1/restore`, { based_on: 2 }, editor);
    expect(restored.statusCode, restored.body).toBe(201);
    expect(restored.json().wiki_document).toMatchObject({ current_version: 3 });
    const current = await get(`admin/wiki-documents/${doc.id}`);
    expect(current.json().wiki_document.translations.es.body).toBe(
      '<p>Conecta el cable al bus domótico.</p>',
    );
    const history = await get(`admin/wiki-documents/${doc.id}/versions`);
    expect(history.json().wiki_document_versions.map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
    expect(history.json().wiki_document_versions[0]).toMatchObject({
      restored_from: 1,
      author: 'Wanda Wiki',
    });
  });

  it('refuse a restore over a version the user did not see (409), and write nothing', async () => {
    const doc = await createDocument();
    const other = await post(`admin/wiki-documents/${doc.id}/versions`, {
      based_on: 1,
      translations: { es: { title: 'Otro título' } },
    });
    expect(other.statusCode, other.body).toBe(201);
    const stale = await post(`admin/wiki-documents/${doc.id}/versions/1/restore`, { based_on: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The document has a newer version than the one you saw; reload to see it',
    );
    const staleVersion = await post(`admin/wiki-documents/${doc.id}/versions`, {
      based_on: 1,
      translations: { es: { title: 'Tercero' } },
    });
    expect(staleVersion.statusCode).toBe(409);
    const history = await get(`admin/wiki-documents/${doc.id}/versions`);
    expect(history.json().wiki_document_versions).toHaveLength(2);
  });

  it('keep their versions immutable: the database refuses an UPDATE or DELETE of a version', async () => {
    const doc = await createDocument();
    await expect(
      t.db.execute(sql`update wiki_document_versions set note = 'x' where document_id = ${doc.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from wiki_document_versions where document_id = ${doc.id}`),
    ).rejects.toThrow();
    // They go with their document only.
    const gone = await t.request({
      method: 'DELETE',
      url: `${API}/admin/wiki-documents/${doc.id}`,
      token: admin,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const left = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from wiki_document_versions where document_id = ${doc.id}`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('are edited by AZ_SADMIN only; an edit of the content is a new version', async () => {
    const doc = await createDocument();
    const payload = { ...documentBody({ note: 'Editado' }), updated_at: doc.updated_at };
    payload.translations = { es: { title: 'Título editado' } } as never;
    const refused = await t.request({
      method: 'PUT',
      url: `${API}/admin/wiki-documents/${doc.id}`,
      token: editor,
      headers: en,
      payload,
    });
    expect(refused.statusCode).toBe(403);
    const edited = await t.request({
      method: 'PUT',
      url: `${API}/admin/wiki-documents/${doc.id}`,
      token: admin,
      headers: en,
      payload,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().wiki_document).toMatchObject({ current_version: 2, title: 'Título editado' });
  });

  it('take attachments of our uploads only: a forbidden type is refused at upload, a foreign URL on the field', async () => {
    const upload = (name: string, bytes: Buffer) =>
      t.request({
        method: 'POST',
        url: '/api/msmultimedia.v1/uploads?purpose=document',
        token: editor,
        ...multipart(name, bytes),
      });
    const exe = await upload(
      'setup.exe',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
    );
    expect(exe.statusCode).toBe(422);
    const manual = await upload('manual.pdf', pdf('Manual'));
    expect(manual.statusCode, manual.body).toBe(201);
    const url = manual.json().file.url as string;
    const doc = await createDocument({ attachments: [url] });
    const unknown = await post(`admin/wiki-documents/${doc.id}/versions`, {
      based_on: 1,
      translations: { es: { title: 'Con adjunto ajeno' } },
      attachments: ['/files/00000000-0000-4000-8000-000000000000.pdf'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['attachments']);
  });

  it('are found by their words in any language, stemmed by its dictionary', async () => {
    const doc = await createDocument({
      translations: {
        es: {
          title: 'Mantenimiento de las compuertas motorizadas',
          body: '<p>Limpiar los filtros cada año.</p>',
        },
        fr: { title: 'Entretien des registres motorisés', body: '<p>Nettoyer les filtres chaque année.</p>' },
      },
    });
    const list = async (search: string) => {
      const context = encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 50, filter: { search } }));
      const res = await get(`admin/wiki-documents?context=${context}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().wiki_documents.data as { id: number }[]).map((row) => row.id);
    };
    expect(await list('compuerta')).toContain(doc.id);
    expect(await list('nettoyer filtre')).toContain(doc.id);
    expect(await list('compuertas motorizadas')).toContain(doc.id);
    expect(await list('compresor')).not.toContain(doc.id);
  });
});

describe('documentation', () => {
  it('belongs to products, is listed by product and found by its title, and names stored files only', async () => {
    const products = await t.db.execute<{ id: number; az_iso: string }>(
      sql`select id, az_iso from products order by id limit 2`,
    );
    const [first, second] = products.rows;
    const file = await t.request({
      method: 'POST',
      url: '/api/msmultimedia.v1/uploads?purpose=document',
      token: admin,
      ...multipart('ficha.pdf', pdf('Ficha')),
    });
    expect(file.statusCode, file.body).toBe(201);
    const body = {
      document_type: 'technical_sheet',
      translations: {
        es: { title: 'Ficha técnica de la pasarela Aidoo' },
        en: { title: 'Aidoo gateway datasheet' },
      },
      version: '2.1',
      file_url: file.json().file.url,
      products: [first!.id],
      languages: ['es', 'en'],
    };
    const created = await post('admin/documentation', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().documentation).toMatchObject({ products: [first!.id], product: first!.az_iso });

    const foreign = await post('admin/documentation', {
      ...body,
      file_url: '/files/00000000-0000-4000-8000-000000000000.pdf',
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['file_url']);
    const untitled = await post('admin/documentation', {
      ...body,
      translations: { en: { title: 'Only English' } },
    });
    expect(untitled.statusCode).toBe(422);
    expect(Object.keys(untitled.json().errors)).toEqual(['translations.es.title']);

    const list = async (filter: Record<string, string>) => {
      const context = encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 50, filter }));
      const res = await get(`admin/documentation?context=${context}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().documentation.data as { id: number }[]).map((row) => row.id);
    };
    const id = created.json().documentation.id;
    expect(await list({ product: first!.az_iso })).toContain(id);
    expect(await list({ product: second!.az_iso })).not.toContain(id);
    expect(await list({ search: 'pasarelas' })).toContain(id);
    expect(await list({ search: 'gateways' })).toContain(id);
  });
});

describe('demo', () => {
  it('has a wiki with zones, documents with several versions (one restored), and the products documented', async () => {
    const found = await t.db.execute<{
      zones: number;
      nested: number;
      documents: number;
      multi: number;
      restored: number;
    }>(
      sql`select (select count(*)::int from wiki_zones) as zones,
        (select count(*)::int from wiki_zones where parent_id is not null) as nested,
        (select count(*)::int from wiki_documents) as documents,
        (select count(*)::int from wiki_documents where current_version >= 2) as multi,
        (select count(*)::int from wiki_document_versions where restored_from is not null) as restored`,
    );
    const counts = found.rows[0]!;
    expect(counts.nested).toBeGreaterThan(2);
    expect(counts.multi).toBeGreaterThan(4);
    expect(counts.restored).toBeGreaterThan(0);
  });

  it("documents the demo products on the demo media's PDFs (a seed with storage has them)", async () => {
    await t.db.execute(sql`delete from documentation`);
    await t.db.execute(sql`insert into stored_files (storage_key, original_name, mime, extension, size, sha256)
      values ('0d3e6f5a-1b2c-4d5e-8f90-a1b2c3d4e5f6.pdf', 'manual.pdf', 'application/pdf', 'pdf', 900, 'x')`);
    await t.db.transaction((tx) => seedDemoWikiZones(tx));
    const documented = await t.db.execute<{ n: number; types: number }>(
      sql`select count(distinct product_id)::int as n,
        (select count(distinct document_type)::int from documentation) as types from documentation_products`,
    );
    const products = await t.db.execute<{ n: number }>(
      sql`select least(count(*), 12)::int as n from products`,
    );
    expect(products.rows[0]!.n).toBeGreaterThan(3);
    expect(documented.rows[0]).toEqual({ n: products.rows[0]!.n, types: 3 });
  });
});

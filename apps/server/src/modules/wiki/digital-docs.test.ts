import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/mswiki.v1/admin';
let t: TestApp;
let admin: string;
let reader: string;
let catalogue: string;

const post = (path: string, payload: object, token = admin) =>
  t.request({ method: 'POST', url: `${API}/${path}`, payload, token });
const get = (path: string, token = admin) => t.request({ method: 'GET', url: `${API}/${path}`, token });

async function createBook(az_iso: string, extra: object = {}) {
  const res = await post('digital-books', {
    az_iso,
    sort_key: 10,
    translations: { es: { title: `Manual ${az_iso}` }, en: { title: `${az_iso} manual` } },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().digital_book as { id: number };
}
async function createNode(
  path: string,
  parentKey: string,
  parentId: number,
  title: string,
  extra: object = {},
) {
  const res = await post(path, { [parentKey]: parentId, translations: { es: { title } }, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return Object.values(res.json())[0] as { id: number; position: number; updated_at: string };
}
const section = (bookId: number, title: string) => createNode('digital-sections', 'book_id', bookId, title);
const subsection = (sectionId: number, title: string) =>
  createNode('digital-subsections', 'section_id', sectionId, title);
const content = (subsectionId: number, title: string, body = '<p>Texto</p>') =>
  createNode('digital-contents', 'subsection_id', subsectionId, title, {
    translations: { es: { title, body } },
  });

async function positions(table: string, parentKey: string, parentId: number) {
  const rows = await t.db.execute<{ id: number; position: number }>(
    sql`select id, position from ${sql.raw(table)} where ${sql.raw(parentKey)} = ${parentId} order by position`,
  );
  return rows.rows;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  catalogue = await t.signIn('catalogue@proboard.local');
  // A technical writer who may read the documentation but not change it.
  await t.db.execute(sql`insert into users (email, name, surname, username, password_hash, type, market, profile_id)
    select 'lucia.ferreira@example.com', 'Lucía', 'Ferreira', 'lucia.ferreira', password_hash, 'internal', 'ES', profile_id
    from users where email = 'admin@proboard.local'`);
  await t.db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r where u.email = 'lucia.ferreira@example.com' and r.name = 'AZ_DIGITAL_DOCS_BASIC'`);
  reader = await t.signIn('lucia.ferreira@example.com');
});
afterAll(() => t.close());

describe('digital documentation: access (spec section 6)', () => {
  it('lets AZ_DIGITAL_DOCS_BASIC list and read but not create, edit, move or delete', async () => {
    const book = await createBook('ACCESS');
    const sec = await section(book.id, 'Acceso');
    expect((await get('digital-books', reader)).statusCode).toBe(200);
    expect((await get(`digital-books/${book.id}/contents-table`, reader)).statusCode).toBe(200);
    expect(
      (
        await post(
          'digital-books',
          { az_iso: 'NOPE', sort_key: 1, translations: { es: { title: 'x' } } },
          reader,
        )
      ).statusCode,
    ).toBe(403);
    expect((await post(`digital-sections/${sec.id}/move`, { position: 1 }, reader)).statusCode).toBe(403);
    const del = await t.request({
      method: 'DELETE',
      url: `${API}/digital-sections/${sec.id}`,
      token: reader,
    });
    expect(del.statusCode).toBe(403);
  });

  it('refuses users without a digital documentation role', async () => {
    expect((await get('digital-contents', catalogue)).statusCode).toBe(403);
  });
});

describe('digital documentation: rules', () => {
  it('requires the Spanish title and an existing parent, on the field', async () => {
    const noTitle = await post('digital-books', {
      az_iso: 'NOTITLE',
      sort_key: 1,
      translations: { en: { title: 'Only English' } },
    });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().errors).toHaveProperty(['translations.es.title']);
    const orphan = await post('digital-sections', {
      book_id: 999_999,
      translations: { es: { title: 'Huérfana' } },
    });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors).toHaveProperty('book_id');
  });

  it('keeps the products a book documents and refuses unknown ones', async () => {
    const product = await t.db.execute<{ id: number }>(sql`select id from products order by id limit 1`);
    const productId = product.rows[0]!.id;
    const book = await createBook('PRODUCTS', { products: [productId] });
    expect((await get(`digital-books/${book.id}`)).json().digital_book.products).toEqual([productId]);
    const unknown = await post('digital-books', {
      az_iso: 'PRODUCTS2',
      sort_key: 1,
      translations: { es: { title: 'x' } },
      products: [999_999],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('products');
  });

  it('sanitises rich text on write: scripts, handlers, javascript: URLs and styles go; formatting stays', async () => {
    const book = await createBook('SANITISE');
    const sub = await subsection((await section(book.id, 'S')).id, 'U');
    const dirty =
      '<h2>Conexión</h2><p style="color:red" onclick="steal()">Conecta el <strong>bus</strong> ' +
      '<a href="javascript:alert(1)">aquí</a> o <a href="https://www.example.com/flexa">en la web</a></p>' +
      '<script>alert(document.cookie)</script><style>*{display:none}</style>' +
      '<img src="https://tracker.example/p.gif"><img src="/files/0b7f2c1e-8a8e-4c59-9f3a-0d3c2f6e9b11.png" alt="Esquema">' +
      '<ul><li><p>Paso uno</p></li></ul>';
    const created = await content(sub.id, 'Bus', dirty);
    const stored = (await get(`digital-contents/${created.id}`)).json().digital_content.translations.es
      .body as string;
    expect(stored).not.toMatch(/script|onclick|javascript:|style|tracker/i);
    expect(stored).toContain('<h2>Conexión</h2>');
    expect(stored).toContain('<strong>bus</strong>');
    expect(stored).toContain(
      '<a href="https://www.example.com/flexa" rel="noopener noreferrer nofollow">en la web</a>',
    );
    expect(stored).toContain('<img src="/files/0b7f2c1e-8a8e-4c59-9f3a-0d3c2f6e9b11.png" alt="Esquema" />');
    expect(stored).toContain('<ul><li><p>Paso uno</p></li></ul>');
    // An update goes through the same gate.
    const updated = await t.request({
      method: 'PUT',
      url: `${API}/digital-contents/${created.id}`,
      token: admin,
      payload: {
        subsection_id: sub.id,
        translations: { es: { title: 'Bus', body: '<p onmouseover="x()">Hola</p><script>1</script>' } },
        updated_at: created.updated_at,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().digital_content.translations.es.body).toBe('<p>Hola</p>');
  });

  it('caps the length of a rich text (422 on the field, nothing written)', async () => {
    const book = await createBook('LONGTEXT');
    const sub = await subsection((await section(book.id, 'S')).id, 'U');
    const res = await post('digital-contents', {
      subsection_id: sub.id,
      translations: { es: { title: 'Largo', body: `<p>${'a'.repeat(100_001)}</p>` } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(['translations.es.body']);
    expect(await positions('digital_contents', 'subsection_id', sub.id)).toEqual([]);
  });
});

describe('digital documentation: order within the parent', () => {
  it('appends new nodes, moves them, and closes gaps on delete and on a change of parent', async () => {
    const book = await createBook('ORDER');
    const a = await section(book.id, 'A');
    const b = await section(book.id, 'B');
    const c = await section(book.id, 'C');
    expect([a.position, b.position, c.position]).toEqual([1, 2, 3]);

    const moved = await post(`digital-sections/${c.id}/move`, { position: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await positions('digital_sections', 'book_id', book.id)).map((r) => r.id)).toEqual([
      c.id,
      a.id,
      b.id,
    ]);
    // Beyond the end means last.
    await post(`digital-sections/${c.id}/move`, { position: 99 });
    expect((await positions('digital_sections', 'book_id', book.id)).map((r) => r.id)).toEqual([
      a.id,
      b.id,
      c.id,
    ]);

    const other = await createBook('ORDER2');
    const x = await section(other.id, 'X');
    const current = (await get(`digital-sections/${a.id}`)).json().digital_section;
    const change = await t.request({
      method: 'PUT',
      url: `${API}/digital-sections/${a.id}`,
      token: admin,
      payload: { ...current, book_id: other.id },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await positions('digital_sections', 'book_id', book.id)).toEqual([
      { id: b.id, position: 1 },
      { id: c.id, position: 2 },
    ]);
    expect(await positions('digital_sections', 'book_id', other.id)).toEqual([
      { id: x.id, position: 1 },
      { id: a.id, position: 2 },
    ]);

    const del = await t.request({ method: 'DELETE', url: `${API}/digital-sections/${b.id}`, token: admin });
    expect(del.statusCode).toBe(200);
    expect(await positions('digital_sections', 'book_id', book.id)).toEqual([{ id: c.id, position: 1 }]);
  });

  it('keeps positions dense and unique under concurrent moves and creates', async () => {
    const book = await createBook('RACE');
    const sub = await subsection((await section(book.id, 'S')).id, 'U');
    const nodes = [];
    for (let i = 1; i <= 8; i++) nodes.push(await content(sub.id, `C${i}`));
    const answers = await Promise.all([
      ...nodes.map((node, i) => post(`digital-contents/${node.id}/move`, { position: ((i * 5) % 8) + 1 })),
      ...nodes.map((node, i) => post(`digital-contents/${node.id}/move`, { position: 8 - i })),
      post('digital-contents', { subsection_id: sub.id, translations: { es: { title: 'Nuevo 1' } } }),
      post('digital-contents', { subsection_id: sub.id, translations: { es: { title: 'Nuevo 2' } } }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);
    const after = await positions('digital_contents', 'subsection_id', sub.id);
    expect(after.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(after.map((r) => r.id)).size).toBe(10);
  });

  it('deleting a node deletes its whole subtree, each row with its audit row, and closes the gap', async () => {
    const book = await createBook('SUBTREE');
    const first = await section(book.id, 'Primera');
    const doomed = await section(book.id, 'Con hijos');
    const last = await section(book.id, 'Última');
    const sub = await subsection(doomed.id, 'Hija');
    const leaf = await content(sub.id, 'Nieta');
    const res = await t.request({
      method: 'DELETE',
      url: `${API}/digital-sections/${doomed.id}`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await positions('digital_sections', 'book_id', book.id)).toEqual([
      { id: first.id, position: 1 },
      { id: last.id, position: 2 },
    ]);
    const left = await t.db.execute<{ n: number }>(sql`select
      (select count(*) from digital_subsections where id = ${sub.id}) + (select count(*) from digital_contents where id = ${leaf.id}) as n`);
    expect(Number(left.rows[0]!.n)).toBe(0);
    const audited = await t.db.execute<{ auditable_type: string; user_email: string | null }>(sql`
      select auditable_type, user_id from audits where event = 'deleted'
        and ((auditable_type = 'digitalsubsections' and auditable_id = ${String(sub.id)})
          or (auditable_type = 'digitalcontents' and auditable_id = ${String(leaf.id)})
          or (auditable_type = 'digitalsections' and auditable_id = ${String(doomed.id)}))
      order by auditable_type`);
    expect(audited.rows.map((row) => row.auditable_type)).toEqual([
      'digitalcontents',
      'digitalsections',
      'digitalsubsections',
    ]);
  });
});

describe('digital documentation: duplicate and table of contents', () => {
  it('a duplicated section is a deep copy: its subsections and contents, in order, under the new section', async () => {
    const book = await createBook('DEEP');
    const sec = await section(book.id, 'Instalación');
    const u1 = await subsection(sec.id, 'Cableado');
    const u2 = await subsection(sec.id, 'Montaje');
    await content(u1.id, 'Bus', '<p>Bus</p>');
    await content(u1.id, 'Alimentación', '<p>12 V</p>');
    await content(u2.id, 'Pared', '<p>Tacos</p>');

    // The duplicate screen sends the source's fields as a create and names the source in the query.
    const source = (await get(`digital-sections/${sec.id}`)).json().digital_section;
    const copy = await post(`digital-sections?duplicate_of=${source.id}`, {
      book_id: book.id,
      translations: { es: { title: 'Instalación (copia)' } },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json().digital_section.id;

    const toc = (await get(`digital-books/${book.id}/contents-table`)).json().contents_table;
    expect(toc.book).toMatchObject({ id: book.id, az_iso: 'DEEP', title: 'Manual DEEP' });
    const shape = toc.sections.map(
      (s: {
        title: string;
        position: number;
        subsections: { title: string; contents: { title: string }[] }[];
      }) => ({
        title: s.title,
        position: s.position,
        subsections: s.subsections.map((u) => [u.title, u.contents.map((c) => c.title)]),
      }),
    );
    const expected = [
      ['Cableado', ['Bus', 'Alimentación']],
      ['Montaje', ['Pared']],
    ];
    expect(shape).toEqual([
      { title: 'Instalación', position: 1, subsections: expected },
      { title: 'Instalación (copia)', position: 2, subsections: expected },
    ]);
    // New rows, not the same ones: editing the copy leaves the original alone.
    expect(toc.sections[1].id).toBe(copyId);
    expect(toc.sections[1].subsections[0].id).not.toBe(u1.id);
  });

  it('a duplicated book copies its whole tree; a duplicated subsection its contents', async () => {
    const book = await createBook('TREE');
    const sec = await section(book.id, 'Mantenimiento');
    const sub = await subsection(sec.id, 'Filtros');
    await content(sub.id, 'Limpieza', '<p>Cada tres meses</p>');
    await content(sub.id, 'Cambio', '<p>Cada año</p>');

    const bookCopy = (
      await post(`digital-books?duplicate_of=${book.id}`, {
        az_iso: 'TREE_COPY',
        sort_key: 11,
        translations: { es: { title: 'Manual TREE (copia)' } },
      })
    ).json().digital_book;
    const tree = async (id: number) =>
      (await get(`digital-books/${id}/contents-table`))
        .json()
        .contents_table.sections.map(
          (s: { title: string; subsections: { title: string; contents: { title: string }[] }[] }) => [
            s.title,
            s.subsections.map((u) => [u.title, u.contents.map((c) => c.title)]),
          ],
        );
    expect(await tree(bookCopy.id)).toEqual([['Mantenimiento', [['Filtros', ['Limpieza', 'Cambio']]]]]);

    const subCopy = await post(`digital-subsections?duplicate_of=${sub.id}`, {
      section_id: sec.id,
      translations: { es: { title: 'Filtros (copia)' } },
    });
    expect(subCopy.statusCode, subCopy.body).toBe(201);
    expect(await tree(book.id)).toEqual([
      [
        'Mantenimiento',
        [
          ['Filtros', ['Limpieza', 'Cambio']],
          ['Filtros (copia)', ['Limpieza', 'Cambio']],
        ],
      ],
    ]);
  });

  it('an update copies nothing, even when it names a source (a record sent back as it is)', async () => {
    const book = await createBook('ROUNDTRIP');
    const sec = await section(book.id, 'Una');
    await subsection(sec.id, 'Sola');
    const other = await section(book.id, 'Otra');
    await subsection(other.id, 'Ajena');
    const record = (await get(`digital-sections/${sec.id}`)).json().digital_section;
    const res = await t.request({
      method: 'PUT',
      url: `${API}/digital-sections/${sec.id}?duplicate_of=${other.id}`,
      token: admin,
      payload: record,
    });
    expect(res.statusCode, res.body).toBe(200);
    const count = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from digital_subsections where section_id = ${sec.id}`,
    );
    expect(count.rows[0]!.n).toBe(1);
  });

  it('answers 404 for the table of contents of an unknown book', async () => {
    expect((await get('digital-books/999999/contents-table')).statusCode).toBe(404);
  });
});

describe('digital documentation: demo book', () => {
  it('the demo seed has the Flexa installation manual, three sections deep, with sanitised bodies', async () => {
    const list = await get(
      `digital-books?context=${encodeURIComponent(JSON.stringify({ filter: { az_iso: 'FLEXA_INSTALL' } }))}`,
    );
    const book = list.json().digital_books.data[0];
    expect(book.title).toBe('Manual de instalación del sistema Flexa');
    const toc = (await get(`digital-books/${book.id}/contents-table`)).json().contents_table;
    expect(toc.sections.map((s: { title: string }) => s.title)).toEqual([
      'Antes de empezar',
      'Instalación',
      'Puesta en marcha',
    ]);
    const firstContent = toc.sections[0].subsections[0].contents[0];
    const record = (await get(`digital-contents/${firstContent.id}`)).json().digital_content;
    expect(record.translations.en.body).toContain('<h2>General precautions</h2>');
  });
});

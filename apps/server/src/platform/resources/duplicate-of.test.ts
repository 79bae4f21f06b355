import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The kit's duplicate: `POST {apiPath}?duplicate_of={id}` creates the record from its body and, for a
 * store with an `afterDuplicate` hook, copies what the source carries beyond its fields, in the
 * create's transaction. Exercised on the digital documentation, whose sections deep-copy their
 * subsections and whose contents have no hook.
 */
const API = '/api/mswiki.v1/admin';
let t: TestApp;
let admin: string;

const post = (path: string, payload: object) =>
  t.request({ method: 'POST', url: `${API}/${path}`, payload, token: admin });

async function created(path: string, payload: object): Promise<{ id: number }> {
  const res = await post(path, payload);
  expect(res.statusCode, res.body).toBe(201);
  return Object.values(res.json())[0] as { id: number };
}

const count = async (query: ReturnType<typeof sql>) => (await t.db.execute<{ n: number }>(query)).rows[0]!.n;

let bookId: number;
let sourceId: number;
let subsectionId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  bookId = (
    await created('digital-books', {
      az_iso: 'KIT_DUPLICATE',
      sort_key: 5,
      translations: { es: { title: 'Manual de la bomba de calor Aerea' } },
    })
  ).id;
  sourceId = (await created('digital-sections', { book_id: bookId, translations: { es: { title: 'Uso' } } }))
    .id;
  subsectionId = (
    await created('digital-subsections', { section_id: sourceId, translations: { es: { title: 'Mando' } } })
  ).id;
});
afterAll(() => t.close());

describe('duplicate_of on a create', () => {
  it.each(['999999', '0', 'abc', '99999999999'])(
    'names a record that does not exist (%s): 422 on duplicate_of, nothing created nor audited',
    async (unknown) => {
      const title = `Copia de ${unknown}`;
      const res = await post(`digital-sections?duplicate_of=${unknown}`, {
        book_id: bookId,
        translations: { es: { title } },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toHaveProperty('duplicate_of');
      expect(
        await count(
          sql`select count(*)::int as n from digital_sections where translations->'es'->>'title' = ${title}`,
        ),
      ).toBe(0);
      expect(
        await count(
          sql`select count(*)::int as n from audits where auditable_type = 'digitalsections' and new_values::text like ${`%${title}%`}`,
        ),
      ).toBe(0);
    },
  );

  it('copies nothing when the create itself is refused (one transaction)', async () => {
    const before = await count(sql`select count(*)::int as n from digital_subsections`);
    const res = await post(`digital-sections?duplicate_of=${sourceId}`, {
      book_id: 999_999,
      translations: { es: { title: 'Uso (copia)' } },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty('book_id');
    expect(await count(sql`select count(*)::int as n from digital_subsections`)).toBe(before);
  });

  it('runs the hook of a store that has one, after the row exists', async () => {
    const copy = await created(`digital-sections?duplicate_of=${sourceId}`, {
      book_id: bookId,
      translations: { es: { title: 'Uso (copia)' } },
    });
    const children = await t.db.execute<{ id: number; title: string }>(
      sql`select id, translations->'es'->>'title' as title from digital_subsections where section_id = ${copy.id}`,
    );
    expect(children.rows.map((row) => row.title)).toEqual(['Mando']);
    expect(children.rows[0]!.id).not.toBe(subsectionId);
  });

  it('is a plain create on a store without the hook, whatever it names', async () => {
    const content = await created('digital-contents?duplicate_of=999999', {
      subsection_id: subsectionId,
      translations: { es: { title: 'Pantalla', body: '<p>Menú</p>' } },
    });
    expect(content.id).toBeGreaterThan(0);
  });

  it('is documented as a query parameter of the creates that use it, and never as a record field', async () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const queryOf = (path: string) =>
      (doc.paths[`${API}/${path}`]?.post?.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
    expect(queryOf('digital-sections')).toEqual(['duplicate_of']);
    expect(queryOf('digital-books')).toEqual(['duplicate_of']);
    expect(queryOf('digital-contents')).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('copy_children_of');
  });
});

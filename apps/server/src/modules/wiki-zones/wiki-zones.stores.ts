import { documentation, wikiDocuments, wikiZoneAreas } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { fullTextMatch } from './full-text.ts';
import { appendVersion, type Content, sameContent, sanitizedContent } from './wiki-versions.ts';

type Errors = Record<string, string[]>;
const UNKNOWN_REFERENCE = 'validations.in_array';

/** The Spanish text `key`, else the first one written: what lists and selectors show. */
const spanishOf = (alias: string, key: string) =>
  `coalesce(nullif(${alias}.translations->'es'->>'${key}', ''), (select v->>'${key}' from jsonb_each(${alias}.translations) e(k, v) where v->>'${key}' <> '' order by k limit 1), '')`;

/** A zone's path from the root (`Instalación › Cableado`), so that two "Cableado" never mix up. */
const zonePath = (idSql: string) => `(with recursive up(id, parent_id, name, depth) as (
    select z.id, z.parent_id, ${spanishOf('z', 'name')}, 0 from wiki_zones z where z.id = ${idSql}
    union all select p.id, p.parent_id, ${spanishOf('p', 'name')}, up.depth + 1 from wiki_zones p join up on p.id = up.parent_id where up.depth < 50)
  select string_agg(name, ' › ' order by depth desc) from up)`;

async function missingIds(tx: Tx, table: string, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return false;
  const found = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where id = any(${sql.param(unique)}::int[])`,
  );
  return found.rows[0]!.n !== unique.length;
}

/**
 * Attachments must be files of our uploads: the upload checked their content against the kit's
 * accepted types (SPEC-RULINGS), so a URL that names no stored file is refused, whatever it ends with.
 */
export async function unknownFiles(tx: Tx, urls: readonly string[]): Promise<boolean> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return false;
  const found = await tx.execute<{ n: number }>(sql`select count(*)::int as n from stored_files
    where '/files/' || storage_key = any(${sql.param(unique)}::text[])`);
  return found.rows[0]!.n !== unique.length;
}

export const wikiZoneStore: ResourceStore = {
  definition: wikiZoneAreas,
  table: 'wiki_zones',
  writable: ['parent_id', 'sort_key', 'translations'],
  json: ['translations'],
  computed: { name: spanishOf('t', 'name'), path: zonePath('t.id') },
  uniques: {},
  hooks: {
    async validate(tx, body, existing) {
      const errors: Errors = {};
      const parent = (body.parent_id as number | null | undefined) ?? null;
      if (parent === null) return errors;
      if (await missingIds(tx, 'wiki_zones', [parent])) errors.parent_id = [UNKNOWN_REFERENCE];
      // A zone cannot sit under itself or under one of its own subzones.
      else if (existing) {
        const loop = await tx.execute<{ found: boolean }>(sql`with recursive up(id, depth) as (
            select ${parent}::int, 0 union all
            select z.parent_id, up.depth + 1 from wiki_zones z join up on z.id = up.id where z.parent_id is not null and up.depth < 50)
          select exists(select 1 from up where id = ${existing.id as number}) as found`);
        if (loop.rows[0]!.found) errors.parent_id = ['validations.in_array'];
      }
      return errors;
    },
  },
};

const contentOf = (body: Row): Content => ({
  translations: (body.translations ?? {}) as Content['translations'],
  attachments: (body.attachments ?? []) as string[],
});

/**
 * Who writes, by transaction: the kit's afterWrite is not given the caller, validate is (it runs
 * first, in the same transaction).
 */
const writers = new WeakMap<object, number | null>();

/**
 * Documents: a create writes version 1; an edit (AZ_SADMIN) that changes the content writes the next
 * version (the kit's `updated_at` check guards it), one that only moves the document to another zone
 * writes none.
 */
export const wikiDocumentStore: ResourceStore = {
  definition: wikiDocuments,
  table: 'wiki_documents',
  writable: ['zone_id', 'translations', 'attachments'],
  json: ['translations'],
  listColumns: ['id', 'zone_id', 'current_version', 'created_at', 'updated_at'],
  computed: {
    title: spanishOf('t', 'title'),
    zone: zonePath('t.zone_id'),
  },
  search: fullTextMatch,
  uniques: {},
  hooks: {
    prepare: (body) => ({ ...body, translations: sanitizedContent(contentOf(body).translations) }),
    async validate(tx, body, _existing, caller) {
      writers.set(tx, caller.userId);
      const errors: Errors = {};
      if (await missingIds(tx, 'wiki_zones', [body.zone_id as number])) errors.zone_id = [UNKNOWN_REFERENCE];
      if (await unknownFiles(tx, contentOf(body).attachments)) errors.attachments = [UNKNOWN_REFERENCE];
      return errors;
    },
    async afterWrite(tx, record, body) {
      // A create passes the new id alone; an edit passes the record as it was.
      const previous = 'translations' in record ? contentOf(record) : null;
      const next = contentOf(body);
      if (previous && sameContent(previous, next)) return;
      await appendVersion(tx, record.id as number, next, {
        userId: writers.get(tx) ?? null,
        note: (body.note as string | null | undefined) ?? null,
      });
    },
  },
};

/** The products documented, by name or code: the list's `product` filter and column. */
const productNames = `(select string_agg(p.az_iso, ', ' order by p.az_iso) from documentation_products dp
  join products p on p.id = dp.product_id where dp.documentation_id = t.id)`;

export const documentationStore: ResourceStore = {
  definition: documentation,
  table: 'documentation',
  writable: ['document_type', 'translations', 'version', 'file_url', 'languages', 'markets'],
  json: ['translations'],
  computed: { title: spanishOf('t', 'title'), product: productNames },
  search: fullTextMatch,
  filters: {
    // Listed by product: the documents of the products whose code or name contains the typed text.
    product: (pattern) => sql`t.id in (select dp.documentation_id from documentation_products dp
      join products p on p.id = dp.product_id where p.az_iso ilike ${pattern} or p.name ilike ${pattern})`,
  },
  uniques: {},
  hooks: {
    async validate(tx, body) {
      const errors: Errors = {};
      if (await missingIds(tx, 'products', (body.products as number[]) ?? []))
        errors.products = [UNKNOWN_REFERENCE];
      if (await missingIds(tx, 'families', (body.families as number[]) ?? []))
        errors.families = [UNKNOWN_REFERENCE];
      if (await missingIds(tx, 'markets', (body.markets as number[]) ?? []))
        errors.markets = [UNKNOWN_REFERENCE];
      // An uploaded file must be one of ours; an https address is the manufacturer site's own.
      const url = body.file_url as string;
      if (url.startsWith('/files/') && (await unknownFiles(tx, [url]))) errors.file_url = [UNKNOWN_REFERENCE];
      return errors;
    },
    async afterWrite(tx, record, body) {
      const id = record.id as number;
      for (const [table, column, key] of [
        ['documentation_products', 'product_id', 'products'],
        ['documentation_families', 'family_id', 'families'],
      ] as const) {
        if (!Array.isArray(body[key])) continue;
        await tx.execute(sql`delete from ${sql.raw(table)} where documentation_id = ${id}`);
        await tx.execute(sql`insert into ${sql.raw(table)} (documentation_id, ${sql.raw(column)})
          select ${id}, unnest(${sql.param([...new Set(body[key] as number[])])}::int[])`);
      }
    },
    async attach(db, record) {
      const linked = await db.execute<{ products: number[]; families: number[] }>(sql`select
        array(select product_id from documentation_products where documentation_id = ${record.id as number} order by 1) as products,
        array(select family_id from documentation_families where documentation_id = ${record.id as number} order by 1) as families`);
      return { ...record, ...linked.rows[0] };
    },
  },
};

export const WIKI_ZONE_STORES = [wikiZoneStore, wikiDocumentStore, documentationStore];

import { digitalBooks, digitalContents, digitalSections, digitalSubsections } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceHooks, ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { type CopyLevel, copyChildren } from './deep-copy.ts';
import { appendLast, detach, type Level, lockParents } from './sibling-order.ts';
import { deleteSubtree, type SubtreeRoot } from './subtree-delete.ts';

type Errors = Record<string, string[]>;
const UNKNOWN_REFERENCE = 'validations.in_array';

/** The Spanish title, else the first one written: what lists and selectors show of a node. */
const titleOf = (alias: string) =>
  `coalesce(nullif(${alias}.translations->'es'->>'title', ''), (select v->>'title' from jsonb_each(${alias}.translations) e(k, v) where v->>'title' <> '' order by k limit 1), '')`;

export const LEVELS = {
  sections: { table: 'digital_sections', parentTable: 'digital_books', parentKey: 'book_id' },
  subsections: { table: 'digital_subsections', parentTable: 'digital_sections', parentKey: 'section_id' },
  contents: { table: 'digital_contents', parentTable: 'digital_subsections', parentKey: 'subsection_id' },
} as const satisfies Record<string, Level>;

async function missingIds(tx: Tx, table: string, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return false;
  const found = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where id = any(${sql.param(unique)}::int[])`,
  );
  return found.rows[0]!.n !== unique.length;
}

/**
 * A duplicate is a deep copy: the source's children (and theirs) are copied, in order, under the new
 * node. The kit passes the source it read for `?duplicate_of=`, so it is of the same level.
 */
const deepCopy =
  (children: CopyLevel): ResourceHooks['afterDuplicate'] =>
  async (tx, record, source) =>
    copyChildren(tx, children, source.id as number, record.id as number);

/**
 * The hooks of a node that sits in a parent: the parent must exist; it is locked before the node is
 * placed; a new node goes last, a node moved to another parent goes last there and closes its gap;
 * a deleted node closes its gap and takes its subtree with it. A duplicate copies the source's
 * children (deep copy) when the level has any.
 */
function childHooks(
  level: Level,
  children: CopyLevel | null,
  subtree: SubtreeRoot | null,
): ResourceStore['hooks'] {
  const { table, parentKey } = level;
  return {
    ...(children && { afterDuplicate: deepCopy(children) }),
    async validate(tx, body, existing) {
      const errors: Errors = {};
      const parent = body[parentKey] as number;
      const previous = existing ? (existing[parentKey] as number) : null;
      // An edit that keeps the parent changes no position and locks nothing more than its row.
      if (previous === parent) return errors;
      const locked = await lockParents(tx, level, previous === null ? [parent] : [parent, previous]);
      if (!locked.includes(parent)) errors[parentKey] = [UNKNOWN_REFERENCE];
      // Leaves its old parent before the row changes parent, so no position is ever taken twice.
      if (Object.keys(errors).length === 0 && existing && previous !== parent) {
        await detach(tx, level, existing.id as number);
      }
      return errors;
    },
    async afterWrite(tx, record) {
      const id = record.id as number;
      const placed = await tx.execute<{ position: number }>(
        sql`select position from ${sql.raw(`"${table}"`)} where id = ${id}`,
      );
      if (placed.rows[0]?.position === 0) await appendLast(tx, level, id);
    },
    async validateDelete(tx, existing, caller) {
      await lockParents(tx, level, [existing[parentKey] as number]);
      await detach(tx, level, existing.id as number);
      if (subtree) await deleteSubtree(tx, subtree, existing.id as number, caller);
      return {};
    },
  };
}

/** Every language's body through the one rich-text gate before it is stored. */
function sanitizedBodies(body: Row): Row {
  const translations = (body.translations ?? {}) as Record<string, { body?: string }>;
  const clean = Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => [
      language,
      typeof texts.body === 'string' ? { ...texts, body: sanitizeRichText(texts.body) } : texts,
    ]),
  );
  return { ...body, translations: clean };
}

const parentTitle = (parentTable: string, parentKey: string) =>
  `(select ${titleOf('p')} from "${parentTable}" p where p.id = t."${parentKey}")`;
/**
 * `name`: the node's path from its book (`Manual Flexa › Instalación › Cableado`), what selectors
 * show, so that two books' "Instalación" cannot be mixed up.
 */
const PATHS = {
  sections: `(select ${titleOf('b')} from digital_books b where b.id = t.book_id) || ' › ' || ${titleOf('t')}`,
  subsections: `(select ${titleOf('b')} || ' › ' || ${titleOf('s')} from digital_sections s
    join digital_books b on b.id = s.book_id where s.id = t.section_id) || ' › ' || ${titleOf('t')}`,
  contents: `(select ${titleOf('b')} || ' › ' || ${titleOf('s')} || ' › ' || ${titleOf('u')} from digital_subsections u
    join digital_sections s on s.id = u.section_id join digital_books b on b.id = s.book_id
    where u.id = t.subsection_id) || ' › ' || ${titleOf('t')}`,
};

export const digitalBookStore: ResourceStore = {
  definition: digitalBooks,
  table: 'digital_books',
  writable: ['az_iso', 'sort_key', 'translations', 'cover_image', 'markets', 'active'],
  json: ['translations'],
  computed: { title: titleOf('t'), name: titleOf('t') },
  uniques: { digital_books_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body) {
      const errors: Errors = {};
      if (await missingIds(tx, 'markets', (body.markets as number[]) ?? []))
        errors.markets = [UNKNOWN_REFERENCE];
      if (await missingIds(tx, 'products', (body.products as number[]) ?? []))
        errors.products = [UNKNOWN_REFERENCE];
      return errors;
    },
    async afterWrite(tx, record, body) {
      const id = record.id as number;
      if (Array.isArray(body.products)) {
        await tx.execute(sql`delete from digital_book_products where book_id = ${id}`);
        await tx.execute(sql`insert into digital_book_products (book_id, product_id)
          select ${id}, unnest(${sql.param([...new Set(body.products as number[])])}::int[])`);
      }
    },
    afterDuplicate: deepCopy('sections'),
    async validateDelete(tx, existing, caller) {
      await deleteSubtree(tx, 'books', existing.id as number, caller);
      return {};
    },
    async attach(db, record) {
      const linked = await db.execute<{ product_id: number }>(
        sql`select product_id from digital_book_products where book_id = ${record.id as number} order by product_id`,
      );
      return { ...record, products: linked.rows.map((row) => row.product_id) };
    },
  },
};

export const digitalSectionStore: ResourceStore = {
  definition: digitalSections,
  table: 'digital_sections',
  writable: ['book_id', 'translations'],
  json: ['translations'],
  computed: {
    title: titleOf('t'),
    book: parentTitle('digital_books', 'book_id'),
    name: PATHS.sections,
  },
  uniques: {},
  hooks: childHooks(LEVELS.sections, 'subsections', 'sections'),
};

export const digitalSubsectionStore: ResourceStore = {
  definition: digitalSubsections,
  table: 'digital_subsections',
  writable: ['section_id', 'translations'],
  json: ['translations'],
  computed: {
    title: titleOf('t'),
    section: parentTitle('digital_sections', 'section_id'),
    name: PATHS.subsections,
  },
  uniques: {},
  hooks: childHooks(LEVELS.subsections, 'contents', 'subsections'),
};

export const digitalContentStore: ResourceStore = {
  definition: digitalContents,
  table: 'digital_contents',
  writable: ['subsection_id', 'translations', 'active'],
  // Bodies are large: a list row carries titles only (the record has every text).
  listColumns: ['id', 'subsection_id', 'position', 'active', 'created_at', 'updated_at'],
  json: ['translations'],
  computed: {
    title: titleOf('t'),
    subsection: parentTitle('digital_subsections', 'subsection_id'),
    name: PATHS.contents,
  },
  uniques: {},
  hooks: { ...childHooks(LEVELS.contents, null, null), prepare: sanitizedBodies },
};

export const DIGITAL_DOCS_STORES = [
  digitalBookStore,
  digitalSectionStore,
  digitalSubsectionStore,
  digitalContentStore,
];

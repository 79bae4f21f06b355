import { sql } from 'drizzle-orm';
import { quoteIdent } from '../../platform/resources/list-engine/columns-sql.ts';
import type { Queryable, Row, Tx } from '../../platform/resources/resource-store.ts';
import { MAX_IMAGE_BYTES } from '../../platform/storage.ts';
import { type Errors, UNKNOWN_REFERENCE } from './store-checks.ts';

/**
 * The id lists of a product or an article that live in link tables (related records, attribute
 * options, media resources): a body key -> its table, the owner's column and the target's column.
 * Every name here is ours (never from a request).
 */
export type LinkTables = Readonly<
  Record<string, { table: string; owner: string; target: string; kind?: string }>
>;

/** Writes each list whole: the links of `ownerId` become exactly the ids of the body. */
export async function replaceLinks(tx: Tx, ownerId: number, links: LinkTables, body: Row) {
  for (const [key, link] of Object.entries(links)) {
    const table = sql.raw(quoteIdent(link.table));
    const owner = sql.raw(quoteIdent(link.owner));
    const target = sql.raw(quoteIdent(link.target));
    const kind = link.kind === undefined ? sql`` : sql` and kind = ${link.kind}`;
    await tx.execute(sql`delete from ${table} where ${owner} = ${ownerId}${kind}`);
    const ids = (body[key] as number[] | undefined) ?? [];
    if (!ids.length) continue;
    if (link.kind === undefined) {
      await tx.execute(sql`insert into ${table} (${owner}, ${target})
        select ${ownerId}, unnest(${sql.param(ids)}::int[]) on conflict do nothing`);
    } else {
      await tx.execute(sql`insert into ${table} (${owner}, kind, ${target})
        select ${ownerId}, ${link.kind}, unnest(${sql.param(ids)}::int[]) on conflict do nothing`);
    }
  }
}

/** The id lists of `ownerId`, each in id order, as the record answers them. */
export async function attachItemLinks(db: Queryable, ownerId: number, links: LinkTables): Promise<Row> {
  const columns = Object.entries(links).map(([key, link]) => {
    const kind = link.kind === undefined ? '' : ` and l.kind = '${link.kind}'`;
    return sql.raw(`coalesce((select array_agg(l.${quoteIdent(link.target)} order by l.${quoteIdent(link.target)})
      from ${quoteIdent(link.table)} l where l.${quoteIdent(link.owner)} = ${Number(ownerId)}${kind}), '{}') as ${quoteIdent(key)}`);
  });
  const found = await db.execute<Row>(sql`select ${sql.join(columns, sql`, `)}`);
  return found.rows[0] ?? {};
}

/**
 * Each image of `field` must be a stored upload that is an image of at most 64 kB (spec section 5:
 * the ERP's limit), whatever way it was uploaded: the error names the image (`images.3`).
 */
export async function checkStoredImages(tx: Tx, field: string, urls: readonly string[]): Promise<Errors> {
  if (!urls.length) return {};
  const keys = urls.map((url) => url.slice('/files/'.length));
  const found = await tx.execute<{ storage_key: string; mime: string; size: number }>(sql`
    select storage_key, mime, size from stored_files where storage_key = any(${sql.param(keys)}::text[])`);
  const byKey = new Map(found.rows.map((row) => [row.storage_key, row]));
  const errors: Errors = {};
  keys.forEach((key, index) => {
    const file = byKey.get(key);
    if (!file) errors[`${field}.${index}`] = ['validations.storedFile'];
    else if (!file.mime.startsWith('image/')) errors[`${field}.${index}`] = ['validations.notAnImage'];
    else if (Number(file.size) > MAX_IMAGE_BYTES) errors[`${field}.${index}`] = ['validations.imageOver64kB'];
  });
  if (new Set(urls).size !== urls.length) errors[field] = ['validations.unique'];
  return errors;
}

/**
 * Attribute values: options that exist, of attribute types that apply to `target`, at most one
 * option per type.
 */
export async function checkAttributeOptions(
  tx: Tx,
  field: string,
  optionIds: readonly number[],
  target: 'article' | 'product',
): Promise<Errors> {
  if (!optionIds.length) return {};
  const found = await tx.execute<{ id: number; attribute_type_id: number; applies: boolean }>(sql`
    select o.id, o.attribute_type_id, ${target} = any(t.applies_to) as applies
    from attribute_options o join attribute_types t on t.id = o.attribute_type_id
    where o.id = any(${sql.param([...optionIds])}::int[])`);
  if (found.rows.length !== new Set(optionIds).size) return { [field]: [UNKNOWN_REFERENCE] };
  if (found.rows.some((row) => !row.applies)) return { [field]: ['validations.attributeNotApplicable'] };
  const types = found.rows.map((row) => row.attribute_type_id);
  if (new Set(types).size !== types.length) return { [field]: ['validations.oneOptionPerType'] };
  return {};
}

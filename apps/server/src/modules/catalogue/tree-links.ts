import { sql } from 'drizzle-orm';
import type { Queryable, ResourceHooks, Row, Tx } from '../../platform/resources/resource-store.ts';
import { checkMarkets, type Errors, missingIds, UNKNOWN_REFERENCE } from './store-checks.ts';

/**
 * A many-to-many link edited as an id list on its owner's body (decisions: "Many-to-many links
 * edited as id lists"): `body[field]` names rows of `targetTable`, stored in `table` as
 * (`ownerColumn`, `targetColumn`), replaced whole in the owner's transaction and read back as ids.
 */
export interface IdLink {
  field: string;
  table: string;
  ownerColumn: string;
  targetColumn: string;
  targetTable: string;
  /** Extra condition a target must meet (an attribute type that applies to families). Trusted SQL on `x`. */
  targetCondition?: string;
}

const ident = (name: string) => sql.raw(`"${name}"`);
const idsOf = (body: Row, field: string) => (body[field] as number[] | undefined) ?? [];

async function checkLink(tx: Tx, body: Row, link: IdLink, errors: Errors) {
  const ids = idsOf(body, link.field);
  if (ids.length === 0) return;
  if ((await missingIds(tx, link.targetTable, ids)).length) {
    errors[link.field] = [UNKNOWN_REFERENCE];
    return;
  }
  if (link.targetCondition) {
    const fitting = await tx.execute<{
      n: number;
    }>(sql`select count(*)::int as n from ${ident(link.targetTable)} x
      where x.id = any(${sql.param(ids)}::int[]) and ${sql.raw(link.targetCondition)}`);
    if (fitting.rows[0]!.n !== new Set(ids).size) errors[link.field] = [UNKNOWN_REFERENCE];
  }
}

async function writeLink(tx: Tx, id: number, body: Row, link: IdLink) {
  await tx.execute(sql`delete from ${ident(link.table)} where ${ident(link.ownerColumn)} = ${id}`);
  await tx.execute(sql`insert into ${ident(link.table)} (${ident(link.ownerColumn)}, ${ident(link.targetColumn)})
    select ${id}, unnest(${sql.param(idsOf(body, link.field))}::int[]) on conflict do nothing`);
}

async function readLinks(db: Queryable, id: number, links: readonly IdLink[]): Promise<Row> {
  if (links.length === 0) return {};
  const columns = links.map(
    (link) =>
      sql`coalesce((select array_agg(${ident(link.targetColumn)} order by ${ident(link.targetColumn)})
        from ${ident(link.table)} where ${ident(link.ownerColumn)} = ${id}), '{}') as ${ident(link.field)}`,
  );
  const result = await db.execute<Row>(sql`select ${sql.join(columns, sql`, `)}`);
  return result.rows[0] ?? {};
}

/**
 * The hooks of a catalogue tree store: markets exist, every link's ids exist (and fit), links are
 * replaced on every write and read back with the record; `references` are single ids that must
 * exist (a system's range).
 */
export function treeHooks(
  links: readonly IdLink[],
  references: readonly { field: string; table: string }[] = [],
): ResourceHooks {
  return {
    async validate(tx, body) {
      const errors: Errors = {};
      await checkMarkets(tx, body, errors);
      for (const { field, table } of references) {
        if ((await missingIds(tx, table, [body[field] as number])).length)
          errors[field] = [UNKNOWN_REFERENCE];
      }
      for (const link of links) await checkLink(tx, body, link, errors);
      return errors;
    },
    async afterWrite(tx, record, body) {
      for (const link of links) await writeLink(tx, record.id as number, body, link);
    },
    async attach(db, record) {
      return { ...record, ...(await readLinks(db, record.id as number, links)) };
    },
  };
}

const mediaLink = (table: string, ownerColumn: string): IdLink => ({
  field: 'resources',
  table,
  ownerColumn,
  targetColumn: 'media_resource_id',
  targetTable: 'media_resources',
});

export const RANGE_LINKS: readonly IdLink[] = [mediaLink('range_media_resources', 'range_id')];
export const SYSTEM_LINKS: readonly IdLink[] = [mediaLink('system_media_resources', 'system_id')];
export const FAMILY_LINKS: readonly IdLink[] = [
  {
    field: 'systems',
    table: 'family_systems',
    ownerColumn: 'family_id',
    targetColumn: 'system_id',
    targetTable: 'systems',
  },
  {
    field: 'categories',
    table: 'family_categories',
    ownerColumn: 'family_id',
    targetColumn: 'category_id',
    targetTable: 'categories',
  },
  {
    field: 'attribute_types',
    table: 'family_attribute_types',
    ownerColumn: 'family_id',
    targetColumn: 'attribute_type_id',
    targetTable: 'attribute_types',
    targetCondition: `'family' = any(x.applies_to)`,
  },
  mediaLink('family_media_resources', 'family_id'),
];

/** The market lists as ISO codes (spec section 3's `markets_available_iso`, `markets_active_iso`). */
export const MARKET_ISO_CODES = {
  markets_available_iso: `coalesce(array(select m.iso from markets m where m.id = any(t.markets_available) order by m.iso), '{}')`,
  markets_active_iso: `coalesce(array(select m.iso from markets m where m.id = any(t.markets_active) order by m.iso), '{}')`,
};

/** What a family's form shows read-only: the ranges of its systems and its products. */
export const FAMILY_RELATIONS = {
  ranges: `coalesce((select json_agg(json_build_object('id', r.id, 'az_iso', r.az_iso, 'name', r.name) order by r.sort_key, r.id)
    from ranges r where r.id in (select s.range_id from systems s join family_systems fs on fs.system_id = s.id
      where fs.family_id = t.id)), '[]')`,
  products: `coalesce((select json_agg(json_build_object('id', p.id, 'az_iso', p.az_iso, 'name', p.name, 'active', p.active)
    order by p.az_iso) from products p where p.family_id = t.id), '[]')`,
};

import { mediaClasses, mediaGroups, mediaResources, mediaTypes } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';

type Errors = Record<string, string[]>;
const UNKNOWN_REFERENCE = 'validations.in_array';

async function exists(tx: Tx, table: string, id: unknown): Promise<boolean> {
  const found = await tx.execute(sql`select 1 from ${sql.raw(`"${table}"`)} where id = ${Number(id)}`);
  return found.rows.length > 0;
}

/** `{ id, az_iso, name }` of the row of `table` whose id is `column`, for display. */
const reference = (table: string, column: string) =>
  `(select json_build_object('id', x.id, 'az_iso', x.az_iso, 'name', x.name) from ${table} x where x.id = ${column})`;

const classification = {
  writable: ['az_iso', 'name', 'sort_key', 'active', 'translations'],
  json: ['translations'],
  computed: { az_label: `t.az_iso || ' - ' || t.name` },
};

export const mediaGroupStore: ResourceStore = {
  ...classification,
  definition: mediaGroups,
  table: 'media_groups',
  uniques: { media_groups_az_iso_unique: 'az_iso' },
};

export const mediaClassStore: ResourceStore = {
  ...classification,
  definition: mediaClasses,
  table: 'media_classes',
  writable: [...classification.writable, 'media_group_id'],
  computed: { ...classification.computed, media_group: reference('media_groups', 't.media_group_id') },
  expressions: { media_group: '(select g.name from media_groups g where g.id = t.media_group_id)' },
  filters: {
    media_group: (pattern) =>
      sql`t.media_group_id in (select g.id from media_groups g where g.name ilike ${pattern} or g.az_iso ilike ${pattern})`,
  },
  uniques: { media_classes_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body): Promise<Errors> {
      return (await exists(tx, 'media_groups', body.media_group_id))
        ? {}
        : { media_group_id: [UNKNOWN_REFERENCE] };
    },
  },
};

/** The group of a type's class, by the type's class id column. */
const groupOfClass = (classColumn: string) =>
  `(select json_build_object('id', g.id, 'az_iso', g.az_iso, 'name', g.name)
    from media_classes c join media_groups g on g.id = c.media_group_id where c.id = ${classColumn})`;

export const mediaTypeStore: ResourceStore = {
  ...classification,
  definition: mediaTypes,
  table: 'media_types',
  writable: [...classification.writable, 'media_class_id'],
  computed: {
    ...classification.computed,
    media_class: reference('media_classes', 't.media_class_id'),
    media_group: groupOfClass('t.media_class_id'),
  },
  expressions: {
    media_class: '(select c.name from media_classes c where c.id = t.media_class_id)',
    media_group: `(select g.name from media_classes c join media_groups g on g.id = c.media_group_id
      where c.id = t.media_class_id)`,
  },
  filters: {
    media_class: (pattern) =>
      sql`t.media_class_id in (select c.id from media_classes c where c.name ilike ${pattern} or c.az_iso ilike ${pattern})`,
    media_group: (pattern) =>
      sql`t.media_class_id in (select c.id from media_classes c join media_groups g on g.id = c.media_group_id
        where g.name ilike ${pattern} or g.az_iso ilike ${pattern})`,
  },
  uniques: { media_types_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body): Promise<Errors> {
      return (await exists(tx, 'media_classes', body.media_class_id))
        ? {}
        : { media_class_id: [UNKNOWN_REFERENCE] };
    },
  },
};

/** The stored_files row of a `/files/<key>` URL (the key is the URL's last segment). */
const storedFileOf = (urlColumn: string) => `stored_files f where f.storage_key = substr(${urlColumn}, 8)`;

/** Products, articles or families that use the resource (the first 100 by code, enough to show). */
const users = (link: string, table: string, key: string) =>
  `coalesce((select json_agg(json_build_object('id', u.id, 'az_iso', u.az_iso, 'name', u.name) order by u.az_iso)
    from (select x.id, x.az_iso, x.name from ${link} l join ${table} x on x.id = l.${key}
      where l.media_resource_id = t.id order by x.az_iso limit 100) u), '[]'::json)`;

/** Who can hold a media resource: kind in `used_by`, link table, owner table, owner column. */
const MEDIA_USERS = [
  ['ranges', 'range_media_resources', 'ranges', 'range_id'],
  ['systems', 'system_media_resources', 'systems', 'system_id'],
  ['families', 'family_media_resources', 'families', 'family_id'],
  ['products', 'product_media_resources', 'products', 'product_id'],
  ['articles', 'article_media_resources', 'articles', 'article_id'],
] as const;

const countOf = (link: string) => `(select count(*) from ${link} l where l.media_resource_id = t.id)`;

/** Blank text is no value: a form sends '' for the source it leaves empty. */
const valueOrNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const mediaResourceStore: ResourceStore = {
  definition: mediaResources,
  table: 'media_resources',
  writable: [
    'az_iso',
    'name',
    'description',
    'media_type_id',
    'url',
    'file_url',
    'languages',
    'active',
    'translations',
  ],
  json: ['translations'],
  computed: {
    az_label: `t.az_iso || ' - ' || t.name`,
    media_type: reference('media_types', 't.media_type_id'),
    media_class: `(select json_build_object('id', c.id, 'az_iso', c.az_iso, 'name', c.name)
      from media_types y join media_classes c on c.id = y.media_class_id where y.id = t.media_type_id)`,
    media_group: `(select json_build_object('id', g.id, 'az_iso', g.az_iso, 'name', g.name)
      from media_types y join media_classes c on c.id = y.media_class_id join media_groups g on g.id = c.media_group_id
      where y.id = t.media_type_id)`,
    file: `(select json_build_object('name', f.original_name, 'size', f.size, 'mime', f.mime, 'url', t.file_url)
      from ${storedFileOf('t.file_url')})`,
    used_by: `json_build_object(
      ${MEDIA_USERS.map(([kind, link, table, key]) => `'${kind}', ${users(link, table, key)}`).join(',\n      ')},
      'total', ${MEDIA_USERS.map(([, link]) => countOf(link)).join(' + ')})`,
  },
  expressions: {
    media_type: '(select y.name from media_types y where y.id = t.media_type_id)',
    media_group: `(select g.name from media_types y join media_classes c on c.id = y.media_class_id
      join media_groups g on g.id = c.media_group_id where y.id = t.media_type_id)`,
    source: `coalesce((select f.original_name from ${storedFileOf('t.file_url')}), t.url)`,
  },
  filters: {
    media_type: (pattern) =>
      sql`t.media_type_id in (select y.id from media_types y where y.name ilike ${pattern} or y.az_iso ilike ${pattern})`,
    media_group: (pattern) =>
      sql`t.media_type_id in (select y.id from media_types y join media_classes c on c.id = y.media_class_id
        join media_groups g on g.id = c.media_group_id where g.name ilike ${pattern} or g.az_iso ilike ${pattern})`,
  },
  uniques: { media_resources_az_iso_unique: 'az_iso' },
  hooks: {
    prepare: (body) => ({
      ...body,
      url: valueOrNull(body.url) ?? null,
      file_url: valueOrNull(body.file_url) ?? null,
    }),
    async validate(tx, body) {
      const errors: Errors = {};
      if (!(await exists(tx, 'media_types', body.media_type_id))) errors.media_type_id = [UNKNOWN_REFERENCE];
      const manufacturers = (body.manufacturers as number[]) ?? [];
      if (manufacturers.length) {
        const found = await tx.execute(
          sql`select id from manufacturers where id = any(${sql.param(manufacturers)}::int[])`,
        );
        if (found.rows.length !== new Set(manufacturers).size) errors.manufacturers = [UNKNOWN_REFERENCE];
      }
      if (typeof body.file_url === 'string') {
        // Only a file our storage holds: a made-up key would show a broken link, and the clean-up
        // could never account for it.
        const stored = await tx.execute(
          sql`select 1 from stored_files where storage_key = substr(${body.file_url}, 8)`,
        );
        if (!stored.rows.length) errors.file_url = ['validations.storedFile'];
      }
      return errors;
    },
    async afterWrite(tx, record, body) {
      const id = record.id as number;
      await tx.execute(sql`delete from media_resource_manufacturers where media_resource_id = ${id}`);
      await tx.execute(sql`insert into media_resource_manufacturers (media_resource_id, manufacturer_id)
        select ${id}, unnest(${sql.param((body.manufacturers as number[]) ?? [])}::int[]) on conflict do nothing`);
    },
    async attach(db, record: Row) {
      const links = await db.execute<{ manufacturers: number[] }>(sql`
        select coalesce(array_agg(manufacturer_id order by manufacturer_id), '{}') as manufacturers
        from media_resource_manufacturers where media_resource_id = ${record.id as number}`);
      return { ...record, ...links.rows[0] };
    },
  },
};

export const MULTIMEDIA_STORES = [mediaGroupStore, mediaClassStore, mediaTypeStore, mediaResourceStore];

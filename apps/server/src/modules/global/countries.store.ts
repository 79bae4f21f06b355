import { countries, type RegionInput } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Row } from '../../platform/resources/resource-store.ts';

/**
 * Countries (`/globalcountries`) and their regions, which are edited inside their country and saved
 * with it in one transaction (SPEC-RULINGS), as attribute options are saved with their attribute:
 * rows with an id are updated, rows without one created, missing ones deleted.
 */
export const countryStore: ResourceStore = {
  definition: countries,
  table: 'countries',
  // List rows leave out the names in other languages and the regions (the record has them).
  listColumns: ['id', 'iso', 'iso3', 'name', 'pro_registration', 'active', 'created_at', 'updated_at'],
  writable: ['iso', 'iso3', 'name', 'translations', 'pro_registration', 'active'],
  json: ['translations'],
  // The name in every language, for the global search ("Spain" finds España).
  expressions: { names: `jsonb_path_query_array(t.translations, '$.*.name')::text` },
  uniques: { countries_iso_unique: 'iso', regions_country_code_key: 'regions' },
  hooks: {
    // The Spanish name is the record's name: the Spanish tab shows it when left empty.
    prepare(body) {
      const translations = (body.translations ?? {}) as Record<string, { name?: string }>;
      if (translations.es?.name?.trim()) return body;
      return { ...body, translations: { ...translations, es: { name: body.name as string } } };
    },
    async validate(tx, body, existing) {
      const regions = body.regions as RegionInput[];
      const ids = regions.flatMap((r) => (r.id ? [r.id] : []));
      if (!ids.length) return {};
      const owned = await tx.execute<{ id: number }>(sql`select id from regions
        where id = any(${sql.param(ids)}::int[]) and country_id = ${(existing?.id as number) ?? -1}`);
      const ownedIds = new Set(owned.rows.map((r) => r.id));
      const errors: Record<string, string[]> = {};
      regions.forEach((region, index) => {
        if (region.id && !ownedIds.has(region.id)) errors[`regions.${index}.id`] = ['validations.in_array'];
      });
      return errors;
    },
    async afterWrite(tx, record, body) {
      const countryId = record.id as number;
      const regions = body.regions as RegionInput[];
      const kept = regions.filter((r): r is RegionInput & { id: number } => r.id !== undefined);
      const added = regions.filter((r) => r.id === undefined);
      await tx.execute(sql`delete from regions where country_id = ${countryId}
        and not (id = any(${sql.param(kept.map((r) => r.id))}::int[]))`);
      if (kept.length) {
        // Free the kept rows' codes first, so two regions may swap codes in one save.
        await tx.execute(sql`update regions set code = code || '#' || id
          where id = any(${sql.param(kept.map((r) => r.id))}::int[])`);
        await tx.execute(sql`update regions r set code = v.code, name = v.name,
          updated_at = case when r.name = v.name and split_part(r.code, '#', 1) = v.code then r.updated_at else now() end
          from unnest(${sql.param(kept.map((r) => r.id))}::int[], ${sql.param(kept.map((r) => r.code))}::text[],
            ${sql.param(kept.map((r) => r.name))}::text[]) as v(id, code, name)
          where r.id = v.id`);
      }
      if (added.length) {
        await tx.execute(sql`insert into regions (country_id, code, name)
          select ${countryId}, code, name from unnest(${sql.param(added.map((r) => r.code))}::text[],
            ${sql.param(added.map((r) => r.name))}::text[]) as v(code, name)`);
      }
    },
    async attach(db, record: Row) {
      const regions = await db.execute(sql`select id, code, name from regions
        where country_id = ${record.id as number} order by name, id`);
      return { ...record, regions: regions.rows };
    },
  },
};

import {
  communicationProtocols,
  compatibilityTypes,
  compatibilityWarnings,
  iuModelTechnologies,
  iuModelTypes,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { TranslatedError } from '../../platform/errors.ts';
import type { ResourceStore, Tx } from '../../platform/resources/resource-store.ts';

type Errors = Record<string, string[]>;

/** Whether every id of `ids` is a row of `table` (a list of ids names no row twice for this check). */
export async function allExist(tx: Tx, table: string, ids: unknown): Promise<boolean> {
  const list = [...new Set((ids as number[] | undefined) ?? [])];
  if (!list.length) return true;
  const found = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where id = any(${sql.param(list)}::int[])`,
  );
  return found.rows[0]?.n === list.length;
}

/** How many rows of `table` hold `condition`: what a refused delete names. */
async function countWhere(tx: Tx, table: string, condition: ReturnType<typeof sql>): Promise<number> {
  const found = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where ${condition}`,
  );
  return found.rows[0]?.n ?? 0;
}

const vocabulary = {
  writable: ['az_iso', 'name', 'sort_key', 'active', 'translations'],
  json: ['translations'],
  computed: { az_label: `t.az_iso || ' - ' || t.name` },
};

export const iuModelTypeStore: ResourceStore = {
  ...vocabulary,
  definition: iuModelTypes,
  table: 'iu_model_types',
  uniques: { iu_model_types_az_iso_unique: 'az_iso' },
};

export const iuModelTechnologyStore: ResourceStore = {
  ...vocabulary,
  definition: iuModelTechnologies,
  table: 'iu_model_technologies',
  uniques: { iu_model_technologies_az_iso_unique: 'az_iso' },
};

export const compatibilityTypeStore: ResourceStore = {
  ...vocabulary,
  definition: compatibilityTypes,
  table: 'compatibility_types',
  writable: [...vocabulary.writable, 'color'],
  uniques: { compatibility_types_az_iso_unique: 'az_iso' },
  hooks: {
    prepare: (body) => ({
      ...body,
      color: typeof body.color === 'string' ? body.color.toLowerCase() : body.color,
    }),
    async validateDelete(tx, existing) {
      // Before the foreign key's plain "in use": the staff member is told how many to move first.
      const count = await countWhere(
        tx,
        'compatibilities',
        sql`compatibility_type_id = ${existing.id as number}`,
      );
      if (count > 0) throw new TranslatedError(409, 'compatibility.typeInUse', undefined, { count });
      return {};
    },
  },
};

/** The warning's text in Spanish (required), which lists show and the search looks in. */
const spanishText = `t.translations -> 'es' ->> 'text'`;

export const compatibilityWarningStore: ResourceStore = {
  definition: compatibilityWarnings,
  table: 'compatibility_warnings',
  writable: ['az_iso', 'severity', 'compatibility_types', 'translations', 'active'],
  json: ['translations'],
  computed: {
    az_label: `t.az_iso || ' - ' || coalesce(${spanishText}, '')`,
    text: spanishText,
    compatibility_type_names: `(select string_agg(c.name, ', ' order by c.sort_key, c.id)
      from compatibility_types c where c.id = any(t.compatibility_types))`,
  },
  expressions: {
    text: spanishText,
    compatibility_type_names: `(select string_agg(c.name, ', ' order by c.sort_key, c.id)
      from compatibility_types c where c.id = any(t.compatibility_types))`,
  },
  uniques: { compatibility_warnings_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body): Promise<Errors> {
      return (await allExist(tx, 'compatibility_types', body.compatibility_types))
        ? {}
        : { compatibility_types: ['validations.in_array'] };
    },
    async validateDelete(tx, existing) {
      const count = await countWhere(
        tx,
        'compatibilities',
        sql`warnings @> array[${existing.id as number}]::int[]`,
      );
      if (count > 0) throw new TranslatedError(409, 'compatibility.warningInUse', undefined, { count });
      return {};
    },
  },
};

export const communicationProtocolStore: ResourceStore = {
  definition: communicationProtocols,
  table: 'communication_protocols',
  writable: ['az_iso', 'name', 'manufacturers', 'translations', 'active'],
  json: ['translations'],
  computed: {
    az_label: `t.az_iso || ' - ' || t.name`,
    manufacturer_names: `(select string_agg(m.name, ', ' order by m.name)
      from manufacturers m where m.id = any(t.manufacturers))`,
  },
  expressions: {
    manufacturer_names: `(select string_agg(m.name, ', ' order by m.name)
      from manufacturers m where m.id = any(t.manufacturers))`,
  },
  uniques: { communication_protocols_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body): Promise<Errors> {
      const ids = [...new Set((body.manufacturers as number[] | undefined) ?? [])];
      if (!ids.length) return {};
      const found = await tx.execute<{ id: number; protocol_active: boolean }>(
        sql`select id, protocol_active from manufacturers where id = any(${sql.param(ids)}::int[])`,
      );
      if (found.rows.length !== ids.length) return { manufacturers: ['validations.in_array'] };
      // Spec section 4: only a manufacturer whose protocols are active speaks one.
      return found.rows.every((row) => row.protocol_active)
        ? {}
        : { manufacturers: ['compatibility.protocolManufacturerInactive'] };
    },
    async validateDelete(tx, existing) {
      const id = existing.id as number;
      const count =
        (await countWhere(tx, 'compatibilities', sql`protocol_id = ${id}`)) +
        (await countWhere(tx, 'iu_models', sql`protocols @> array[${id}]::int[]`));
      if (count > 0) throw new TranslatedError(409, 'compatibility.protocolInUse', undefined, { count });
      return {};
    },
  },
};

import { iuModels, lookupWords, modelKey } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';
import { allExist } from './vocabulary.stores.ts';

/** A name or reference as a key in SQL, as `modelKey` makes it in the domain (ASCII names). */
const keyOf = (column: string) => `upper(regexp_replace(${column}, '[^[:alnum:]]', '', 'g'))`;

const manufacturerName = '(select m.name from manufacturers m where m.id = t.manufacturer_id)';

/**
 * The agents' look-up (issue 31): every word typed is a piece of the model's key, of its commercial
 * name or of its manufacturer's name, each compared as a key, so "daikin fxsq50", "FXSQ-50A" and
 * "fxsq 50a" all find Daikin's FXSQ50A. The key's trigram index finds the candidates.
 */
export function modelLookup(typed: string): SQL {
  const words = lookupWords(typed);
  if (!words.length) return sql`true`;
  const conditions = words.map((word) => {
    const pattern = `%${word}%`;
    return sql`(t.model_key like ${pattern}
      or t.manufacturer_id in (select m.id from manufacturers m where ${sql.raw(keyOf('m.name'))} like ${pattern})
      or ${sql.raw(keyOf("coalesce(t.commercial_name, '')"))} like ${pattern})`;
  });
  return sql`(${sql.join(conditions, sql` and `)})`;
}

export const iuModelStore: ResourceStore = {
  definition: iuModels,
  table: 'iu_models',
  writable: [
    'manufacturer_id',
    'model_reference',
    'model_key',
    'commercial_name',
    'iu_model_type_id',
    'iu_model_technology_id',
    'protocols',
    'notes',
    'active',
  ],
  computed: {
    // Selects and the tab's header show a model as its manufacturer and reference.
    name: `${manufacturerName} || ' ' || t.model_reference`,
    manufacturer: manufacturerName,
    iu_model_type: '(select y.name from iu_model_types y where y.id = t.iu_model_type_id)',
    iu_model_technology: '(select y.name from iu_model_technologies y where y.id = t.iu_model_technology_id)',
    compatibility_count: '(select count(*)::int from compatibilities c where c.iu_model_id = t.id)',
    protocol_names: `(select string_agg(p.name, ', ' order by p.name)
      from communication_protocols p where p.id = any(t.protocols))`,
  },
  expressions: {
    manufacturer: manufacturerName,
    iu_model_type: '(select y.name from iu_model_types y where y.id = t.iu_model_type_id)',
    iu_model_technology: '(select y.name from iu_model_technologies y where y.id = t.iu_model_technology_id)',
  },
  search: modelLookup,
  uniques: { iu_models_manufacturer_model_key: 'model_reference' },
  hooks: {
    prepare: (body) => {
      const reference = typeof body.model_reference === 'string' ? body.model_reference.trim() : '';
      return { ...body, model_reference: reference, model_key: modelKey(reference) };
    },
    async validate(tx, body) {
      const errors: Record<string, string[]> = {};
      if (!body.model_key) errors.model_reference = ['validations.required'];
      const found = await tx.execute<{ protocol_active: boolean }>(
        sql`select protocol_active from manufacturers where id = ${body.manufacturer_id as number}`,
      );
      const manufacturer = found.rows[0];
      if (!manufacturer) errors.manufacturer_id = ['validations.in_array'];
      const protocols = (body.protocols as number[] | undefined) ?? [];
      if (!(await allExist(tx, 'communication_protocols', protocols)))
        errors.protocols = ['validations.in_array'];
      else if (protocols.length && manufacturer && !manufacturer.protocol_active)
        errors.protocols = ['compatibility.manufacturerWithoutProtocols'];
      return errors;
    },
  },
};

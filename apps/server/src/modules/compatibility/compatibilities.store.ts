import { articleCompatibilities, modelCompatibilities } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { TranslatedError } from '../../platform/errors.ts';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { allExist } from './vocabulary.stores.ts';

const model = (column: string) => `(select ${column} from iu_models u where u.id = t.iu_model_id)`;

/** What a compatibility row shows of its model, type, protocol, warnings and accessory (list and Excel). */
const shown = {
  manufacturer: `(select m.name from iu_models u join manufacturers m on m.id = u.manufacturer_id
    where u.id = t.iu_model_id)`,
  model_reference: model('u.model_reference'),
  iu_model_type: `(select y.name from iu_models u join iu_model_types y on y.id = u.iu_model_type_id
    where u.id = t.iu_model_id)`,
  article: '(select a.az_iso from articles a where a.id = t.article_id)',
  article_name: '(select a.name from articles a where a.id = t.article_id)',
  compatibility_type: '(select c.name from compatibility_types c where c.id = t.compatibility_type_id)',
  protocol: '(select p.name from communication_protocols p where p.id = t.protocol_id)',
  accessory: `(select a.az_iso || ' - ' || a.name from articles a where a.id = t.accessory_article_id)`,
};

const computed = {
  ...shown,
  compatibility_type_color:
    '(select c.color from compatibility_types c where c.id = t.compatibility_type_id)',
  // The Spanish text installers read (required on every warning), most severe first.
  warning_texts: `(select string_agg(w.translations -> 'es' ->> 'text', ' · '
      order by array_position(array['critical', 'warning', 'info'], w.severity), w.az_iso)
    from compatibility_warnings w where w.id = any(t.warnings))`,
  warning_details: `coalesce((select json_agg(json_build_object('id', w.id, 'az_iso', w.az_iso,
      'severity', w.severity, 'translations', w.translations)
      order by array_position(array['critical', 'warning', 'info'], w.severity), w.az_iso)
    from compatibility_warnings w where w.id = any(t.warnings)), '[]'::json)`,
};

export type ModelFacts = {
  id: number;
  active: boolean;
  label: string;
  protocol_active: boolean;
  easyzone_active: boolean;
};

/**
 * The rules of a compatibility that need its model's facts (`facts`: undefined when the model does
 * not exist) and whether its warnings exist: an active model; a protocol or an Easyzone compatibility
 * only with a manufacturer that has them (spec section 4); warnings that exist; an accessory that is
 * another article. Field -> message keys. The form's check and the import (which reads the facts of
 * a whole file at once) both call it.
 */
export function compatibilityRuleErrors(
  body: Row,
  facts: ModelFacts | undefined,
  warningsExist: boolean,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!facts) errors.iu_model_id = ['validations.in_array'];
  else if (!facts.active) errors.iu_model_id = ['compatibility.inactiveModel'];
  if (body.protocol_id != null && facts && !facts.protocol_active)
    errors.protocol_id = ['compatibility.manufacturerWithoutProtocols'];
  if (body.easyzone === true && facts && !facts.easyzone_active)
    errors.easyzone = ['compatibility.manufacturerWithoutEasyzone'];
  if (!warningsExist) errors.warnings = ['validations.in_array'];
  if (body.accessory_article_id != null && body.accessory_article_id === body.article_id)
    errors.accessory_article_id = ['compatibility.accessoryItself'];
  return errors;
}

/**
 * The rules of a compatibility, whichever side it is written from (compatibilityRuleErrors), and one
 * compatibility per article and model (409 naming it).
 */
async function validateCompatibility(tx: Tx, body: Row, existing: Row | null) {
  const found = await tx.execute<ModelFacts>(sql`
    select u.id, u.active, m.name || ' ' || u.model_reference as label, m.protocol_active, m.easyzone_active
    from iu_models u join manufacturers m on m.id = u.manufacturer_id where u.id = ${body.iu_model_id as number}`);
  const facts = found.rows[0];
  const errors = compatibilityRuleErrors(
    body,
    facts,
    await allExist(tx, 'compatibility_warnings', body.warnings),
  );
  if (Object.keys(errors).length || !facts) return errors;
  const same = await tx.execute<{ id: number; article: string }>(sql`
    select c.id, a.az_iso as article from compatibilities c join articles a on a.id = c.article_id
    where c.article_id = ${body.article_id as number} and c.iu_model_id = ${facts.id}
      and c.id <> ${(existing?.id as number | undefined) ?? 0}`);
  const other = same.rows[0];
  if (other) {
    throw new TranslatedError(409, 'compatibility.duplicate', undefined, {
      article: other.article,
      model: facts.label,
      id: other.id,
    });
  }
  return errors;
}

const compatibilityStore = {
  table: 'compatibilities',
  writable: [
    'article_id',
    'iu_model_id',
    'compatibility_type_id',
    'protocol_id',
    'warnings',
    'accessory_article_id',
    'easyzone',
    'notes',
  ],
  computed,
  expressions: { ...shown, warning_texts: computed.warning_texts },
  uniques: { compatibilities_article_model_key: 'iu_model_id' },
  hooks: { validate: validateCompatibility },
};

/** An article's "Compatible units" (nested under the article). */
export const articleCompatibilityStore: ResourceStore = {
  ...compatibilityStore,
  definition: articleCompatibilities,
};

/** A model's "Compatible articles" (nested under the model). */
export const modelCompatibilityStore: ResourceStore = {
  ...compatibilityStore,
  definition: modelCompatibilities,
  uniques: { compatibilities_article_model_key: 'article_id' },
};

import { z } from 'zod';
import { optionalRecordId, requiredRecordId } from '../../validation/record-ids.ts';
import { max, min, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

/** The most protocols one model speaks. */
export const MODEL_PROTOCOLS_MAX = 20;

/**
 * An indoor unit of another manufacturer (`/compatibilityiumodels`): its reference is unique per
 * manufacturer as a key (model-key.ts: "FXSQ-50A" is FXSQ50A), which the server stores beside it.
 */
export const iuModelSchema = z.strictObject({
  manufacturer_id: requiredRecordId(),
  model_reference: requiredText(min(2), max(60)),
  commercial_name: text(max(160)).nullish(),
  iu_model_type_id: optionalRecordId(),
  iu_model_technology_id: optionalRecordId(),
  protocols: idList.max(MODEL_PROTOCOLS_MAX).default([]),
  notes: text(max(2000)).nullish(),
  active: z.boolean().default(true),
  updated_at: updatedAt,
});

export const iuModels: ResourceDefinition<typeof iuModelSchema> = {
  name: 'compatibilityiumodels',
  service: 'msproduct',
  apiPath: 'admin/compatibility-iu-models',
  singular: 'iu_model',
  plural: 'iu_models',
  idParam: 'id',
  schema: iuModelSchema,
  fields: [
    { key: 'manufacturer_id', kind: 'select', source: 'compatibilitymanufacturers', half: true },
    { key: 'model_reference', kind: 'text', uniqueCode: true, half: true },
    { key: 'commercial_name', kind: 'text', half: true },
    { key: 'iu_model_type_id', kind: 'select', source: 'iumodeltypes', half: true },
    { key: 'iu_model_technology_id', kind: 'select', source: 'iumodeltechnologies', half: true },
    {
      key: 'protocols',
      kind: 'multiselect',
      source: 'communicationprotocols',
      maxValues: MODEL_PROTOCOLS_MAX,
    },
    { key: 'notes', kind: 'textarea' },
    { key: 'active', kind: 'boolean' },
  ],
  columns: [
    { key: 'manufacturer' },
    { key: 'model_reference' },
    { key: 'commercial_name' },
    { key: 'iu_model_type' },
    { key: 'iu_model_technology' },
    { key: 'compatibility_count', type: 'number', sortable: false, searchable: false },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  // The global search is the agents' look-up: manufacturer words and pieces of the reference, loosely
  // typed ("daikin fxsq50", "FXSQ-50A"); the server matches them by key (iu-model.store.ts).
  search: ['manufacturer', 'model_reference', 'commercial_name'],
  defaultSort: '-created_at',
  duplicate: false,
};

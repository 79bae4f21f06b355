import { z } from 'zod';
import { optionalRecordId, requiredRecordId } from '../../validation/record-ids.ts';
import { max, text } from '../../validation/rules.ts';
import type { ColumnDef, FieldDef, ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

/** The most warnings one compatibility carries. */
export const COMPATIBILITY_WARNINGS_MAX = 10;

/**
 * One of our articles with one indoor-unit model: how they work together (its compatibility type),
 * through which protocol, the warnings installers must read, the accessory it needs, and whether it
 * is an Easyzone compatibility. Shown and edited from both sides, as the tabs of an article
 * ("Compatible units") and of a model ("Compatible articles"): two nested definitions of one table,
 * each taking its parent from the path and the other side from the form.
 */
const common = {
  compatibility_type_id: requiredRecordId(),
  protocol_id: optionalRecordId(),
  warnings: idList.max(COMPATIBILITY_WARNINGS_MAX).default([]),
  accessory_article_id: optionalRecordId(),
  easyzone: z.boolean().default(false),
  notes: text(max(2000)).nullish(),
  updated_at: updatedAt,
};

export const articleCompatibilitySchema = z.strictObject({ iu_model_id: requiredRecordId(), ...common });
export const modelCompatibilitySchema = z.strictObject({ article_id: requiredRecordId(), ...common });

const commonFields: FieldDef[] = [
  { key: 'compatibility_type_id', kind: 'select', source: 'compatibilitytypes', half: true },
  { key: 'protocol_id', kind: 'select', source: 'communicationprotocols', half: true },
  {
    key: 'warnings',
    kind: 'multiselect',
    source: 'compatibilitywarnings',
    maxValues: COMPATIBILITY_WARNINGS_MAX,
  },
  { key: 'accessory_article_id', kind: 'select', source: 'articles', searchOnly: true, half: true },
  { key: 'easyzone', kind: 'boolean', half: true },
  { key: 'notes', kind: 'textarea' },
];

/** What both tabs show of a compatibility besides its other side. */
const commonColumns: ColumnDef[] = [
  { key: 'compatibility_type' },
  { key: 'protocol' },
  { key: 'warning_texts', sortable: false },
  { key: 'accessory' },
  { key: 'easyzone', type: 'boolean' },
  { key: 'created_at', type: 'date' },
];

const compatibility = {
  service: 'msproduct',
  apiPath: 'compatibilities',
  singular: 'compatibility',
  plural: 'compatibilities',
  idParam: 'id' as const,
  defaultSort: '-created_at',
  duplicate: false,
};

/** An article's "Compatible units": `/articles/:az_iso/compatibilities`. */
export const articleCompatibilities: ResourceDefinition<typeof articleCompatibilitySchema> = {
  ...compatibility,
  name: 'articles-compatibilities',
  parent: { resource: 'articles', key: 'article_id', param: 'compatibilityid' },
  schema: articleCompatibilitySchema,
  fields: [
    { key: 'iu_model_id', kind: 'select', source: 'compatibilityiumodels', searchOnly: true, half: true },
    ...commonFields,
  ],
  columns: [{ key: 'manufacturer' }, { key: 'model_reference' }, { key: 'iu_model_type' }, ...commonColumns],
  search: ['manufacturer', 'model_reference', 'compatibility_type', 'protocol'],
};

/** A model's "Compatible articles": `/compatibilityiumodels/:id/compatibilities`. */
export const modelCompatibilities: ResourceDefinition<typeof modelCompatibilitySchema> = {
  ...compatibility,
  name: 'compatibilityiumodels-compatibilities',
  parent: { resource: 'compatibilityiumodels', key: 'iu_model_id', param: 'compatibilityid' },
  schema: modelCompatibilitySchema,
  fields: [
    { key: 'article_id', kind: 'select', source: 'articles', searchOnly: true, half: true },
    ...commonFields,
  ],
  columns: [{ key: 'article' }, { key: 'article_name' }, ...commonColumns],
  search: ['article', 'article_name', 'compatibility_type', 'protocol'],
};

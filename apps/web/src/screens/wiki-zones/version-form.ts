import { type ResourceDefinition, wikiDocuments, wikiVersionSchema } from '@proboard/domain';
import type { ResourceRow } from '../../kit/api/resource-endpoints.ts';
import { type FormValues, recordToFormValues } from '../../kit/form/form-values.ts';

/**
 * The form of a new version: the document's texts (the kit's translations with rich text) and the
 * version's note (its attachments are a part of the form, WikiAttachmentsField), checked by the
 * server's own schema (`wikiVersionSchema`, which also takes `based_on`, the version the form
 * started from).
 */
export const VERSION_FORM: ResourceDefinition = {
  ...wikiDocuments,
  schema: wikiVersionSchema,
  fields: [
    { key: 'translations', kind: 'translations', allLanguages: true },
    { key: 'note', kind: 'textarea' },
  ],
};

/** The document's newest version as the new one's starting point; the note is this version's own. */
export function versionFormValues(record: ResourceRow): FormValues {
  const values = recordToFormValues(VERSION_FORM, record);
  // The version number is the stale check here, not the row's updated_at (the schema has none).
  delete values.updated_at;
  values.note = '';
  values.based_on = record.current_version;
  return values;
}

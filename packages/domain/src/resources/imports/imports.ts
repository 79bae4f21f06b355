import { z } from 'zod';
import { max, requiredText } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { IMPORT_STATUSES } from './import-types.ts';

/** The most characters of an import file's description. */
export const IMPORT_DESCRIPTION_MAX = 200;

/**
 * An import file (spec section 3): what the uploader called it, its type and status, the stored
 * file, its counts and progress. Created by an upload (multipart, `POST msloader.v1/imports`), never
 * by this schema: the schema is the edit form's (the description).
 */
export const importFileSchema = z.strictObject({
  description: requiredText(max(IMPORT_DESCRIPTION_MAX)),
  updated_at: updatedAt,
});

export const importFiles: ResourceDefinition<typeof importFileSchema> = {
  name: 'imports',
  service: 'msloader',
  apiPath: 'imports',
  singular: 'import_file',
  plural: 'import_files',
  idParam: 'id',
  schema: importFileSchema,
  fields: [
    { key: 'description', kind: 'text' },
    { key: 'file_name', kind: 'text', readOnly: true, half: true },
    { key: 'created_by_email', kind: 'text', readOnly: true, half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'description' },
    { key: 'type' },
    { key: 'status', values: 'status', statuses: IMPORT_STATUSES },
    { key: 'rows_total', type: 'number', searchable: false },
    { key: 'rows_done', type: 'number', searchable: false },
    { key: 'errors_count', type: 'number', searchable: false },
    { key: 'created_by_email' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['description', 'file_name', 'created_by_email'],
  // The queue's order: upload order, newest first on the screen.
  defaultSort: '-created_at',
  duplicate: false,
};

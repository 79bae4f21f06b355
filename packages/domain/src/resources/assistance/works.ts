import { z } from 'zod';
import { requiredRecordId } from '../../validation/record-ids.ts';
import { max, requiredText } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';
import { storedFileUrl } from '../customers/company-fields.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { WORK_STATES } from './assistance-workflows.ts';

/**
 * A work: what an assistance centre asks to do on an assignment (a part to replace, an extra visit),
 * with an attached report (the files module: 20 MB, checked by content). Staff approve or reject it
 * with a comment through its workflow.
 */
export const workSchema = z.strictObject({
  assignment_id: requiredRecordId(),
  title: requiredText(max(200)),
  description: requiredText(max(NOTE_MAX)),
  file_url: storedFileUrl(),
  updated_at: updatedAt,
});

export const works: ResourceDefinition<typeof workSchema> = {
  name: 'works',
  service: 'msservices',
  apiPath: 'admin/works',
  singular: 'work',
  plural: 'works',
  idParam: 'id',
  schema: workSchema,
  // The report attached to a work is the customer's installation's: served only through signed links.
  privateFiles: ['file_url'],
  fields: [
    { key: 'assignment_id', kind: 'select', source: 'assignments', searchOnly: true },
    { key: 'title', kind: 'text' },
    { key: 'description', kind: 'textarea' },
    { key: 'file_url', kind: 'file' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'title' },
    { key: 'request_number' },
    { key: 'status', values: 'status', statuses: WORK_STATES },
    { key: 'created_at', type: 'date' },
  ],
  search: ['title', 'request_number'],
  defaultSort: '-created_at',
  duplicate: false,
};

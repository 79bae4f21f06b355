import { lazy } from 'react';
import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';

/** A wiki document's attachments, below its texts (loaded with the form that shows them). */
export const WikiAttachmentsPart = lazy(async () => ({
  default: (await import('./WikiAttachmentsField.tsx')).WikiAttachmentsField,
}));

/** A wiki document's form (docu-create, details, edit): its attachments, errors on them marked there. */
export const WIKI_DOCUMENT_FORM_PARTS: ResourceFormParts = {
  Inside: WikiAttachmentsPart,
  fieldKeys: ['attachments'],
};

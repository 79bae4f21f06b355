import { lazy } from 'react';
import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';

/** An e-mail template's form: its event's variables, the preview and "send me a test". */
export const EMAIL_TEMPLATE_FORM_PARTS: ResourceFormParts = {
  Inside: lazy(async () => ({ default: (await import('./EmailTemplateInside.tsx')).EmailTemplateInside })),
};

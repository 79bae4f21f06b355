import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';

/** An OAuth client's form shows a secret its save made (create, made confidential), once. */
export const OAUTH_CLIENT_FORM_PARTS: ResourceFormParts = {
  afterSave: async (answer) => (await import('./OneTimeSecret.tsx')).revealNewSecret(answer),
};

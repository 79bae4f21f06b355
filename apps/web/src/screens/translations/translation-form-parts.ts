import { lazy } from 'react';
import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';

/** A key's form: its bundles' texts, the published ones and the placeholders to keep. */
export const TRANSLATION_FORM_PARTS: ResourceFormParts = {
  Inside: lazy(async () => ({ default: (await import('./TranslationDefaults.tsx')).TranslationDefaults })),
};

export * from './compatibilities.ts';
export * from './iu-models.ts';
export * from './model-key.ts';
export * from './vocabularies.ts';
export * from './warnings-protocols.ts';

import { articleCompatibilities, modelCompatibilities } from './compatibilities.ts';
import { iuModels } from './iu-models.ts';
import { compatibilityTypes, iuModelTechnologies, iuModelTypes } from './vocabularies.ts';
import { communicationProtocols, compatibilityWarnings } from './warnings-protocols.ts';

/** The compatibility resources, in menu order, then the tabs of articles and models. */
export const COMPATIBILITY_RESOURCES = [
  communicationProtocols,
  compatibilityWarnings,
  iuModels,
  compatibilityTypes,
  iuModelTypes,
  iuModelTechnologies,
  articleCompatibilities,
  modelCompatibilities,
] as const;

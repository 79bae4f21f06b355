export * from './assignments.ts';
export * from './assistance-workflows.ts';
export * from './survey.ts';
export * from './technical-assistances.ts';
export * from './works.ts';

import { assignments } from './assignments.ts';
import { technicalAssistances } from './technical-assistances.ts';
import { works } from './works.ts';

/** Technical assistance (issue 15 area 6), in menu order. */
export const ASSISTANCE_RESOURCES = [technicalAssistances, assignments, works] as const;

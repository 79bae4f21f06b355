export * from './media-classification.ts';
export * from './media-resources.ts';

import { mediaClasses, mediaGroups, mediaTypes } from './media-classification.ts';
import { mediaResources } from './media-resources.ts';

/** The media resources and their classification, in menu order. */
export const MEDIA_RESOURCES = [mediaResources, mediaGroups, mediaClasses, mediaTypes] as const;

export * from './documentation.ts';
export * from './wiki-zones.ts';

import { documentation } from './documentation.ts';
import { wikiDocuments, wikiZoneAreas } from './wiki-zones.ts';

export const WIKI_ZONE_RESOURCES = [wikiDocuments, wikiZoneAreas, documentation] as const;

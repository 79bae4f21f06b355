export * from './amazon-asins.ts';
export * from './amazon-marketplaces.ts';

import { amazonAsins } from './amazon-asins.ts';
import { amazonMarketplaces } from './amazon-marketplaces.ts';

/** The "Amazon compatibilities" sidebar group's resources, in menu order. */
export const MARKETPLACE_RESOURCES = [amazonMarketplaces, amazonAsins] as const;

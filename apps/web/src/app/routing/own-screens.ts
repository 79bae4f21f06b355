import type { ComponentType } from 'react';
import { lazyScreen } from '../lazy-screen.ts';

/**
 * Routes outside the resource pattern that have a screen of their own, by route name; each is its
 * own chunk, fetched once its route's guard passed.
 */
export const OWN_SCREENS: Readonly<Record<string, ComponentType>> = {
  /** `/tmpcustomers/sync`: pick a registration and find it in the CRM, move or convert it. */
  'tmpcustomers-sync': lazyScreen(
    () => import('../../screens/customers/TmpCustomerSyncScreen.tsx'),
    'TmpCustomerSyncScreen',
  ),
  /** `/shipments/{id}/relaunch`: the shipment's form, saved as a new pickup replacing the old one. */
  'shipments-relaunch': lazyScreen(
    () => import('../../screens/shipments/ShipmentRelaunchScreen.tsx'),
    'ShipmentRelaunchScreen',
  ),
  /** `/imports/create`: type, description and file; the server checks every row before it queues it. */
  'imports-create': lazyScreen(
    () => import('../../screens/imports/ImportCreateScreen.tsx'),
    'ImportCreateScreen',
  ),
  /** `/exports/:family/:entity`: an entity's earlier exports and the form that asks for another. */
  'exports-gart': lazyScreen(
    () => import('../../screens/exports/ExportsEntityScreen.tsx'),
    'ExportsEntityScreen',
  ),
  /** `/wikizones/version-create`: pick a document (`?document=`), edit its newest version, save the next. */
  'wikizones-version-create': lazyScreen(
    () => import('../../screens/wiki-zones/WikiVersionCreateScreen.tsx'),
    'WikiVersionCreateScreen',
  ),
  /** `/statistics` (AZ_ADMIN): the charts, with the chart library, fetched with this screen only. */
  'statistics-list': lazyScreen(
    () => import('../../screens/statistics/StatisticsScreen.tsx'),
    'StatisticsScreen',
  ),
};

/** Own screens of routes whose resource has no definition: figures, not records. */
const WITHOUT_DEFINITION: ReadonlySet<string> = new Set(['statistics-list']);

export function hasOwnScreen(name: string): boolean {
  return Object.hasOwn(OWN_SCREENS, name);
}

/** A route whose screen is its own and whose resource needs no definition (the statistics). */
export function hasStandaloneScreen(name: string): boolean {
  return WITHOUT_DEFINITION.has(name) && hasOwnScreen(name);
}

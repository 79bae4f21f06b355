import type { RouteDef } from '@proboard/domain';
import type { TFunction } from 'i18next';
import { messageKey } from '../../i18n/messages.ts';

/** The label key of a route's resource: `menu.{resource}` titles sidebar items, breadcrumbs and toasts. */
export const resourceTitleKey = (route: Pick<RouteDef, 'resource'>) => `menu.${route.resource}`;

/** The label key of a route's action; a list or a page is titled by its resource alone. */
export function actionTitleKey(route: Pick<RouteDef, 'action'>): string | undefined {
  return route.action === 'list' || route.action === 'page' ? undefined : `routes.actions.${route.action}`;
}

/** 'Fabricantes', 'Fabricantes › Nuevo': the name a user reads for a route ('Access denied to {route name}'). */
export function routeTitle(t: TFunction, route: Pick<RouteDef, 'resource' | 'action'>): string {
  const resource = t(messageKey(resourceTitleKey(route)));
  const action = actionTitleKey(route);
  return action ? `${resource} › ${t(messageKey(action))}` : resource;
}

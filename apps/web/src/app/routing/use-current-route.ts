import { type RouteDef, routeByName } from '@proboard/domain';
import { useMatches } from 'react-router';
import { isRouteHandle } from './route-handle.ts';

/** The deepest matched route's name, from the `handle` every route carries. */
export function routeNameOf(matches: readonly { handle: unknown }[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return undefined;
}

/** The current route's definition, or undefined outside the route table (the password screens). */
export function useOptionalCurrentRoute(): RouteDef | undefined {
  const name = routeNameOf(useMatches());
  return name === undefined ? undefined : routeByName(name);
}

/** The current route's name, e.g. `ranges-edit`. For screens rendered by a route of the route table. */
export function useRouteName(): string {
  return useCurrentRoute().name;
}

/** The current route's definition (resource, action, guard...). For screens rendered by a route of the route table. */
export function useCurrentRoute(): RouteDef {
  const route = useOptionalCurrentRoute();
  if (!route) throw new Error('useCurrentRoute() is used outside a route of the route table');
  return route;
}

import { useMatches } from 'react-router';
import { type ResourceRoute, resourceRouteOf, routeNameOf } from './resource-route.ts';

/** The current route's resource and definition, from the matched routes' `handle.name`. */
export function useResourceRoute(): ResourceRoute | null {
  const matches = useMatches();
  return resourceRouteOf(routeNameOf(matches.map((match) => match.handle)));
}

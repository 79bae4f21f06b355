import { type ResourceDefinition, type RouteDef, routeByName } from '@proboard/domain';
import { definitionFor } from '../../kit/resource/definitions.ts';

/** The deepest route `handle.name` among the matched routes (every route of the app carries one). */
export function routeNameOf(handles: readonly unknown[]): string | undefined {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index] as { name?: unknown } | null | undefined;
    if (handle && typeof handle.name === 'string') return handle.name;
  }
  return undefined;
}

export interface ResourceRoute {
  route: RouteDef;
  definition: ResourceDefinition;
}

/** The route table entry of a route name and the definition of its resource, if both exist. */
export function resourceRouteOf(name: string | undefined): ResourceRoute | null {
  const route = name ? routeByName(name) : undefined;
  const definition = route ? definitionFor(route.resource) : undefined;
  return route && definition ? { route, definition } : null;
}

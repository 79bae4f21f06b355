import { boundToParent } from '@proboard/domain';
import { useMemo } from 'react';
import { useMatches, useParams } from 'react-router';
import { definitionFor } from '../../kit/resource/definitions.ts';
import { type ResourceRoute, resourceRouteOf, routeNameOf } from './resource-route.ts';

/**
 * The current route's resource and definition, from the matched routes' `handle.name`. A nested
 * resource (a company's tab) comes bound to the parent record of the path, so the kit's list and form
 * read and write under it.
 */
export function useResourceRoute(): ResourceRoute | null {
  const matches = useMatches();
  const params = useParams();
  const name = routeNameOf(matches.map((match) => match.handle));
  // Keyed by the route's name and the parent's id: the bound definition stays one object meanwhile.
  const link = name ? resourceRouteOf(name)?.definition.parent : undefined;
  const parent = link ? definitionFor(link.resource) : undefined;
  const parentId = parent ? params[parent.idParam] : undefined;
  return useMemo(() => {
    const resource = resourceRouteOf(name);
    if (!resource || !parent || !parentId) return resource;
    return { ...resource, definition: boundToParent(resource.definition, parent, parentId) };
  }, [name, parent, parentId]);
}

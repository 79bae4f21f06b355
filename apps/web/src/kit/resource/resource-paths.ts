import {
  type AccessAction,
  buildPath,
  canAccess,
  type GuardSubject,
  type ResourceDefinition,
  routeByName,
} from '@proboard/domain';

/** The screens of a resource that exist in the route table, as paths (spec section 2 "Route pattern"). */
export interface ResourcePaths {
  list: string | null;
  create: string | null;
  details(id: string): string | null;
  edit(id: string): string | null;
  duplicate(id: string): string | null;
}

export function resourcePaths(definition: ResourceDefinition): ResourcePaths {
  const { name, idParam } = definition;
  const path = (action: string, id?: string) => {
    const route = `${name}-${action}`;
    if (!routeByName(route)) return null;
    return buildPath(route, id === undefined ? {} : { [idParam]: id });
  };
  return {
    list: path('list'),
    create: path('create'),
    details: (id) => (id ? path('details', id) : null),
    edit: (id) => (id ? path('edit', id) : null),
    duplicate: (id) => {
      const base = definition.duplicate && id ? path('duplicate') : null;
      return base ? `${base}?from=${encodeURIComponent(id)}` : null;
    },
  };
}

/** Whether the user may do an action on the resource (the server checks again); unknown actions: no. */
export function mayDo(
  definition: ResourceDefinition,
  action: AccessAction,
  user: GuardSubject | null | undefined,
): boolean {
  try {
    return canAccess(definition.access ?? definition.name, action, user ?? null);
  } catch {
    return false;
  }
}

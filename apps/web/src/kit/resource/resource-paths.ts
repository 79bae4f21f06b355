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
  /**
   * `record`: the record (or the current route's parameters) that fills the definition's
   * `routeParams` (an order's Altra company); without them the path is null (no link).
   */
  details(id: string, record?: RouteRecord): string | null;
  edit(id: string, record?: RouteRecord): string | null;
  duplicate(id: string): string | null;
}

/** A record, or route parameters, read for the paths' own parameters. */
export type RouteRecord = Readonly<Record<string, unknown>>;

/** The parameters `routeParams` names, from the record's key or a route parameter of that name. */
function recordParams(definition: ResourceDefinition, record?: RouteRecord): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [param, key] of Object.entries(definition.routeParams ?? {})) {
    const value = record?.[key] ?? record?.[param];
    if (value === undefined || value === null || value === '') return null;
    params[param] = String(value);
  }
  return params;
}

export function resourcePaths(definition: ResourceDefinition): ResourcePaths {
  const { name, idParam } = definition;
  // A nested resource bound to its parent (boundToParent) names the parent in every path.
  const idKey = definition.parent?.param ?? idParam;
  const bound = definition.parent?.boundTo;
  const scope: Record<string, string> = bound ? { [bound.param]: bound.id } : {};
  const path = (action: string, id?: string, record?: RouteRecord) => {
    const route = `${name}-${action}`;
    if (!routeByName(route)) return null;
    if (id === undefined) return buildPath(route, scope);
    const own = recordParams(definition, record);
    return own ? buildPath(route, { ...scope, ...own, [idKey]: id }) : null;
  };
  return {
    list: path('list'),
    create: path('create'),
    details: (id, record) => (id ? path('details', id, record) : null),
    edit: (id, record) => (id ? path('edit', id, record) : null),
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

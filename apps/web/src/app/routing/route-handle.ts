/** What every route keeps in its `handle`: its name in the domain route table (spec section 2). */
export interface RouteHandle {
  name: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
  );
}

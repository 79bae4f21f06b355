import { buildPath, type MenuItem, type RouteDef, routeByName } from '@proboard/domain';

/** Where a sidebar item links to. */
export function menuItemPath(item: Pick<MenuItem, 'routeName' | 'params'>): string {
  return buildPath(item.routeName, item.params);
}

/**
 * An item is the current one on any screen of its resource (a list item stays lit on the record's
 * edit form); an export item only on its own page.
 */
export function isMenuItemActive(
  item: Pick<MenuItem, 'routeName' | 'params'>,
  current: RouteDef | undefined,
  pathname: string,
): boolean {
  if (item.params) return pathname === menuItemPath(item);
  const target = routeByName(item.routeName);
  if (!target || !current) return false;
  if (target.action === 'page') return current.name === target.name;
  return current.resource === target.resource;
}

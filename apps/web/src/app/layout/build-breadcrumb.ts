import { buildPath, type RouteDef, routeByName } from '@proboard/domain';
import { actionTitleKey, resourceTitleKey } from '../routing/route-title.ts';

/** One step of the breadcrumb: a message key and, for every step but the last, maybe a link. */
export interface Crumb {
  labelKey: string;
  to?: string;
}

const isListOrPage = (route: RouteDef) => route.action === 'list' || route.action === 'page';

const crumbLabelKey = (route: RouteDef) => actionTitleKey(route) ?? resourceTitleKey(route);

/** The screens above a route: its parent's trail (company tabs), its list, and its details for an edit. */
function ancestorsOf(route: RouteDef): RouteDef[] {
  const parent = route.parent ? routeByName(route.parent) : undefined;
  const chain = parent ? [...ancestorsOf(parent), parent] : [];
  if (isListOrPage(route)) return chain;
  const list = routeByName(`${route.resource}-list`);
  if (list) chain.push(list);
  if (route.action === 'edit' || route.action === 'relaunch') {
    const details = routeByName(`${route.resource}-details`);
    if (details) chain.push(details);
  }
  return chain;
}

function pathTo(route: RouteDef, params: Readonly<Record<string, string | undefined>>): string | undefined {
  const known = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  try {
    return buildPath(route.name, known);
  } catch {
    return undefined;
  }
}

/**
 * Spec section 2: a Home link to /, linked items, then the active item as plain text. A step links
 * only where the user may open it; home itself has no breadcrumb.
 */
export function buildBreadcrumb(
  route: RouteDef,
  params: Readonly<Record<string, string | undefined>>,
  canOpen: (route: RouteDef) => boolean,
): Crumb[] {
  if (route.name === 'home') return [];
  const steps = ancestorsOf(route).map((step) => {
    const to = canOpen(step) ? pathTo(step, params) : undefined;
    return to ? { labelKey: crumbLabelKey(step), to } : { labelKey: crumbLabelKey(step) };
  });
  return [{ labelKey: 'menu.home', to: '/' }, ...steps, { labelKey: crumbLabelKey(route) }];
}

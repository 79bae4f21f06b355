import { RESOURCE_DEFINITIONS, type RouteDef } from '@proboard/domain';
import { hasOwnScreen, hasStandaloneScreen } from './own-screens.ts';

/** Which screen a protected route renders. */
export type ScreenKind = 'home' | 'about' | 'resource-list' | 'resource-form' | 'own-screen' | 'unavailable';

const FORM_ACTIONS: ReadonlySet<string> = new Set(['create', 'details', 'edit', 'duplicate']);

/**
 * Resources with a definition get the shared list and form screens of the resource kit; the others
 * (areas built in later issues) an honest "not available yet" panel.
 */
export function screenKindOf(
  route: RouteDef,
  definitions: Readonly<Record<string, unknown>> = RESOURCE_DEFINITIONS,
): ScreenKind {
  if (route.name === 'home') return 'home';
  if (route.name === 'about') return 'about';
  // Figures, not records (`/statistics`): a screen of its own without a resource definition.
  if (hasStandaloneScreen(route.name)) return 'own-screen';
  if (!Object.hasOwn(definitions, route.resource)) return 'unavailable';
  // A route outside the resource pattern (`/tmpcustomers/sync`) with a screen of its own.
  if (hasOwnScreen(route.name)) return 'own-screen';
  if (route.action === 'list') return 'resource-list';
  return FORM_ACTIONS.has(route.action) ? 'resource-form' : 'unavailable';
}

import { lazyScreen } from '../lazy-screen.ts';
import { screenKindOf } from './screen-kind.ts';
import { useCurrentRoute } from './use-current-route.ts';

const ResourceListScreen = lazyScreen(() => import('./resource-screens.ts'), 'ResourceListScreen');
const ResourceFormScreen = lazyScreen(() => import('./resource-screens.ts'), 'ResourceFormScreen');
const ScreenUnavailable = lazyScreen(() => import('./shell-screens.ts'), 'ScreenUnavailable');

/**
 * The screen of a resource route, chosen once its guard passed: the resource kit's list or form when
 * the resource has a definition, else the "not available yet" panel. The choice reads the resource
 * definitions, which bring their zod schemas; deciding here keeps them out of the sign-in's download.
 */
export function ResourceRouteScreen() {
  const kind = screenKindOf(useCurrentRoute());
  if (kind === 'resource-list') return <ResourceListScreen />;
  if (kind === 'resource-form') return <ResourceFormScreen />;
  return <ScreenUnavailable />;
}

import { lazyScreen } from '../lazy-screen.ts';
import { OWN_SCREENS } from './own-screens.ts';
import { screenKindOf } from './screen-kind.ts';
import { useCurrentRoute } from './use-current-route.ts';

const ResourceListScreen = lazyScreen(() => import('./resource-screens.ts'), 'ResourceListScreen');
const ResourceFormScreen = lazyScreen(() => import('./resource-screens.ts'), 'ResourceFormScreen');
const ScreenUnavailable = lazyScreen(() => import('./shell-screens.ts'), 'ScreenUnavailable');
const NestedRouteHeader = lazyScreen(() => import('./resource-screens.ts'), 'NestedRouteHeader');

/**
 * The screen of a resource route, chosen once its guard passed: the resource kit's list or form when
 * the resource has a definition, else the "not available yet" panel. The choice reads the resource
 * definitions, which bring their zod schemas; deciding here keeps them out of the sign-in's download.
 */
export function ResourceRouteScreen() {
  const route = useCurrentRoute();
  const kind = screenKindOf(route);
  const screen =
    kind === 'resource-list' ? (
      <ResourceListScreen />
    ) : kind === 'resource-form' ? (
      <ResourceFormScreen />
    ) : kind === 'own-screen' ? (
      <OwnRouteScreen name={route.name} />
    ) : (
      <ScreenUnavailable />
    );
  // A nested route (a company's tab) shows its parent and the parent's tabs above its own screen.
  if (!route.parent) return screen;
  return (
    <>
      <NestedRouteHeader />
      {screen}
    </>
  );
}

/** A route's own screen (own-screens.ts); screenKindOf has checked that it has one. */
function OwnRouteScreen({ name }: { name: string }) {
  const Screen = OWN_SCREENS[name];
  return Screen ? <Screen /> : null;
}

import { parseGuard, ROUTES, type RouteDef } from '@proboard/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { routeGuard } from '../guards/route-guard.ts';
import { lazyScreen } from '../lazy-screen.ts';
import { ScreenErrorBoundary } from '../ScreenErrorBoundary.tsx';
import type { RouteHandle } from './route-handle.ts';

const HomeScreen = lazyScreen(() => import('./shell-screens.ts'), 'HomeScreen');
const AboutScreen = lazyScreen(() => import('./shell-screens.ts'), 'AboutScreen');
const ResourceRouteScreen = lazyScreen(() => import('./ResourceRouteScreen.tsx'), 'ResourceRouteScreen');

/** Home and about are the shell's own pages; every other route is a resource's (see ResourceRouteScreen). */
function screenOf(route: RouteDef): ComponentType {
  if (route.name === 'home') return HomeScreen;
  if (route.name === 'about') return AboutScreen;
  return ResourceRouteScreen;
}

export function isProtectedRoute(route: RouteDef): boolean {
  return parseGuard(route.guard).some((guard) => guard.name === 'auth');
}

function protectedRoute(route: RouteDef): RouteObject {
  const common = {
    handle: { name: route.name } satisfies RouteHandle,
    loader: routeGuard(route),
    Component: screenOf(route),
    ErrorBoundary: ScreenErrorBoundary,
  };
  return route.path === '/' ? { index: true, ...common } : { path: route.path, ...common };
}

/** Every route of the domain route table that sits under the signed-in layout, with its guard. */
export function protectedRoutes(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  return routes.filter(isProtectedRoute).map(protectedRoute);
}

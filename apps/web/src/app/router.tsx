import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppRoot } from './AppRoot.tsx';
import { callbackLoader } from './guards/callback-loader.ts';
import { guestGuard } from './guards/guest-guard.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';
import { discoverProtectedRoutes, LAYOUT_ROUTE_ID } from './routing/route-discovery.ts';
import type { RouteHandle } from './routing/route-handle.ts';

export type { RouteHandle } from './routing/route-handle.ts';

/**
 * The public routes sit beside the protected layout, never under it, so /login downloads nothing of
 * the signed-in app. Under the layout, every route of the domain route table with its guard, added
 * on the first navigation that needs them; each screen's chunk is fetched once its guard passed.
 */
export const routes: RouteObject[] = [
  {
    id: 'app',
    Component: AppRoot,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        path: '/login',
        handle: { name: 'login' } satisfies RouteHandle,
        loader: guestGuard,
        Component: lazyScreen(() => import('../screens/login/LoginScreen.tsx'), 'LoginScreen'),
      },
      {
        path: '/login/password/forgot',
        handle: { name: 'password-forgot' } satisfies RouteHandle,
        Component: lazyScreen(
          () => import('../screens/login/ForgotPasswordScreen.tsx'),
          'ForgotPasswordScreen',
        ),
      },
      {
        path: '/login/password/reset',
        handle: { name: 'password-reset' } satisfies RouteHandle,
        Component: lazyScreen(
          () => import('../screens/login/ResetPasswordScreen.tsx'),
          'ResetPasswordScreen',
        ),
      },
      {
        // The customer's satisfaction survey, from its one-time e-mailed link (no sign-in).
        path: '/survey/:token',
        handle: { name: 'survey' } satisfies RouteHandle,
        Component: lazyScreen(() => import('../screens/assistance/SurveyScreen.tsx'), 'SurveyScreen'),
      },
      {
        path: '/callback',
        handle: { name: 'callback' } satisfies RouteHandle,
        loader: callbackLoader,
        Component: LoadingScreen,
      },
      {
        // Pathless, so it matches nothing until its routes are discovered (routing/route-discovery.ts).
        id: LAYOUT_ROUTE_ID,
        Component: lazyScreen(() => import('./layout/RootLayout.tsx'), 'RootLayout'),
        children: [],
      },
      // SPEC-RULINGS: a path that matches no route goes to / (which sends a guest on to /login).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverProtectedRoutes });
}

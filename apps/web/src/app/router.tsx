import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppRoot } from './AppRoot.tsx';
import { authGuard } from './guards/auth-guard.ts';
import { guestGuard } from './guards/guest-guard.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

/** Route names of spec section 2, kept on each route for breadcrumbs and 'Access denied to {name}'. */
export interface RouteHandle {
  name: string;
}

/**
 * Every screen is its own chunk, fetched once its guards pass. The public routes sit beside the
 * protected layout, never under it, so /login downloads nothing of the signed-in app.
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
        path: '/',
        id: 'root',
        loader: authGuard,
        Component: lazyScreen(() => import('./layout/RootLayout.tsx'), 'RootLayout'),
        children: [
          {
            index: true,
            handle: { name: 'home' } satisfies RouteHandle,
            Component: lazyScreen(() => import('../screens/home/HomeScreen.tsx'), 'HomeScreen'),
          },
        ],
      },
      // SPEC-RULINGS: a path that matches no route goes to / (which sends a guest on to /login).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

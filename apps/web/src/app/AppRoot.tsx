import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from './LoadingScreen.tsx';

/** Root of every route; shows a loader while the first screen's chunk arrives. */
export function AppRoot() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

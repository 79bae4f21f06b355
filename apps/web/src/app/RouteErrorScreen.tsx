import { RouteErrorPanel } from './RouteErrorPanel.tsx';

/** The whole page when the app itself cannot start a screen (outside the signed-in layout). */
export function RouteErrorScreen() {
  return <RouteErrorPanel h="100vh" />;
}

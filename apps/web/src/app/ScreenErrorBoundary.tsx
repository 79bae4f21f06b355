import { RouteErrorPanel } from './RouteErrorPanel.tsx';

/** A signed-in screen that fails keeps the sidebar and footer around it. */
export function ScreenErrorBoundary() {
  return <RouteErrorPanel py="xl" />;
}

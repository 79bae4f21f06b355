import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { loadAllMessages } from '../../i18n/i18n.ts';

/** Id of the signed-in layout route, where the protected routes are added. */
export const LAYOUT_ROUTE_ID = 'root';

let added = false;

/**
 * The protected routes (the whole domain route table with its guards) arrive with the first
 * navigation that needs them, together with the texts of the menu and the resource screens, so
 * /login downloads none of it. React Router asks again on later navigations to parameterised
 * paths; once added, there is nothing more to add.
 */
export const discoverProtectedRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  if (added) return;
  const [{ protectedRoutes }] = await Promise.all([import('./protected-routes.tsx'), loadAllMessages()]);
  if (added) return;
  patch(LAYOUT_ROUTE_ID, protectedRoutes());
  added = true;
};

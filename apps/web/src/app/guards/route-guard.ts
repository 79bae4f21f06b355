import type { RouteDef } from '@proboard/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { showErrorToast } from '../../notifications/toast.tsx';
import { committedPath } from '../routing/location-history.ts';
import { routeTitle } from '../routing/route-title.ts';
import { decideAccess } from './access-decision.ts';
import { requireUser } from './require-user.ts';

/**
 * The loader of a protected route: its guard string (spec section 6) decided for the signed-in user.
 * A refusal says 'Access denied to {route name}' and goes back to where the user came from.
 */
export function routeGuard(route: RouteDef) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const user = await requireUser(request);
    const url = new URL(request.url);
    const decision = decideAccess(route, user, committedPath(), `${url.pathname}${url.search}`);
    if (decision.allowed) return null;
    showErrorToast(i18n.t('errors.accessDenied', { route: routeTitle(i18n.t, route) }), {
      id: `access-denied-${route.name}`,
    });
    throw redirect(decision.redirectTo);
  };
}

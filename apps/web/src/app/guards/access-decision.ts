import { type GuardSubject, type RouteDef, routeOutcome } from '@proboard/domain';

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string };

/** The public screens: sign-in (and its password pages) and the SSO callback. */
export function isPublicPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/login' || pathname.startsWith('/login/') || pathname === '/callback';
}

/** Spec section 6: back to the previous path, or / when there is none or it was the sign-in. */
export function deniedRedirect(previous: string | null, target: string): string {
  if (!previous || isPublicPath(previous) || previous === target) return '/';
  return previous;
}

/** Decides the role and permission guards of a route for a signed-in user. */
export function decideAccess(
  route: RouteDef,
  subject: GuardSubject,
  previous: string | null,
  target: string,
): AccessDecision {
  if (routeOutcome(route, subject) === 'allowed') return { allowed: true };
  return { allowed: false, redirectTo: deniedRedirect(previous, target) };
}

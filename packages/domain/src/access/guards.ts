/**
 * Guard strings of spec section 6: `auth|role:A,B|permission:x,y`.
 * Guards separated by '|' must all pass (AND); names inside one guard are alternatives (OR).
 */
export type GuardName = 'auth' | 'guest' | 'role' | 'permission' | 'public';

export interface Guard {
  name: GuardName;
  params: string[];
}

export interface GuardSubject {
  roles: readonly string[];
  permissions: readonly string[];
}

export const SUPER_ADMIN_ROLE = 'AZ_SADMIN';

const guardNames = new Set<GuardName>(['auth', 'guest', 'role', 'permission', 'public']);

export class GuardSyntaxError extends Error {}

export function parseGuard(guard: string): Guard[] {
  if (guard.trim() === '') throw new GuardSyntaxError('A guard string may not be empty');
  return guard.split('|').map((part) => {
    const [rawName = '', rawParams] = part.split(':', 2);
    const name = rawName.trim() as GuardName;
    if (!guardNames.has(name)) throw new GuardSyntaxError(`Unknown guard '${rawName}' in '${guard}'`);
    const params =
      rawParams === undefined
        ? []
        : rawParams
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean);
    if ((name === 'role' || name === 'permission') && params.length === 0) {
      throw new GuardSyntaxError(`Guard '${name}' needs at least one name in '${guard}'`);
    }
    return { name, params };
  });
}

export type GuardOutcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'guest-only';

/**
 * Decides a parsed guard for a subject (null = not signed in).
 * AZ_SADMIN passes every role and permission guard unless `strictRoles` is set (the /about route).
 */
export function checkGuards(
  guards: readonly Guard[],
  subject: GuardSubject | null,
  options: { strictRoles?: boolean } = {},
): GuardOutcome {
  for (const guard of guards) {
    if (guard.name === 'public') continue;
    if (guard.name === 'guest') {
      if (subject) return 'guest-only';
      continue;
    }
    if (!subject) return 'unauthenticated';
    if (guard.name === 'auth') continue;
    const superAdmin = !options.strictRoles && subject.roles.includes(SUPER_ADMIN_ROLE);
    if (superAdmin) continue;
    const owned = guard.name === 'role' ? subject.roles : subject.permissions;
    if (!guard.params.some((p) => owned.includes(p))) return 'forbidden';
  }
  return 'allowed';
}

export function isAllowed(guard: string, subject: GuardSubject | null): boolean {
  return checkGuards(parseGuard(guard), subject) === 'allowed';
}

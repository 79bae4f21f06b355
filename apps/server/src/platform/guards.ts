import { guardForAction, parseGuard } from '@proboard/domain';

/**
 * A guard admitting anyone who holds a role that one of these resource actions admits: for calls
 * that serve many screens (keywords, uploads).
 */
export function anyRoleOf(resources: string[], actions: ('create' | 'edit')[]): string {
  const roles = new Set<string>();
  for (const resource of resources) {
    for (const action of actions) {
      for (const guard of parseGuard(guardForAction(resource, action))) {
        if (guard.name === 'role') for (const name of guard.params) roles.add(name);
      }
    }
  }
  return `auth|role:${[...roles].sort().join(',')}`;
}

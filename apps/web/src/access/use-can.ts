import { useCurrentUser } from '../session/use-current-user.ts';
import { type CanRule, canSee } from './can-see.ts';

/** `useCan({ permissions: 'azc-ranges-update' })`: whether the signed-in user passes the rule. */
export function useCan(rule: CanRule): boolean {
  return canSee(useCurrentUser() ?? null, rule);
}

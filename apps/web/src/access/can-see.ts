import { checkGuards, type Guard, type GuardSubject } from '@proboard/domain';

/** The two view directives of spec section 2: pipe-separated role or permission names. */
export interface CanRule {
  /** `"AZ_ADMIN|AZ_DASH_GART"`: shown with any of these roles. */
  roles?: string;
  /** `"azc-ranges-create|azc-ranges-update"`: shown with any of these permissions. */
  permissions?: string;
}

const names = (list: string | undefined) =>
  (list ?? '')
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Whether an element shows for a user (null = not signed in). Given both lists, both must match, as
 * the guards of a route do; AZ_SADMIN passes, as with every role and permission guard (SPEC-RULINGS).
 * An empty rule hides nothing.
 */
export function canSee(subject: GuardSubject | null, rule: CanRule): boolean {
  if (!subject) return false;
  const guards: Guard[] = [];
  const roles = names(rule.roles);
  const permissions = names(rule.permissions);
  if (roles.length > 0) guards.push({ name: 'role', params: roles });
  if (permissions.length > 0) guards.push({ name: 'permission', params: permissions });
  return checkGuards(guards, subject) === 'allowed';
}

import { isPermissionName } from '../../access/permissions.ts';
import { isRoleName } from '../../access/roles.ts';
import { EXPORT_PERMISSIONS } from '../../bulk/export-config.ts';

/**
 * Names the route table and the server's guards rely on (spec section 6): they may be assigned, but
 * renaming or deleting one would silently lock people out of screens, so the server refuses it.
 */
const exportPermissions = new Set<string>(EXPORT_PERMISSIONS.map((p) => p.name));

export const isProtectedRole = (name: string) => isRoleName(name);
export const isProtectedPermission = (name: string) => isPermissionName(name) || exportPermissions.has(name);

/** The profiles the sign-in rule and the account types rely on. */
export const PROTECTED_PROFILES = ['INTERNAL', 'PARTNER', 'PROFESSIONAL', 'FINAL'] as const;
export const isProtectedProfile = (azIso: string) =>
  (PROTECTED_PROFILES as readonly string[]).includes(azIso);

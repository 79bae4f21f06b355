export * from './corporate-applications.ts';
export * from './oauth-clients.ts';
export * from './permissions.ts';
export * from './profiles.ts';
export * from './protected-names.ts';
export * from './ranks.ts';
export * from './role-groups.ts';
export * from './roles.ts';

import { corporateApplications } from './corporate-applications.ts';
import { oauthClients } from './oauth-clients.ts';
import { permissions } from './permissions.ts';
import { profiles } from './profiles.ts';
import { ranks } from './ranks.ts';
import { roleGroups } from './role-groups.ts';
import { roles } from './roles.ts';

/** Access and configuration: roles, permissions, role groups, corporate applications, OAuth clients, profiles, ranks. */
export const ACCESS_CONFIG_RESOURCES = [
  roleGroups,
  roles,
  permissions,
  corporateApplications,
  oauthClients,
  profiles,
  ranks,
] as const;

import { isProtectedProfile, profiles, ranks } from '@proboard/domain';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';
import { superAdminRemains } from './super-admins.ts';

type Errors = Record<string, string[]>;

/**
 * Configuration profiles: whether each kind of account may use the back-office. Switching access
 * off takes effect at once: the users' sessions find no user any more (401) and sign-in answers
 * 'invalid user profile'.
 */
export const profileStore: ResourceStore = {
  definition: profiles,
  table: 'profiles',
  writable: ['az_iso', 'name', 'backoffice_access'],
  computed: { users_count: 'select count(*)::int from users u where u.profile_id = t.id' },
  uniques: { profiles_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body, existing): Promise<Errors> {
      if (!existing) return {};
      const errors: Record<string, string[]> = {};
      if (isProtectedProfile(String(existing.az_iso)) && body.az_iso !== existing.az_iso)
        errors.az_iso = ['access.protectedName'];
      if (existing.backoffice_access && body.backoffice_access === false) {
        if (!(await superAdminRemains(tx, { withoutProfile: Number(existing.id) })))
          errors.backoffice_access = ['access.lastSuperAdmin'];
      }
      return errors;
    },
    async validateDelete(_tx, existing): Promise<Errors> {
      return isProtectedProfile(String(existing.az_iso)) ? { az_iso: ['access.protectedDelete'] } : {};
    },
  },
};

/** Configuration ranks: plain records. */
export const rankStore: ResourceStore = {
  definition: ranks,
  table: 'ranks',
  writable: ['az_iso', 'name', 'description', 'sort_key', 'active'],
  uniques: { ranks_az_iso_unique: 'az_iso' },
};

import { lazy } from 'react';
import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';

const EffectiveAccessPanel = lazy(async () => ({
  default: (await import('./EffectiveAccessPanel.tsx')).EffectiveAccessPanel,
}));

/**
 * Staff users' form: the effective access inside the form (it follows the group and extra roles
 * being chosen), and the "send invitation" confirmation of spec section 8 before a new user is saved.
 */
export const STAFF_USER_FORM_PARTS: ResourceFormParts = {
  Inside: EffectiveAccessPanel,
  confirmCreate: (t) => ({
    title: t('resources.users.invite.title'),
    message: t('resources.users.invite.message'),
    acceptLabel: t('resources.users.invite.accept'),
  }),
};

import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';

/**
 * A company's users are invited when created (the server queues the e-mail in the create's own
 * transaction): the "send invitation" confirmation of spec section 8 first, with the staff's texts.
 */
export const COMPANY_USER_FORM_PARTS: ResourceFormParts = {
  confirmCreate: (t) => ({
    title: t('resources.users.invite.title'),
    message: t('resources.users.invite.message'),
    acceptLabel: t('resources.users.invite.accept'),
  }),
};

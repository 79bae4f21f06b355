import { queryClient } from '../../app/query-client.ts';
import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';

/**
 * A saved group company changes how the market selectors group markets (its name, its markets):
 * their lookups are read again instead of waiting out their few minutes.
 */
export const GROUP_COMPANY_FORM_PARTS: ResourceFormParts = {
  afterSave: async () => {
    await queryClient.invalidateQueries({ queryKey: ['lookup'] });
  },
};

import type { CatalogueMessages } from './types.ts';

export const enCatalogue: CatalogueMessages = {
  kit: {
    placeholder: 'Pending',
  },
};

import type { CatalogueMessages } from './types.ts';

export const ptCatalogue: CatalogueMessages = {
  kit: {
    placeholder: 'Pending',
  },
};

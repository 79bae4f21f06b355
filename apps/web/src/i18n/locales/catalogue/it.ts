import type { CatalogueMessages } from './types.ts';

export const itCatalogue: CatalogueMessages = {
  kit: {
    placeholder: 'Pending',
  },
};

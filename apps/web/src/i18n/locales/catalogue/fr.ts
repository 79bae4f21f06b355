import type { CatalogueMessages } from './types.ts';

export const frCatalogue: CatalogueMessages = {
  kit: {
    placeholder: 'Pending',
  },
};

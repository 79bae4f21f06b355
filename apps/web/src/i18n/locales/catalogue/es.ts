/** Texts of the resource kit (tables, forms) and of the catalogue screens. Spanish is the reference. */
export const esCatalogue = {
  kit: {
    placeholder: 'Pendiente',
  },
} as const;

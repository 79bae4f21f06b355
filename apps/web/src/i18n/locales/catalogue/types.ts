import type { esCatalogue } from './es.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every locale's catalogue texts have the Spanish keys. */
export type CatalogueMessages = Widen<typeof esCatalogue>;

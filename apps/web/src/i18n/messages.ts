import type { es } from './locales/es.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale file must have: the Spanish keys, any text. */
export type Messages = Widen<typeof es>;

import type { es } from './locales/es.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale file must have: the Spanish keys, any text. */
export type Messages = Widen<typeof es>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted key, e.g. `login.title`: the type of a key kept in data (zod messages, route names). */
export type MessageKey = Leaves<Messages>;

import type { es } from './locales/es.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale file must have: the Spanish keys, any text. */
export type Messages = Widen<typeof es>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted key, e.g. `login.title`: the type of a key kept in data (zod messages, route names). */
export type MessageKey = Leaves<Messages>;

/**
 * A key built from data (a route's resource, a menu entry, an export family). Tests check that the
 * keys the route table and menu produce exist; unknown ones from the server get a `defaultValue`.
 */
export function messageKey(key: string): MessageKey {
  return key as MessageKey;
}

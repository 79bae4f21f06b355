import type { esMenu } from './es.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every locale's sidebar and screen-title texts have the Spanish keys. */
export type MenuMessages = Widen<typeof esMenu>;

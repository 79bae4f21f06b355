import type { esResourceLabels, esValueLabels } from './es.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every locale's resource texts have the Spanish keys: a missing one fails the typecheck. */
export type ResourceLabels = Widen<typeof esResourceLabels>;
export type ValueLabels = Widen<typeof esValueLabels>;

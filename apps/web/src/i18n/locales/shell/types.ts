import type { esShell } from './es.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every locale's shell texts have the Spanish keys. */
export type ShellMessages = Widen<typeof esShell>;

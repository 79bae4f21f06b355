import { esCatalogue } from './catalogue/es.ts';
import { esMenu } from './menu/es.ts';
import { esShell } from './shell/es.ts';

/** Spanish, the default interface locale and the source of every key: other locales must match it. */
export const es = { ...esShell, ...esMenu, ...esCatalogue } as const;

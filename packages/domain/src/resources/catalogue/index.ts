export * from './attribute-types.ts';
export * from './languages.ts';
export * from './manufacturers.ts';
export * from './markets.ts';
export * from './products.ts';
export * from './tree.ts';

import { attributeTypes } from './attribute-types.ts';
import { languages } from './languages.ts';
import { manufacturers } from './manufacturers.ts';
import { markets } from './markets.ts';
import { articles, products } from './products.ts';
import { families, ranges, systems } from './tree.ts';

/** The catalogue core resources, in menu order. */
export const CATALOGUE_CORE = [
  ranges,
  systems,
  families,
  attributeTypes,
  products,
  articles,
  manufacturers,
  languages,
  markets,
] as const;

/** Definitions by route resource name (`attributes`, `globalmarkets`...): the web's screens find theirs here. */
export const RESOURCE_DEFINITIONS: Readonly<Record<string, (typeof CATALOGUE_CORE)[number]>> =
  Object.fromEntries(CATALOGUE_CORE.map((definition) => [definition.name, definition]));

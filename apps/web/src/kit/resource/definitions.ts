import { articles, products, RESOURCE_DEFINITIONS, type ResourceDefinition } from '@proboard/domain';

/**
 * The definitions the web screens and selects use: the domain's RESOURCE_DEFINITIONS, plus products
 * and articles, which it does not list yet (their server endpoints exist).
 */
const DEFINITIONS: Readonly<Record<string, ResourceDefinition>> = {
  products,
  articles,
  ...RESOURCE_DEFINITIONS,
};

export function definitionFor(name: string): ResourceDefinition | undefined {
  return Object.hasOwn(DEFINITIONS, name) ? DEFINITIONS[name] : undefined;
}

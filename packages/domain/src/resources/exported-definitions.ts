import * as domain from '../index.ts';
import type { ResourceDefinition } from './resource.ts';

/** For tests that walk every definition; not exported by the package's index (it imports the index). */
export const isDefinition = (value: unknown): value is ResourceDefinition =>
  typeof value === 'object' &&
  value !== null &&
  'apiPath' in value &&
  'schema' in value &&
  Array.isArray((value as { fields?: unknown }).fields);

/** Every definition the package exports (nested tabs and variants included). */
export const EXPORTED_DEFINITIONS: ResourceDefinition[] = [
  ...new Set((Object.values(domain) as unknown[]).filter(isDefinition)),
];

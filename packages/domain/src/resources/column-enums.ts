import type { z } from 'zod';
import type { ResourceDefinition } from './resource.ts';

/** The body keys of a definition's schema (a zod object, refinements included). */
export function schemaShape(definition: ResourceDefinition): Readonly<Record<string, z.ZodType>> {
  const shape = (definition.schema as { shape?: Record<string, z.ZodType> }).shape;
  return shape ?? {};
}

interface Unwrappable {
  def?: { type?: string; innerType?: Unwrappable; element?: Unwrappable; in?: Unwrappable };
  options?: readonly unknown[];
}

/**
 * The values of an enum key (`applies_to: ['family', 'product', 'article']`), or null; a list of
 * them too, unless `scalar`.
 */
export function enumValues(schema: z.ZodType | undefined, scalar = false): string[] | null {
  let node = schema as Unwrappable | undefined;
  for (let depth = 0; node && depth < 8; depth++) {
    const type = node.def?.type;
    if (type === 'enum' && Array.isArray(node.options)) return node.options.map(String);
    if (scalar && type === 'array') return null;
    node = node.def?.innerType ?? node.def?.element ?? node.def?.in;
  }
  return null;
}

/**
 * Every value an enumerated column may hold: the statuses its definition lists, or its body key's
 * enum (a coupon's type, a return's state); null for a column of free values. The list filters such a
 * column by choosing one value, and the server matches the whole value: `active` never lists
 * `inactive`, and an index on the column can serve the filter.
 */
export function columnEnum(definition: ResourceDefinition, key: string): readonly string[] | null {
  const statuses = definition.columns.find((column) => column.key === key)?.statuses;
  if (statuses?.length) return statuses;
  return enumValues(schemaShape(definition)[key], true);
}

import type { FieldKind, ResourceDefinition } from '@proboard/domain';
import type { z } from 'zod';

/** The body keys of a definition's schema (a zod object, refinements included). */
export function schemaShape(definition: ResourceDefinition): Readonly<Record<string, z.ZodType>> {
  const shape = (definition.schema as { shape?: Record<string, z.ZodType> }).shape;
  return shape ?? {};
}

/** Whether the API takes null for this key (an optional text left empty is sent as null). */
export function acceptsNull(schema: z.ZodType | undefined): boolean {
  return schema?.safeParse(null).success ?? false;
}

/**
 * What a form sends for a box left empty (form-values.ts): '', null, no choice, a switch left off,
 * translations with no text.
 */
const EMPTY_VALUES: readonly unknown[] = ['', null, [], false, {}];

/**
 * Whether a key must hold a value: its schema refuses every empty value (`requiredText`, a
 * related record's id, a list with `minArray`); a switch that may stay off is not. A default does
 * not count: the form always sends the key, so an emptied list with a default is still refused.
 */
export function isRequired(schema: z.ZodType | undefined): boolean {
  return schema ? EMPTY_VALUES.every((empty) => !schema.safeParse(empty).success) : false;
}

/** The schema's default for a key left out (`active: true`), or undefined. */
export function schemaDefault(schema: z.ZodType | undefined): unknown {
  const result = schema?.safeParse(undefined);
  return result?.success ? result.data : undefined;
}

interface Unwrappable {
  def?: { type?: string; innerType?: Unwrappable; element?: Unwrappable; in?: Unwrappable };
  options?: readonly unknown[];
}

/** The values of an enum key (`applies_to: ['family', 'product', 'article']`), or null. */
export function enumValues(schema: z.ZodType | undefined): string[] | null {
  let node = schema as Unwrappable | undefined;
  for (let depth = 0; node && depth < 8; depth++) {
    const type = node.def?.type;
    if (type === 'enum' && Array.isArray(node.options)) return node.options.map(String);
    node = node.def?.innerType ?? node.def?.element ?? node.def?.in;
  }
  return null;
}

/** The object shape inside a key (`translations` -> one language's keys), for nested editors. */
export function innerObjectKeys(schema: z.ZodType | undefined): string[] {
  let node = schema as (Unwrappable & { shape?: Record<string, unknown> }) | undefined;
  for (let depth = 0; node && depth < 8; depth++) {
    if (node.shape) return Object.keys(node.shape);
    const def = node.def as { innerType?: Unwrappable; valueType?: Unwrappable; element?: Unwrappable };
    node = (def?.innerType ?? def?.valueType ?? def?.element) as typeof node;
  }
  return [];
}

/** The kind of editor a body key gets: its field's kind; market lists belong to the `markets` field. */
export function kindOf(definition: ResourceDefinition, key: string): FieldKind | undefined {
  if (key === 'markets_available' || key === 'markets_active') return 'markets';
  return definition.fields.find((field) => field.key === key)?.kind;
}

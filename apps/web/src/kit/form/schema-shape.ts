import type { FieldKind, ResourceDefinition } from '@proboard/domain';
import type { z } from 'zod';

export { enumValues, schemaShape } from '@proboard/domain';

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

/** A zod schema as its definition nodes (zod 4's `def`), to walk inside wrappers. */
interface SchemaNode {
  def?: { innerType?: SchemaNode; valueType?: SchemaNode; element?: SchemaNode };
  shape?: Record<string, unknown>;
}

/** The object shape inside a key (`translations` -> one language's keys), for nested editors. */
export function innerObjectKeys(schema: z.ZodType | undefined): string[] {
  let node = schema as SchemaNode | undefined;
  for (let depth = 0; node && depth < 8; depth++) {
    if (node.shape) return Object.keys(node.shape);
    node = node.def?.innerType ?? node.def?.valueType ?? node.def?.element;
  }
  return [];
}

/** The kind of editor a body key gets: its field's kind; market lists belong to the `markets` field. */
export function kindOf(definition: ResourceDefinition, key: string): FieldKind | undefined {
  if (key === 'markets_available' || key === 'markets_active') return 'markets';
  return definition.fields.find((field) => field.key === key)?.kind;
}

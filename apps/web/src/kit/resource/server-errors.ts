import type { ResourceDefinition } from '@proboard/domain';
import { kindOf, schemaShape } from '../form/schema-shape.ts';

/**
 * The body keys a resource form shows an editor for (market lists belong to the markets field). An
 * error on any other key (`updated_at`, `_`) would be marked on nothing the user can see.
 */
export function visibleFormKeys(definition: ResourceDefinition): string[] {
  return Object.keys(schemaShape(definition)).filter((key) => kindOf(definition, key) !== undefined);
}

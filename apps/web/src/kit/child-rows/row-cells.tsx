import type { FieldDef, ResourceDefinition } from '@proboard/domain';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { LOOKUP_SOURCES } from '../api/sources.ts';
import { BoundDateInput } from '../form/fields/BoundDateInput.tsx';
import { BoundNumberInput } from '../form/fields/BoundNumberInput.tsx';
import { LookupSelectField } from '../form/fields/LookupSelectField.tsx';
import { innerObjectKeys, schemaShape } from '../form/schema-shape.ts';
import { RowTranslations } from './RowTranslations.tsx';

interface Node {
  def?: { type?: string; format?: string; innerType?: Node; element?: Node; in?: Node };
  shape?: Record<string, Node>;
}

/** The object shape of one row of a rows key (`rates` -> market_id, currency...). */
function rowShape(schema: z.ZodType | undefined): Record<string, Node> {
  let node = schema as Node | undefined;
  for (let depth = 0; node && depth < 8; depth++) {
    if (node.shape) return node.shape;
    node = node.def?.innerType ?? node.def?.element ?? node.def?.in;
  }
  return {};
}

/** What a column holds, from its schema: a number, a calendar date, translations per language, or text. */
export function columnKind(schema: Node | undefined): 'number' | 'date' | 'translations' | 'text' {
  let node = schema;
  for (let depth = 0; node && depth < 8; depth++) {
    if (node.def?.type === 'number') return 'number';
    if (node.def?.type === 'record') return 'translations';
    if (node.def?.type === 'string' && node.def.format === 'date') return 'date';
    node = node.def?.innerType ?? node.def?.in;
  }
  return 'text';
}

/**
 * The cell editors of a rows field: a select for a column that picks a record (`columnSources`),
 * a number or date input by the column's schema; text boxes otherwise (the editor's default).
 */
export function rowCells(definition: ResourceDefinition, field: FieldDef) {
  const shape = rowShape(schemaShape(definition)[field.key]);
  return (column: string, name: string, label: string): ReactNode => {
    const source = field.columnSources?.[column];
    const lookup = source ? LOOKUP_SOURCES[source] : undefined;
    const props = { name, label, hideLabel: true };
    if (lookup) return <LookupSelectField {...props} source={lookup} multiple={false} />;
    switch (columnKind(shape[column])) {
      case 'number':
        return <BoundNumberInput {...props} />;
      case 'date':
        return <BoundDateInput {...props} />;
      case 'translations':
        return (
          <RowTranslations name={name} label={label} keys={innerObjectKeys(shape[column] as z.ZodType)} />
        );
      default:
        return null;
    }
  };
}

/** The value of a new row's cell: no translations yet, an empty box otherwise. */
export function emptyCell(definition: ResourceDefinition, field: FieldDef) {
  const shape = rowShape(schemaShape(definition)[field.key]);
  return (column: string): unknown => (columnKind(shape[column]) === 'translations' ? {} : '');
}

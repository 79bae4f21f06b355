import { fieldLabelIn, LOCALES, RESOURCE_DEFINITIONS, schemaShape } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { innerObjectKeys } from '../form/schema-shape.ts';

describe('rows fields', () => {
  it.each(LOCALES)('%s names every column of every rows editor (`{field}_{column}`)', (locale) => {
    const unnamed: string[] = [];
    for (const definition of Object.values(RESOURCE_DEFINITIONS)) {
      for (const field of definition.fields.filter((f) => f.kind === 'rows')) {
        const columns = innerObjectKeys(schemaShape(definition)[field.key]).filter((key) => key !== 'id');
        expect(columns.length, `${definition.name}.${field.key}`).toBeGreaterThan(0);
        for (const column of columns) {
          const key = `${field.key}_${column}`;
          if (fieldLabelIn(locale, definition.name, key) === key) unnamed.push(`${definition.name}.${key}`);
        }
      }
    }
    expect(unnamed).toEqual([]);
  });
});

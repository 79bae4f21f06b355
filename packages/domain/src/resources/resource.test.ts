import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MARKET_LANGUAGES_MAX, markets, RESOURCE_DEFINITIONS } from './catalogue/index.ts';

/** The most items the schema (what the server enforces) takes under a key. */
function schemaMaxItems(schema: z.ZodType, key: string): number | undefined {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { maxItems?: number }>;
  };
  return json.properties?.[key]?.maxItems;
}

describe('list field limits (multiselects, ordered images)', () => {
  it('are the schema’s own limit, so the web never offers what the server refuses', () => {
    const limited = Object.values(RESOURCE_DEFINITIONS).flatMap((definition) =>
      definition.fields
        .filter((field) => field.maxValues !== undefined)
        .map((field) => ({ definition, field })),
    );
    expect(limited.length).toBeGreaterThan(0);
    for (const { definition, field } of limited) {
      expect(['multiselect', 'images'], `${definition.name}.${field.key}`).toContain(field.kind);
      expect(schemaMaxItems(definition.schema, field.key), `${definition.name}.${field.key}`).toBe(
        field.maxValues,
      );
    }
  });

  it('refuses a market with more languages than its limit', () => {
    const body = { name: 'Test', iso: 'TST' };
    const languages = Array.from({ length: MARKET_LANGUAGES_MAX + 1 }, (_, index) => `l${index}`);
    expect(markets.schema.safeParse({ ...body, languages: languages.slice(1) }).success).toBe(true);
    expect(markets.schema.safeParse({ ...body, languages }).success).toBe(false);
  });
});

/** Whether a body key takes a calendar day (`2026-03-31`, the pattern of isoDay and its kin). */
function takesCalendarDay(schema: z.ZodType, key: string): boolean {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return JSON.stringify(json.properties?.[key] ?? {}).includes('\\\\d{4}-\\\\d{2}-\\\\d{2}$');
}

describe('day fields', () => {
  it('are edited with the calendar wherever the schema takes a calendar day', () => {
    const days = Object.values(RESOURCE_DEFINITIONS).flatMap((definition) =>
      definition.fields
        .filter((field) => !field.readOnly && takesCalendarDay(definition.schema, field.key))
        .map((field) => ({ name: `${definition.name}.${field.key}`, kind: field.kind })),
    );
    expect(days.length).toBeGreaterThan(5);
    expect(days.filter((day) => day.kind !== 'date')).toEqual([]);
  });
});

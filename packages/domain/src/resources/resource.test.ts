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

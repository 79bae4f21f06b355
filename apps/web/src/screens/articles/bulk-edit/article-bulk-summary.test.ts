import { describe, expect, it } from 'vitest';
import { bulkSummary } from './article-bulk-summary.ts';

const texts = {
  field: (key: string) => `<${key}>`,
  status: (value: string) => value.toUpperCase(),
  market: (id: number) => ({ 1: 'España', 2: 'France' })[id] ?? String(id),
  yes: 'Sí',
  no: 'No',
};

describe('bulk edit summary', () => {
  it('lists each change in the form’s order, with its value as the user reads it', () => {
    expect(
      bulkSummary(
        { markets_active_remove: [2, 9], blocked: false, altra_status_iso: 'eol', active: true },
        texts,
      ).map(({ label, value }) => `${label} ${value}`),
    ).toEqual(['<altra_status_iso> EOL', '<active> Sí', '<blocked> No', '<markets_active_remove> France, 9']);
  });

  it('leaves out empty market lists', () => {
    expect(bulkSummary({ markets_available_add: [], active: false }, texts).map((line) => line.key)).toEqual([
      'active',
    ]);
  });
});

import { ranges } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { visibleFormKeys } from './server-errors.ts';

describe('keys a resource form shows', () => {
  it('are its fields, the markets field standing for both lists, and not the lock', () => {
    const keys = visibleFormKeys(ranges);
    expect(keys).toEqual(
      expect.arrayContaining(['az_iso', 'translations', 'markets_available', 'markets_active']),
    );
    expect(keys).not.toContain('markets');
    expect(keys).not.toContain('updated_at');
  });
});

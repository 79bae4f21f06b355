import { describe, expect, it } from 'vitest';
import { optionalRecordId, recordId, recordIdParam, requiredRecordId } from './record-ids.ts';

const NOT_IDS = [true, false, [5], '0x10', '1e3', ' 7', '7 ', '-1', 0, 1.5, 2_147_483_648, {}, 'ABC'];

describe('record ids', () => {
  it('are integers or their digits, nothing Number() would also read as one', () => {
    for (const schema of [recordId(), requiredRecordId(), optionalRecordId()]) {
      expect(schema.parse(7)).toBe(7);
      expect(schema.parse('7')).toBe(7);
      for (const value of NOT_IDS) expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('an optional reference is cleared by empty text or null; a required one says it is missing', () => {
    expect(optionalRecordId().parse('')).toBeNull();
    expect(optionalRecordId().parse(null)).toBeNull();
    for (const empty of ['', null, undefined])
      expect(requiredRecordId().safeParse(empty).success).toBe(false);
  });

  it('in a path or a query, digits only', () => {
    expect(recordIdParam().parse('12')).toBe(12);
    for (const value of ['true', '0x10', '1e3', ' 7', '0', '', '99999999999'])
      expect(recordIdParam().safeParse(value).success, value).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8-bytes.ts';

describe('utf8Bytes', () => {
  it('counts bytes, not characters', () => {
    expect(utf8Bytes('bomba de calor')).toBe(14);
    expect(utf8Bytes('climatización')).toBe(14);
    expect(utf8Bytes('20 €')).toBe(6);
    expect(utf8Bytes('')).toBe(0);
  });
});

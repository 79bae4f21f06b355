import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size.ts';

describe('file size text', () => {
  it('uses bytes, kB or MB, one decimal at most', () => {
    expect(fileSizeText(68, 'en')).toBe('68 byte');
    expect(fileSizeText(1536, 'en')).toBe('1.5 kB');
    expect(fileSizeText(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });

  it("writes numbers the locale's way", () => {
    expect(fileSizeText(1536, 'es')).toBe('1,5 kB');
  });
});

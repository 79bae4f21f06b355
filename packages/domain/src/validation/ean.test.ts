import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isValidEan } from './ean.ts';

describe('EAN check digit (GS1)', () => {
  it('accepts real codes of each length', () => {
    expect(isValidEan('96385074')).toBe(true); // EAN-8
    expect(isValidEan('036000291452')).toBe(true); // UPC-A
    expect(isValidEan('4006381333931')).toBe(true); // EAN-13
    expect(isValidEan('8400000000017')).toBe(true); // EAN-13, Spanish prefix
    expect(isValidEan('10012345678902')).toBe(true); // GTIN-14
  });

  it('refuses a wrong check digit', () => {
    expect(isValidEan('96385075')).toBe(false);
    expect(isValidEan('4006381333932')).toBe(false);
    expect(isValidEan('10012345678901')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    expect(isValidEan('1234567')).toBe(false);
    expect(isValidEan('400638133393')).toBe(false); // 12 digits whose last is not their check digit
    expect(isValidEan('400638133393X')).toBe(false);
    expect(isValidEan('')).toBe(false);
  });

  it('computes the digit that completes a code', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('9638507')).toBe(4);
  });
});

import { z } from 'zod';

/** GS1 lengths an article's EAN may have: EAN-8, UPC-A (GTIN-12, the US market), EAN-13, GTIN-14. */
export const EAN_LENGTHS = [8, 12, 13, 14] as const;

/**
 * The GS1 check digit of the digits before it: from the right, weights 3, 1, 3, 1...; the check
 * digit brings the sum to a multiple of 10.
 */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A whole EAN/GTIN: digits only, a GS1 length, and its last digit the check digit of the rest. */
export function isValidEan(value: string): boolean {
  if (!/^\d+$/.test(value) || !(EAN_LENGTHS as readonly number[]).includes(value.length)) return false;
  return gs1CheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/** Zod check of an EAN text: empty passes (the field is optional), else `validations.ean`. */
export const ean = () =>
  z.refine<string>((v) => v.trim() === '' || isValidEan(v), { message: 'validations.ean' });

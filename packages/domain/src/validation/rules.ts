import { z } from 'zod';

/**
 * The validation rules of spec section 5 as zod checks. Each failure carries the message key
 * `validations.{rule}` and its parameters, so `validation/messages.ts` can translate it:
 *
 *   z.string().check(required(), isAzIso(), max(15))
 *
 * Like the spec's validator, every rule except `required` and `minArray` lets an empty value
 * through: an optional field is checked only when it has a value.
 */

export type RuleName =
  | 'isEmail'
  | 'isSlug'
  | 'isUrl'
  | 'isNumber'
  | 'min'
  | 'max'
  | 'between'
  | 'in_array'
  | 'isAzIso'
  | 'isHexadecimal'
  | 'isImage'
  | 'minArray'
  | 'required'
  | 'number'
  | 'length';

export type RuleParams = Record<string, string | number>;

export const RULE_PATTERNS = {
  /** Lowercase letters and digits with optional single hyphens or dots. */
  isSlug: /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/,
  /** Digits only. */
  isNumber: /^\d+$/,
  /** Uppercase letters, digits, underscore, hyphen; no spaces. */
  isAzIso: /^[A-Z0-9_-]+$/,
  /** Six hexadecimal digits, e.g. 3c3c3c. */
  isHexadecimal: /^[0-9a-fA-F]{6}$/,
  /** A file name ending in an image extension. */
  isImage: /\.(gif|jpe?g|tiff?|png|webp|bmp)$/i,
  /** A number, decimals with a dot (4.70). */
  number: /^-?\d+(\.\d+)?$/,
  isEmail: z.regexes.email,
} as const;

export const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'tif', 'tiff', 'png', 'webp', 'bmp'] as const;

function rule<T>(name: RuleName, test: (value: T) => boolean, params?: RuleParams): z.core.$ZodCheck<T> {
  return z.refine<T>(test, { message: `validations.${name}`, ...(params ? { params } : {}) });
}

const blank = (value: string) => value.trim() === '';
const pattern = (name: keyof typeof RULE_PATTERNS) =>
  rule<string>(name, (v) => blank(v) || RULE_PATTERNS[name].test(v));

/** Not empty (whitespace only counts as empty). A missing value is reported as required by zod. */
export const required = () => rule<string>('required', (v) => !blank(v));
export const isEmail = () => pattern('isEmail');
export const isSlug = () => pattern('isSlug');
export const isNumber = () => pattern('isNumber');
export const isAzIso = () => pattern('isAzIso');
export const isHexadecimal = () => pattern('isHexadecimal');
export const isImage = () => pattern('isImage');

/** An absolute http(s) URL. */
export const isUrl = () =>
  rule<string>('isUrl', (v) => {
    if (blank(v)) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  });

/** A number: a finite number, or text like `21` or `4.70` (dot decimals). */
export const number = () =>
  rule<string | number>('number', (v) =>
    typeof v === 'number' ? Number.isFinite(v) : blank(v) || RULE_PATTERNS.number.test(v.trim()),
  );

/** At least `n` characters. */
export const min = (n: number) => rule<string>('min', (v) => blank(v) || v.length >= n, { min: n });
/** At most `n` characters. */
export const max = (n: number) => rule<string>('max', (v) => v.length <= n, { max: n });
/** Between `lo` and `hi` characters. */
export const between = (lo: number, hi: number) =>
  rule<string>('between', (v) => blank(v) || (v.length >= lo && v.length <= hi), { min: lo, max: hi });
/** Exactly `n` characters. */
export const length = (n: number) => rule<string>('length', (v) => blank(v) || v.length === n, { length: n });

/** One of the listed values. */
export const inArray = <T extends string | number>(values: readonly T[]) =>
  rule<T>('in_array', (v) => (typeof v === 'string' && blank(v)) || values.includes(v), {
    values: values.join(', '),
  });

/** At least `n` entries. */
export const minArray = (n: number) => rule<readonly unknown[]>('minArray', (v) => v.length >= n, { min: n });

/** A text field: missing or null is reported as `validations.required` by the message mapper. */
export const text = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(...checks);
/** A text field that must hold a value. */
export const requiredText = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(required(), ...checks);

/** A numeric value given as a number or as text with dot decimals (`4.70`); outputs a number. */
export const numberValue = () =>
  z
    .union([z.number(), z.string()])
    .check(number())
    .check(rule<string | number>('required', (v) => typeof v === 'number' || !blank(v)))
    .transform((v) => (typeof v === 'number' ? v : Number(v.trim())));

/** sort_key of ranges, systems and families: a number of 1 to 4 digits (spec section 9). */
export const sortKey = () =>
  z
    .union([z.number().int(), z.string()])
    .transform((v) => String(v))
    .pipe(z.string().check(required(), isNumber(), between(1, 4)))
    .transform(Number);

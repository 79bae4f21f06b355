import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './messages.ts';
import {
  between,
  inArray,
  isAzIso,
  isEmail,
  isHexadecimal,
  isImage,
  isNumber,
  isSlug,
  isUrl,
  length,
  max,
  min,
  minArray,
  number,
  numberValue,
  required,
  requiredText,
  sortKey,
  text,
} from './rules.ts';

/** The message keys a value fails with (empty when it passes). */
function failures(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('rules of section 5', () => {
  it.each([
    ['isEmail', text(isEmail()), ['ana@example.com'], ['ana', 'ana@', 'a b@example.com']],
    ['isSlug', text(isSlug()), ['aire-agua', 'v1.2', 'abc'], ['Aire', 'a--b', '-a', 'a.', 'a_b']],
    [
      'isUrl',
      text(isUrl()),
      ['https://airzone.es/x?y=1', 'http://localhost:3000'],
      ['airzone.es', 'ftp://x.y', 'http://'],
    ],
    ['isNumber', text(isNumber()), ['0123'], ['12.5', '-1', '1e3']],
    ['isAzIso', text(isAzIso()), ['TTO_COLOR_WHT', 'AZ-1'], ['tto', 'A B', 'Ñ']],
    ['isHexadecimal', text(isHexadecimal()), ['3c3c3c', 'FFAA00'], ['3c3c3', '#3c3c3c', 'gggggg']],
    [
      'isImage',
      text(isImage()),
      ['logo.PNG', 'a.jpeg', 'b.tiff', 'c.webp'],
      ['doc.pdf', 'png', 'image.png.exe'],
    ],
    [
      'number',
      z.union([z.string(), z.number()]).check(number()),
      ['4.70', '21', 3.5, '-2'],
      ['4,70', '21%', '.5'],
    ],
  ])('%s', (rule, schema, good, bad) => {
    for (const value of good) expect(failures(schema, value), String(value)).toEqual([]);
    for (const value of bad) expect(failures(schema, value), String(value)).toEqual([`validations.${rule}`]);
  });

  it('lets empty optional values through every rule but required', () => {
    const schema = text(isEmail(), isAzIso(), isImage(), isUrl(), min(3), between(2, 4), length(3));
    expect(failures(schema, '')).toEqual([]);
    expect(failures(text(required()), '')).toEqual(['validations.required']);
    expect(failures(text(required()), '   ')).toEqual(['validations.required']);
    expect(failures(requiredText(isAzIso()), 'AB')).toEqual([]);
  });

  it('checks lengths with their parameters', () => {
    const issue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0];
    expect(issue(text(min(3)), 'ab')).toMatchObject({ message: 'validations.min', params: { min: 3 } });
    expect(issue(text(max(2)), 'abc')).toMatchObject({ message: 'validations.max', params: { max: 2 } });
    expect(issue(text(between(3, 13)), 'AB')).toMatchObject({
      message: 'validations.between',
      params: { min: 3, max: 13 },
    });
    expect(issue(text(length(3)), 'ABCD')).toMatchObject({
      message: 'validations.length',
      params: { length: 3 },
    });
    expect(issue(z.array(z.string()).check(minArray(2)), ['a'])).toMatchObject({
      message: 'validations.minArray',
      params: { min: 2 },
    });
    expect(failures(text(between(3, 13)), 'ABC')).toEqual([]);
    expect(failures(text(length(3)), 'ABC')).toEqual([]);
  });

  it('checks in_array', () => {
    const schema = z.string().check(inArray(['FINAL', 'PRO']));
    expect(failures(schema, 'PRO')).toEqual([]);
    expect(failures(schema, 'pro')).toEqual(['validations.in_array']);
  });

  it('reads numbers and sort keys', () => {
    expect(numberValue().parse('4.70')).toBe(4.7);
    expect(numberValue().parse(21)).toBe(21);
    expect(failures(numberValue(), '')).toEqual(['validations.required']);
    expect(sortKey().parse('0042')).toBe(42);
    expect(sortKey().parse(7)).toBe(7);
    expect(failures(sortKey(), '12345')).toEqual(['validations.between']);
    expect(failures(sortKey(), 'a1')).toEqual(['validations.isNumber']);
  });

  it('turns into translated messages with their parameters', () => {
    const manufacturer = z.object({
      az_iso: requiredText(isAzIso(), between(3, 13)),
      brand_1: requiredText(isAzIso(), length(3)),
      color: text(isHexadecimal(), max(6)),
      systems: z.array(z.number()).check(minArray(1)),
    });
    const result = manufacturer.safeParse({ az_iso: 'a', brand_1: 'ABCD', color: '12345z', systems: [] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error, 'es')).toEqual({
      az_iso: [
        'Solo mayúsculas, dígitos, guion bajo y guion, sin espacios',
        'Debe tener entre 3 y 13 caracteres',
      ],
      brand_1: ['Debe tener exactamente 3 caracteres'],
      color: ['Seis dígitos hexadecimales, p. ej. 3c3c3c'],
      systems: ['Selecciona al menos 1'],
    });
    expect(fieldErrors(result.error, 'en').brand_1).toEqual(['Must be exactly 3 characters']);
  });
});

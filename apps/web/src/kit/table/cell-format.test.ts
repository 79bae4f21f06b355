import { describe, expect, it } from 'vitest';
import { cellText, percentageText, rowValues } from './cell-format.ts';

describe('cell text', () => {
  it('shows related records by name and lists joined', () => {
    expect(cellText({ id: 1, az_iso: 'AZ6', name: 'Airzone 6000' }, undefined, 'es')).toBe('Airzone 6000');
    expect(cellText(['es', 'en'], undefined, 'es')).toBe('es, en');
    expect(cellText(null, 'text', 'es')).toBe('');
    expect(cellText(12, 'number', 'es')).toBe('12');
  });

  it('formats dates in the locale and leaves other text alone', () => {
    expect(cellText('2026-03-04T10:20:00.000Z', 'date', 'es')).toMatch(/^4\/3\/26/);
    expect(cellText('not a date', 'date', 'es')).toBe('not a date');
  });

  it('shows a calendar day (a date column) as that day, without a time', () => {
    expect(cellText('2027-03-31', 'date', 'es')).toBe('31/3/27');
    expect(cellText('2027-03-31', 'date', 'en')).toBe('3/31/27');
  });

  it('writes a fraction in the language, whole numbers as they are', () => {
    expect(cellText(7.5, 'number', 'es')).toBe('7,5');
    expect(cellText(7.5, 'number', 'en')).toBe('7.5');
    expect(cellText(12345, 'number', 'es')).toBe('12345');
    expect(cellText(1234.25, 'number', 'fr')).toBe('1234,25');
  });

  it('writes a share with its sign in the language', () => {
    expect(percentageText(7.5, 'es')).toBe('7,5\u00a0%');
    expect(percentageText(15, 'en')).toBe('15%');
  });

  it("takes a column's label set from another value of its row", () => {
    const discount = {
      valuesBy: { key: 'type', values: { percentage: 'percentage', fixed: 'money' } as const },
    };
    expect(rowValues(discount, { type: 'percentage', discount: 15 })).toBe('percentage');
    expect(rowValues(discount, { type: 'fixed', discount: 20 })).toBe('money');
    expect(rowValues(discount, { type: 'unknown', discount: 20 })).toBeUndefined();
    expect(rowValues({ values: 'money' }, { total: 3 })).toBe('money');
  });
});

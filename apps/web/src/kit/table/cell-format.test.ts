import { describe, expect, it } from 'vitest';
import { cellText } from './cell-format.ts';

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
});

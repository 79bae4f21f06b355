import { describe, expect, it } from 'vitest';
import { calendarDayText, calendarMonthText, momentText } from './calendar-day.ts';

describe('a calendar day in the user language', () => {
  it('writes the day chosen, in each interface locale', () => {
    expect(calendarDayText('2027-03-31', 'es', 'full')).toBe('miércoles, 31 de marzo de 2027');
    expect(calendarDayText('2027-03-31', 'en', 'long')).toBe('March 31, 2027');
    expect(calendarDayText('2027-03-31', 'fr', 'long')).toBe('31 mars 2027');
    expect(calendarDayText('2027-03-31', 'it', 'long')).toBe('31 marzo 2027');
    expect(calendarDayText('2027-03-31', 'pt', 'long')).toBe('31 de março de 2027');
    expect(calendarDayText('2027-03-31', 'es')).toBe('31/3/27');
  });

  it('keeps the day whatever the zone of the browser (midnight UTC is the day before in America)', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(calendarDayText('2027-01-01', 'es')).toBe('1/1/27');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('is null for what is not a calendar day', () => {
    expect(calendarDayText('2027-02-30', 'es')).toBeNull();
    expect(calendarDayText('2026-03-04T10:20:00.000Z', 'es')).toBeNull();
    expect(calendarDayText('', 'es')).toBeNull();
    expect(calendarDayText(null, 'es')).toBeNull();
  });
});

describe('a month in the user language', () => {
  it('names the month of a calendar day, with its year', () => {
    expect(calendarMonthText('2026-11-01', 'es')).toBe('noviembre de 2026');
    expect(calendarMonthText('2026-11-01', 'en')).toBe('November 2026');
    expect(calendarMonthText('2027-01-01', 'fr')).toBe('janvier 2027');
    expect(calendarMonthText('2026-11-31', 'es')).toBeNull();
  });

  it('writes a moment with its time in the zone asked, and nothing for what is not one', () => {
    expect(momentText('2026-11-09T06:05:21.584Z', 'es', 'Europe/Madrid')).toBe(
      '9 de noviembre de 2026 a las 7:05:21',
    );
    expect(momentText('2026-11-09T06:05:21.584Z', 'en', 'UTC')).toBe('November 9, 2026 at 6:05:21 AM');
    expect(momentText('2026-11-09', 'es')).toBeNull();
    expect(momentText('2026-13-45T99:00', 'es')).toBeNull();
    expect(momentText(42, 'es')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, toTimeZone } from './time-zones.ts';

describe('request time zone', () => {
  it('keeps a known IANA zone, in its canonical spelling', () => {
    expect(toTimeZone('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(toTimeZone('america/new_york')).toBe('America/New_York');
    expect(toTimeZone('UTC')).toBe('UTC');
  });

  it('falls back to Madrid for a missing, unknown or malformed zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Madrid');
    for (const value of [undefined, null, '', 'Mars/Olympus_Mons', "'; drop table x", 'A'.repeat(500)]) {
      expect(toTimeZone(value), String(value)).toBe('Europe/Madrid');
    }
  });
});

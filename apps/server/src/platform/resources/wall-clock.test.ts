import { describe, expect, it } from 'vitest';
import { wallClock } from './wall-clock.ts';

/** The zone's reading of an instant straight from Intl, as the UTC fields of a Date. */
function intlReading(timeZone: string, instant: Date): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return new Date(
    Date.UTC(
      field('year'),
      field('month') - 1,
      field('day'),
      field('hour'),
      field('minute'),
      field('second'),
    ) + instant.getUTCMilliseconds(),
  );
}

describe('wall clock', () => {
  it('reads an instant as the zone shows it, winter and summer', () => {
    const madrid = wallClock('Europe/Madrid');
    expect(madrid(new Date('2026-01-15T00:57:00Z'))).toEqual(new Date('2026-01-15T01:57:00Z'));
    expect(madrid(new Date('2026-07-15T23:57:00.250Z'))).toEqual(new Date('2026-07-16T01:57:00.250Z'));
    expect(wallClock('UTC')(new Date('2026-01-15T00:57:00Z'))).toEqual(new Date('2026-01-15T00:57:00Z'));
  });

  it('agrees with Intl minute by minute around changes of time, also those in the middle of an hour', () => {
    const around = [
      ['Europe/Madrid', '2026-03-29T00:00:00Z'],
      ['Europe/Madrid', '2026-10-25T00:00:00Z'],
      ['America/New_York', '2026-11-01T05:00:00Z'],
      // Lord Howe moves by 30 minutes at 15:30 UTC; Kathmandu is UTC+5:45.
      ['Australia/Lord_Howe', '2025-10-04T14:00:00Z'],
      ['Asia/Kathmandu', '2026-01-01T00:00:00Z'],
    ] as const;
    for (const [zone, from] of around) {
      const read = wallClock(zone);
      for (let minute = 0; minute < 180; minute += 1) {
        const instant = new Date(Date.parse(from) + minute * 60_000 + 59_999);
        expect(read(instant), `${zone} ${instant.toISOString()}`).toEqual(intlReading(zone, instant));
      }
    }
  });
});

const HOUR = 3_600_000;
/** Hours whose offset is remembered per download; an export spans far fewer distinct hours. */
const MAX_REMEMBERED_HOURS = 100_000;

/**
 * The wall-clock reading of an instant in `timeZone`, as a Date whose UTC fields hold it: Excel
 * cells have no zone, and exceljs writes a Date's UTC fields, so 00:57 UTC is written as the 01:57
 * a user in Madrid saw on the screen.
 *
 * Asking Intl for every cell would cost more than writing it: the zone's offset is worked out once
 * per UTC hour. An hour whose two ends have different offsets holds a change of time (DST), and its
 * instants are worked out one by one.
 */
export function wallClock(timeZone: string): (instant: Date) => Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsetAt = (ms: number) => {
    const whole = ms - (((ms % 1000) + 1000) % 1000);
    const field: Record<string, number> = {};
    for (const part of parts.formatToParts(whole)) field[part.type] = Number(part.value);
    const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = field;
    const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
    // Date.UTC reads years 0-99 as 1900-1999.
    const fixed = year < 100 ? new Date(asUtc).setUTCFullYear(year) : asUtc;
    return fixed - whole;
  };
  const hours = new Map<number, number | null>();

  return (instant) => {
    const ms = instant.getTime();
    if (Number.isNaN(ms)) return instant;
    const hour = Math.floor(ms / HOUR);
    let offset = hours.get(hour);
    if (offset === undefined) {
      const start = offsetAt(hour * HOUR);
      offset = start === offsetAt((hour + 1) * HOUR - 1) ? start : null;
      if (hours.size >= MAX_REMEMBERED_HOURS) hours.clear();
      hours.set(hour, offset);
    }
    return new Date(ms + (offset ?? offsetAt(ms)));
  };
}

/** The zone of a request that names none, or an unknown one: the company's own (Madrid). */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/**
 * An IANA time zone name (`Europe/Lisbon`) in its canonical spelling, or the default for a missing,
 * malformed or unknown one: a zone comes from a request header and must never fail the request.
 */
export function toTimeZone(value: string | undefined | null): string {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return DEFAULT_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

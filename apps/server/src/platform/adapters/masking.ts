/** Keys whose values never reach a log row: credentials of any kind, at any depth. */
const SECRET_KEY = /secret|password|passwd|token|authorization|api[-_]?key|signature|credential|cookie/i;
export const MASK = '***';

/** A copy of a JSON value with every secret-looking key's value replaced by `***`. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return MASK;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_KEY.test(key) ? MASK : maskSecrets(item, depth + 1),
      ]),
    );
  }
  return value;
}

/** A text with the given secret values blanked out (a secret echoed back inside an answer's text). */
export function maskValues(text: string, secrets: readonly string[]): string {
  return secrets.filter((s) => s.length >= 4).reduce((out, s) => out.split(s).join(MASK), text);
}

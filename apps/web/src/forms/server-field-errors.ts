/** An answer's `errors` (API.md): one list of messages per field path. */
export type ServerFieldErrors = Record<string, string[]>;

export interface SplitFieldErrors {
  /** Paths the form shows: their first key is one of its visible keys (`options.0.translations.de.value`). */
  onForm: ServerFieldErrors;
  /** The rest (`_`, a key the form has no field for): nobody would see them under a field. */
  elsewhere: ServerFieldErrors;
}

const messagesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (message): message is string => typeof message === 'string' && message !== '',
  );

/**
 * Splits an answer's `errors` into those the form marks and those it cannot show. The body is
 * whatever the server sent: a message given as a text rather than a list is taken as a list of one.
 */
export function splitFieldErrors(errors: unknown, visibleKeys: Iterable<string>): SplitFieldErrors {
  const keys = new Set(visibleKeys);
  const split: SplitFieldErrors = { onForm: {}, elsewhere: {} };
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return split;
  for (const [path, value] of Object.entries(errors)) {
    const messages = messagesOf(value);
    if (messages.length === 0) continue;
    const side = keys.has(path.split('.')[0] ?? '') ? split.onForm : split.elsewhere;
    side[path] = messages;
  }
  return split;
}

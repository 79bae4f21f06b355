import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Marks each form field named in an answer's `errors` object (API.md) with its first message and
 * returns the messages of fields the form does not show, for a general alert.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string[]> | undefined,
  fields: readonly Path<T>[],
): string[] {
  const elsewhere: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = messages?.[0];
    if (!first) continue;
    const onForm = fields.find((name) => name === field);
    if (onForm) {
      setError(onForm, { type: 'server', message: first }, { shouldFocus: !focused });
      focused = true;
    } else {
      elsewhere.push(first);
    }
  }
  return elsewhere;
}

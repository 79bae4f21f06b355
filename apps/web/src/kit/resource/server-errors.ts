/**
 * Splits a 422 `errors` object into the paths the form shows (their first key is one of the form's
 * keys: `options.0.translations.de.value`) and the rest.
 */
export function formErrorPaths(
  errors: Record<string, string[]> | undefined,
  formKeys: Iterable<string>,
): string[] {
  const keys = new Set(formKeys);
  return Object.keys(errors ?? {}).filter((path) => keys.has(path.split('.')[0] ?? ''));
}

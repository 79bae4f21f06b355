/** One sort key of a list: `-created_at` is `{ key: 'created_at', desc: true }`. */
export interface SortKey {
  key: string;
  desc: boolean;
}

/** The default order of a list (spec section 9): sort_key ascending. */
export const DEFAULT_SORT: readonly SortKey[] = [{ key: 'sort_key', desc: false }];
/** The ordering modal opens with created_at then sort_key, both ascending (SPEC-RULINGS). */
export const ORDERING_MODAL_DEFAULT: readonly SortKey[] = [
  { key: 'created_at', desc: false },
  { key: 'sort_key', desc: false },
];

/** Column keys: letters, digits, underscores, dotted paths (`status.az_iso`). */
const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export class SortError extends Error {
  constructor(
    message: string,
    readonly key?: string,
  ) {
    super(message);
    this.name = 'SortError';
  }
}

/** `[{ key: 'created_at', desc: true }, { key: 'sort_key', desc: false }]` -> `-created_at,sort_key`. */
export function buildSortBy(keys: readonly SortKey[]): string {
  return keys.map((k) => (k.desc ? `-${k.key}` : k.key)).join(',');
}

/**
 * Parses `-created_at,sort_key` back into keys. Throws `SortError` for an empty key, a malformed key,
 * a key given twice, or (when `allowed` is given) a key that is not sortable.
 */
export function parseSortBy(value: string, allowed?: readonly string[]): SortKey[] {
  if (value.trim() === '') return [];
  const seen = new Set<string>();
  return value.split(',').map((raw) => {
    const part = raw.trim();
    const desc = part.startsWith('-');
    const key = desc ? part.slice(1) : part;
    if (!KEY_PATTERN.test(key)) throw new SortError(`Invalid sort key '${part}'`, part);
    if (allowed && !allowed.includes(key)) throw new SortError(`Cannot sort by '${key}'`, key);
    if (seen.has(key)) throw new SortError(`Sort key '${key}' is given twice`, key);
    seen.add(key);
    return { key, desc };
  });
}

import { ORDERING_MODAL_DEFAULT, type SortKey } from '@proboard/domain';

/** The ordering modal's two sort keys; the second may be left empty. */
export interface Ordering {
  readonly first: SortKey | null;
  readonly second: SortKey | null;
}

/** Below this many characters the modal's field search lists every field (spec section 2). */
export const ORDERING_SEARCH_MIN = 3;

/**
 * What the modal opens with: the list's explicit order when it has one, else created_at then
 * sort_key, both ascending (SPEC-RULINGS), skipping keys the list cannot sort by.
 */
export function initialOrdering(current: readonly SortKey[], sortable: readonly string[]): Ordering {
  const usable = (key: SortKey | undefined) => (key && sortable.includes(key.key) ? { ...key } : null);
  const source = current.length > 0 ? current : ORDERING_MODAL_DEFAULT;
  const [first, second] = source.map(usable).filter((key) => key !== null);
  return { first: first ?? null, second: second ?? null };
}

/** The chosen keys in order, without empties or a key given twice. */
export function orderingToSort(ordering: Ordering): SortKey[] {
  const keys: SortKey[] = [];
  for (const key of [ordering.first, ordering.second]) {
    if (key && !keys.some((k) => k.key === key.key)) keys.push(key);
  }
  return keys;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Filters the field list by label or key, once the search has at least 3 characters. */
export function filterOrderingFields<T extends { value: string; label: string }>(
  fields: readonly T[],
  search: string,
): T[] {
  const query = fold(search.trim());
  if (query.length < ORDERING_SEARCH_MIN) return [...fields];
  return fields.filter((field) => fold(field.label).includes(query) || fold(field.value).includes(query));
}

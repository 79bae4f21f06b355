import type { Keyword } from '../api/lookups.ts';

/** The value of the "create «text»" option of the keywords select. */
export const CREATE_PREFIX = '__create__:';

export interface KeywordOption {
  value: string;
  label: string;
}

/**
 * Options of the keywords select: the chosen keywords (by name when known, else `#id`), the search
 * results, and a "create" option when the search names no existing keyword.
 */
export function keywordOptions(
  selected: readonly number[],
  known: ReadonlyMap<number, string>,
  results: readonly Keyword[],
  search: string,
  createLabel: (keyword: string) => string,
): KeywordOption[] {
  const options = new Map<string, string>();
  for (const id of selected) options.set(String(id), known.get(id) ?? `#${id}`);
  for (const keyword of results) options.set(String(keyword.id), keyword.keyword);
  const text = search.trim();
  const exists = [...known.values(), ...results.map((k) => k.keyword)].some(
    (keyword) => keyword.toLowerCase() === text.toLowerCase(),
  );
  const list = [...options].map(([value, label]) => ({ value, label }));
  if (text && !exists) list.push({ value: `${CREATE_PREFIX}${text}`, label: createLabel(text) });
  return list;
}

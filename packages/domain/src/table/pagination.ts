/** Page sizes offered by the tables (spec section 9); anything else falls back to the default. */
export const PER_PAGE_OPTIONS = [4, 10, 15, 25, 50] as const;
export type PerPage = (typeof PER_PAGE_OPTIONS)[number];
export const DEFAULT_PER_PAGE: PerPage = 10;
/** Page size assumed when a list response omits `per_page`. */
export const RESPONSE_DEFAULT_PER_PAGE = 15;

export function normalizePerPage(value: unknown): PerPage {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (PER_PAGE_OPTIONS as readonly unknown[]).includes(n) ? (n as PerPage) : DEFAULT_PER_PAGE;
}

export type PageMarker = number | 'ellipsis';

/**
 * The page links of the pagination bar (SPEC-RULINGS): all pages up to 7; current ≤ 4: 1 2 3 4 5 … last;
 * current ≥ last − 3: 1 … and the last five; otherwise 1 … current−1 current current+1 … last.
 * `current` is clamped into 1..last; no pages gives an empty list.
 */
export function paginationWindow(current: number, last: number): PageMarker[] {
  const total = Math.floor(last);
  if (!Number.isFinite(total) || total < 1) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 7) return range(1, total);
  const c = Math.min(Math.max(Number.isFinite(current) ? Math.floor(current) : 1, 1), total);
  if (c <= 4) return [...range(1, 5), 'ellipsis', total];
  if (c >= total - 3) return [1, 'ellipsis', ...range(total - 4, total)];
  return [1, 'ellipsis', c - 1, c, c + 1, 'ellipsis', total];
}

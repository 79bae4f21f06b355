import { z } from 'zod';
import { normalizePerPage, type PerPage } from './pagination.ts';
import { buildSortBy, DEFAULT_SORT, parseSortBy, SortError, type SortKey } from './sort.ts';

/**
 * The list `context` of API.md: `{ currentPage, perPage, filter: { column: value, search }, sortBy,
 * sortDesc }`, sent URL-encoded as JSON in `?context=`.
 */

const scalar = z.union([z.string(), z.number(), z.boolean()]);
export const filterValueSchema = z.union([scalar, z.null(), z.array(scalar)]);
export type FilterValue = z.infer<typeof filterValueSchema>;

const integer = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number),
]);

export const listContextSchema = z.object({
  currentPage: integer
    .pipe(
      z
        .number()
        .int('must be an integer')
        .refine((n) => n >= 1 || n === -1, 'must be 1 or more, or -1 for every row'),
    )
    .default(1),
  perPage: z.unknown().optional().transform(normalizePerPage),
  filter: z
    .record(z.string(), filterValueSchema)
    .nullish()
    .transform((f) => f ?? {}),
  sortBy: z
    .string()
    .nullish()
    .transform((s) => s ?? ''),
  sortDesc: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .nullish()
    .transform((d) => d ?? false),
});
export type RawListContext = z.input<typeof listContextSchema>;

export interface ListContext {
  /** 1-based page, or -1 for every row. */
  readonly currentPage: number;
  readonly all: boolean;
  readonly perPage: PerPage;
  /**
   * Column filters without empty values, `status.az_iso` renamed `altra_status_iso`; the global
   * search stays under `search` (trimmed), so the context round-trips through JSON.
   */
  readonly filter: Readonly<Record<string, Exclude<FilterValue, null>>>;
  /** The table's global search text (`filter.search`), trimmed; absent when empty. */
  readonly search?: string;
  /**
   * The caller's IANA time zone (the `app-timezone` header, set by the server, never by the client's
   * context): a date filter matches the day the user sees on the screen. Europe/Madrid when absent.
   */
  readonly timeZone?: string;
  /** Sort keys in order; never empty (the default sort fills in). */
  readonly sort: readonly SortKey[];
  /** `sort` written back as `-created_at,sort_key`, and whether its first key is descending. */
  readonly sortBy: string;
  readonly sortDesc: boolean;
}

export interface ListContextOptions {
  /** Keys the list may sort by; any well-formed key when omitted. */
  readonly sortable?: readonly string[];
  /** Keys the list may filter by (either spelling of the status key); any well-formed key when omitted. */
  readonly filterable?: readonly string[];
  /** Order when `sortBy` is empty; sort_key ascending by default. */
  readonly defaultSort?: readonly SortKey[];
}

export type ListContextResult =
  | { readonly ok: true; readonly context: ListContext }
  | { readonly ok: false; readonly messageKey: 'errors.invalidContext'; readonly error: string };

/** Filter keys renamed on the way in (spec section 9). */
export const FILTER_ALIASES: Readonly<Record<string, string>> = { 'status.az_iso': 'altra_status_iso' };

const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

function fail(error: string): ListContextResult {
  return { ok: false, messageKey: 'errors.invalidContext', error };
}

function isEmpty(value: FilterValue): boolean {
  return (
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Parses the `context` query parameter (a JSON string, an already parsed object, or nothing).
 * The sort: `sortBy` keys in order (a leading minus is descending); `sortDesc: true` makes the first
 * key descending; an empty `sortBy` uses the default sort.
 */
export function parseListContext(raw: unknown, options: ListContextOptions = {}): ListContextResult {
  let input: unknown = raw;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) input = {};
  else if (typeof raw === 'string') {
    try {
      input = JSON.parse(raw);
    } catch {
      return fail('context is not valid JSON');
    }
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail('context must be a JSON object');
  }
  const parsed = listContextSchema.safeParse(input);
  if (!parsed.success) {
    return fail(
      parsed.error.issues.map((i) => `${i.path.map(String).join('.') || 'context'}: ${i.message}`).join('; '),
    );
  }
  const { currentPage, perPage, filter, sortBy, sortDesc } = parsed.data;

  let search: string | undefined;
  const filters: Record<string, Exclude<FilterValue, null>> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'search') {
      if (Array.isArray(value) || typeof value === 'boolean') return fail('filter.search must be text');
      const text = value === null ? '' : String(value).trim();
      if (text !== '') {
        search = text;
        filters.search = text;
      }
      continue;
    }
    if (!KEY_PATTERN.test(key)) return fail(`invalid filter key '${key}'`);
    if (isEmpty(value) || value === null) continue;
    const column = Object.hasOwn(FILTER_ALIASES, key) ? FILTER_ALIASES[key]! : key;
    if (options.filterable && !options.filterable.includes(key) && !options.filterable.includes(column)) {
      return fail(`cannot filter by '${key}'`);
    }
    filters[column] = typeof value === 'string' ? value.trim() : value;
  }

  let sort: SortKey[];
  try {
    sort = parseSortBy(sortBy, options.sortable);
  } catch (error) {
    if (error instanceof SortError) return fail(`sortBy: ${error.message}`);
    throw error;
  }
  if (sort.length === 0) sort = (options.defaultSort ?? DEFAULT_SORT).map((k) => ({ ...k }));
  if (sortDesc && sort[0]) sort[0] = { ...sort[0], desc: true };

  return {
    ok: true,
    context: {
      currentPage,
      all: currentPage === -1,
      perPage,
      filter: filters,
      ...(search === undefined ? {} : { search }),
      sort,
      sortBy: buildSortBy(sort),
      sortDesc: sort[0]?.desc ?? false,
    },
  };
}

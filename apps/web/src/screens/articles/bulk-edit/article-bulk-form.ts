import type { ARTICLE_LIFECYCLE, ArticleBulkUpdate, RawListContext } from '@proboard/domain';
import { contextQuery } from '../../../kit/api/resource-endpoints.ts';

/** A yes/no change that may also be left alone. */
export type TriState = 'keep' | 'yes' | 'no';
export const TRI_STATES: readonly TriState[] = ['keep', 'yes', 'no'];

/** The market lists of a bulk change, in the order the form shows them. */
export const BULK_MARKET_FIELDS = [
  'markets_available_add',
  'markets_available_remove',
  'markets_active_add',
  'markets_active_remove',
] as const;
type BulkMarketField = (typeof BULK_MARKET_FIELDS)[number];

/** What the bulk edit form holds: "leave as is" is null, 'keep' or an empty list. */
export type ArticleBulkFormValues = {
  altra_status_iso: (typeof ARTICLE_LIFECYCLE)[number] | null;
  active: TriState;
  blocked: TriState;
} & Record<BulkMarketField, number[]>;

export const BULK_FORM_FIELDS = [
  'altra_status_iso',
  'active',
  'blocked',
  ...BULK_MARKET_FIELDS,
] as const satisfies readonly (keyof ArticleBulkFormValues)[];

export function emptyBulkForm(): ArticleBulkFormValues {
  return {
    altra_status_iso: null,
    active: 'keep',
    blocked: 'keep',
    markets_available_add: [],
    markets_available_remove: [],
    markets_active_add: [],
    markets_active_remove: [],
  };
}

const toBoolean = (value: TriState) => (value === 'keep' ? undefined : value === 'yes');

/**
 * The `changes` of the request: only what the user chose to change. Not yet validated: it is what
 * `articleBulkChangesSchema` checks (at least one change, no market both added and removed).
 */
export function toBulkChanges(values: ArticleBulkFormValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {
    altra_status_iso: values.altra_status_iso ?? undefined,
    active: toBoolean(values.active),
    blocked: toBoolean(values.blocked),
  };
  for (const key of BULK_MARKET_FIELDS) {
    if (values[key].length > 0) changes[key] = values[key].map(Number);
  }
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** Which articles: the ticked ones, or — none ticked — every one matching the list's search and filters. */
export function bulkSelection(
  selected: readonly string[],
  context: RawListContext,
): Omit<ArticleBulkUpdate, 'changes'> {
  if (selected.length > 0) return { ids: selected.map(Number) };
  return { context: contextQuery(context).context };
}

const CHANGES_PREFIX = 'changes.';

/**
 * A 422's `errors` keyed as the form's fields: `changes.markets_active_add` becomes
 * `markets_active_add`; the rest (`changes`, `ids`, `context`) stays as it is, for the form's alert.
 */
export function bulkFieldErrors(
  errors: Record<string, string[]> | undefined,
): Record<string, string[]> | undefined {
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([path, messages]) => {
      const field = path.startsWith(CHANGES_PREFIX) ? path.slice(CHANGES_PREFIX.length) : path;
      return [(BULK_FORM_FIELDS as readonly string[]).includes(field) ? field : path, messages];
    }),
  );
}

import { parseListContext, parseSortBy, searchableColumns, sortableColumns } from '@proboard/domain';
import { TranslatedError } from '../../errors.ts';
import type { ResourceStore } from '../resource-store.ts';

/**
 * The list context of a store from a request's `context` parameter (page, per page, filters, sort;
 * `timeZone`: the caller's, which date filters read), or 422 naming what is wrong. `sortKeys` is the
 * context's order (`listStatements` and the Excel export take it apart).
 */
export function readContext(store: ResourceStore, raw: string | undefined, timeZone?: string) {
  const { definition } = store;
  const result = parseListContext(raw, {
    sortable: [...sortableColumns(definition), 'created_at', 'id'],
    filterable: searchableColumns(definition),
    defaultSort: parseSortBy(definition.defaultSort),
  });
  if (!result.ok) throw new TranslatedError(422, 'errors.invalidForm', { context: [result.error] });
  const context = timeZone ? { ...result.context, timeZone } : result.context;
  return { context, sortKeys: [...context.sort] };
}

import { type ListContext, WHOLE_LIST_MAX } from '@proboard/domain';
import { fieldRefusal } from '../../errors.ts';
import type { ResourceStore } from '../resource-store.ts';

/**
 * `currentPage: -1` asks for every row of a list. Only the lists the spec reads whole (families' full
 * list) and the sources of selects that load their options whole answer it (`wholeList`); any other
 * list is read by pages: a whole table of orders in one answer costs the server and the browser
 * what a thousand pages do, for a screen that shows one.
 */
export function checkWholeList(store: ResourceStore, context: ListContext): void {
  if (context.currentPage === -1 && !store.definition.wholeList)
    throw fieldRefusal(422, 'currentPage', 'errors.pagedList');
}

/** A whole list reads one row past the most it answers, to know it is longer (then 422, read it by pages). */
export const WHOLE_LIST_READ = WHOLE_LIST_MAX + 1;

export function checkWholeListLength(context: ListContext, rows: readonly unknown[]): void {
  if (context.currentPage === -1 && rows.length > WHOLE_LIST_MAX)
    throw fieldRefusal(422, 'currentPage', 'errors.wholeListTooLong', { max: WHOLE_LIST_MAX });
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TableStateUpdate } from './data-table.types.ts';
import { readTableState, type TableColumnsAllowed, type TableState, writeTableState } from './table-state.ts';

/**
 * The table state kept in the query string: each change is a history entry (the back button
 * undoes it); `replace` corrections (an empty page going back to page 1) are not.
 *
 * A navigation commits only after the route's loader ran, so a second change made meanwhile (reset
 * the filters, then sort at once) starts from the change still on its way, not from the old URL.
 */
export function useTableUrlState(allowed: TableColumnsAllowed): {
  state: TableState;
  update: TableStateUpdate;
  replace: TableStateUpdate;
} {
  const [params, setParams] = useSearchParams();
  const { filterable, sortable } = allowed;
  const state = useMemo(
    () => readTableState(params, { filterable, sortable }),
    [params, filterable, sortable],
  );
  const pending = useRef<URLSearchParams | null>(null);

  // Whatever the URL became (our change, the back button), it is the new starting point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new URL on purpose
  useEffect(() => {
    pending.current = null;
  }, [params]);

  const change = useCallback(
    (update: (previous: TableState) => TableState, replace: boolean) => {
      const base = pending.current ?? params;
      const current = readTableState(base, { filterable, sortable });
      const next = update(current);
      if (next === current) return;
      const target = writeTableState(next, base);
      if (target.toString() === base.toString()) return;
      pending.current = target;
      setParams(target, { replace, preventScrollReset: true });
    },
    [params, setParams, filterable, sortable],
  );

  const update = useCallback<TableStateUpdate>((fn) => change(fn, false), [change]);
  const replace = useCallback<TableStateUpdate>((fn) => change(fn, true), [change]);
  return { state, update, replace };
}

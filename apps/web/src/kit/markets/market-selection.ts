import type { Market } from '../api/lookups.ts';

/** The two market lists of a catalogue record (ids). */
export interface MarketSelection {
  readonly available: readonly number[];
  readonly active: readonly number[];
}

/**
 * Markets offered as available: those the market list marks available, plus any the saved record
 * already has (so an old choice is still shown and can be removed).
 */
export function availableChoices(markets: readonly Market[], saved: readonly number[]): Market[] {
  return markets.filter((market) => market.available || saved.includes(market.id));
}

/** Active markets may be chosen only among the available ones (spec section 2, item 9). */
export function activeChoices(markets: readonly Market[], selection: MarketSelection): Market[] {
  return markets.filter((market) => selection.available.includes(market.id));
}

const inOrder = (ids: Iterable<number>, order: readonly number[]) => {
  const set = new Set(ids);
  return order.filter((id) => set.has(id));
};

/** Checks or unchecks available markets; unchecking one also removes it from the active ones. */
export function setAvailable(
  selection: MarketSelection,
  ids: readonly number[],
  checked: boolean,
  order: readonly number[],
): MarketSelection {
  const available = new Set(selection.available);
  for (const id of ids) {
    if (checked) available.add(id);
    else available.delete(id);
  }
  const nextAvailable = inOrder(available, order);
  return {
    available: nextAvailable,
    active: selection.active.filter((id) => available.has(id)),
  };
}

/** Checks or unchecks active markets; a market that is not available cannot become active. */
export function setActive(
  selection: MarketSelection,
  ids: readonly number[],
  checked: boolean,
  order: readonly number[],
): MarketSelection {
  const active = new Set(selection.active);
  for (const id of ids) {
    if (checked && selection.available.includes(id)) active.add(id);
    if (!checked) active.delete(id);
  }
  return { available: selection.available, active: inOrder(active, order) };
}

/** The select-all checkbox: checked when every offered market is chosen, mixed when some are. */
export function selectAllState(
  offered: readonly number[],
  chosen: readonly number[],
): 'all' | 'some' | 'none' {
  const count = offered.filter((id) => chosen.includes(id)).length;
  if (offered.length > 0 && count === offered.length) return 'all';
  return count > 0 ? 'some' : 'none';
}

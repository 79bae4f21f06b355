/** How a row was asked to open: in place (double click) or in a new tab (middle click), SPEC-RULINGS. */
export type RowOpen = 'here' | 'new-tab';

interface PointerLike {
  type: string;
  button: number;
  target: EventTarget | null;
}

/** Controls inside a row keep their own clicks. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="checkbox"], [role="button"]';

function onInteractive(target: EventTarget | null): boolean {
  const element = target as { closest?: (selector: string) => unknown } | null;
  return typeof element?.closest === 'function' && element.closest(INTERACTIVE) !== null;
}

/** Decides what a mouse event on a row means; null when it is not a request to open the row. */
export function rowOpenIntent(event: PointerLike): RowOpen | null {
  if (onInteractive(event.target)) return null;
  if (event.type === 'dblclick' && event.button === 0) return 'here';
  if (event.type === 'auxclick' && event.button === 1) return 'new-tab';
  return null;
}

/** Delay between the last keystroke and the search. */
export const ASYNC_SELECT_DEBOUNCE_MS = 300;

/** SPEC-RULINGS "async select delay 2": the server is searched once 2 characters are typed. */
export const ASYNC_SELECT_MIN_CHARACTERS = 2;

/**
 * What an async select asks the server for, from the typed text: the text once it has the minimum
 * length, else '' (the first page, as with an empty box); `tooShort` says a search is waiting for more.
 */
export function asyncSearchTerm(typed: string): { term: string; tooShort: boolean } {
  const text = typed.trim();
  const tooShort = text.length > 0 && [...text].length < ASYNC_SELECT_MIN_CHARACTERS;
  return { term: tooShort ? '' : text, tooShort };
}

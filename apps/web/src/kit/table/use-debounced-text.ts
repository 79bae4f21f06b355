import { useCallback, useEffect, useRef, useState } from 'react';

/** Global search debounce of spec section 9. */
export const SEARCH_DEBOUNCE_MS = 1500;

/**
 * A text box whose value is committed after the user stops typing for `delay` ms (or at once with
 * `flush`, e.g. on Enter). A new committed value from outside (reset, back button) replaces the draft.
 */
export function useDebouncedText(value: string, commit: (next: string) => void, delay: number) {
  const [draft, setDraft] = useState(value);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);
  useEffect(() => {
    setDraft(value);
  }, [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => commitRef.current(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, value, delay]);
  const flush = useCallback(() => {
    if (draft !== value) commitRef.current(draft);
  }, [draft, value]);
  return { draft, setDraft, flush };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** Global search debounce of spec section 9. */
export const SEARCH_DEBOUNCE_MS = 1500;

/**
 * A text box whose value is committed after the user stops typing for `delay` ms (or at once with
 * `flush`, e.g. on Enter). A new committed value from outside (reset, back button) replaces the draft.
 * `readBack` rewrites the draft as the committed value will show it, in the same update as the commit,
 * so the box never shows the typed text beside a URL that already holds its normal form.
 */
export function useDebouncedText(
  value: string,
  commit: (next: string) => void,
  delay: number,
  readBack: (typed: string) => string = (typed) => typed,
) {
  const [draft, setDraft] = useState(value);
  const commitRef = useRef(commit);
  const readBackRef = useRef(readBack);
  useEffect(() => {
    commitRef.current = commit;
    readBackRef.current = readBack;
  }, [commit, readBack]);
  useEffect(() => {
    setDraft(value);
  }, [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => {
      setDraft(readBackRef.current(draft));
      commitRef.current(draft);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, value, delay]);
  const flush = useCallback(() => {
    if (draft === value) return;
    setDraft(readBackRef.current(draft));
    commitRef.current(draft);
  }, [draft, value]);
  return { draft, setDraft, flush };
}

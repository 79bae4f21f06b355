import { createContext, useContext, useEffect } from 'react';

/**
 * How a field tells its form that an upload is still on its way: the form holds Save until it
 * ends, or the record would be saved with the value from before the upload.
 */
export const PendingUploadsContext = createContext<((delta: 1 | -1) => void) | null>(null);

/** Counts this field as pending in its form while `pending` is true. */
export function useReportPendingUpload(pending: boolean) {
  const report = useContext(PendingUploadsContext);
  useEffect(() => {
    if (!pending || !report) return;
    report(1);
    return () => report(-1);
  }, [pending, report]);
}

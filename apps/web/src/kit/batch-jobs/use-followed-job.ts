import { useCallback, useState } from 'react';

const storageKey = (name: string) => `batch-job:${name}`;

function storedJobId(name: string): number | null {
  try {
    const id = Number(sessionStorage.getItem(storageKey(name)));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function storeJobId(name: string, id: number | null) {
  try {
    if (id === null) sessionStorage.removeItem(storageKey(name));
    else sessionStorage.setItem(storageKey(name), String(id));
  } catch {
    // Storage refused (private mode, quota): the job is followed while the screen stays open.
  }
}

/**
 * The id of the background job a screen follows, kept in this tab's session storage until its end
 * has been told: a user who leaves the list while the job runs and comes back sees it again (its
 * progress, or how it ended while they were away), not a list that changes for no visible reason.
 */
export function useFollowedJob(name: string) {
  const [jobId, setJobIdState] = useState<number | null>(() => storedJobId(name));
  const follow = useCallback(
    (id: number | null) => {
      setJobIdState(id);
      storeJobId(name, id);
    },
    [name],
  );
  /** The job's end has been told: a later visit starts afresh (the screen still shows it now). */
  const endTold = useCallback(() => storeJobId(name, null), [name]);
  return { jobId, follow, endTold };
}

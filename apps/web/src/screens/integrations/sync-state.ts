import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../api/endpoint.ts';
import { gateway } from '../../api/gateway.ts';

/** Where a record stands with an outside system (server: platform/adapters/sync-states.ts). */
export interface SyncState {
  status: 'pending' | 'synced' | 'failed';
  last_error: string | null;
  attempts: number;
  remote_id: string | null;
  updated_at: string;
}

/** How often a pending state is read again while the job queues or retries. */
const PENDING_POLL_MS = 2000;

/** The sync state at `endpoint` (`{ sync_state }`), read again every 2 s while it is pending. */
export function useSyncState(endpoint: Endpoint) {
  const queryClient = useQueryClient();
  const queryKey = ['sync-state', endpoint];
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const answer = await gateway.get<{ sync_state: SyncState | null }>(endpoint);
      if (!answer.ok) throw answer;
      return answer.content.sync_state;
    },
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
  return {
    state: query.data ?? null,
    /** After a POST that answered a new state: show it at once. */
    set: (state: SyncState) => queryClient.setQueryData(queryKey, state),
  };
}

export const SYNC_STATUS_COLORS = { pending: 'yellow', synced: 'green', failed: 'red' } as const;

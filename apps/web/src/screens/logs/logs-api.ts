import { logs } from '@proboard/domain';
import { gateway } from '../../api/gateway.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';

/** The answer of "mark as seen": how many rows changed and the server's sentence saying so. */
export interface MarkedSeen {
  count: number;
  message: string;
}

/** Marks the logs `ids` as seen by the signed-in user (`POST admin/logs/seen`). */
export const markLogsSeen = (ids: readonly number[]) =>
  gateway.post<MarkedSeen>(resourceEndpoint(logs, 'seen'), { ids });

/** Marks one log as seen (`POST admin/logs/{id}/seen`). */
export const markLogSeen = (id: string) => gateway.post<MarkedSeen>(resourceEndpoint(logs, id, 'seen'));

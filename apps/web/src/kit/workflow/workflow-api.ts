import type { ResourceDefinition } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';
import { resourceEndpoint } from '../api/resource-endpoints.ts';
import { resourceKeys } from '../api/resource-queries.ts';

/** One entry of a record's timeline (GET {apiPath}/:id/timeline), newest first. */
export interface TimelineEntry {
  kind: 'create' | 'transition' | 'comment' | 'ticket' | 'edit' | 'reply';
  id: number;
  created_at: string;
  user_email: string | null;
  from_state: string | null;
  to_state: string | null;
  fields: Record<string, unknown> | null;
  note: string | null;
  body: string | null;
  internal: boolean | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

/** Under the resource's cache key: a transition or a save refreshes the record and its timeline together. */
const timelineKey = (name: string, id: string) => [...resourceKeys.all(name), 'timeline', id] as const;

export function useTimeline(definition: ResourceDefinition, id: string) {
  return useQuery({
    queryKey: timelineKey(definition.name, id),
    queryFn: async ({ signal }) => {
      const response = await gateway.get(resourceEndpoint(definition, id, 'timeline'), { signal });
      return (unwrap(response) as { timeline: TimelineEntry[] }).timeline;
    },
  });
}

export interface TransitionPayload {
  to: string;
  fields: Record<string, unknown>;
  note: string | null;
  updated_at?: string;
}

export const runTransition = (definition: ResourceDefinition, id: string, payload: TransitionPayload) =>
  gateway.post(resourceEndpoint(definition, id, 'transitions'), payload);

export const postMessage = (
  definition: ResourceDefinition,
  id: string,
  body: { body: string; internal: boolean },
) => gateway.post(resourceEndpoint(definition, id, 'messages'), body);

import type { RawListContext, ResourceDefinition } from '@proboard/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../api/api-response.ts';
import type { Endpoint } from '../../api/endpoint.ts';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';
import {
  contextQuery,
  type ListPage,
  listEndpoint,
  type ResourceRow,
  readListPage,
  readRecord,
  resourceEndpoint,
} from './resource-endpoints.ts';

/** Cache keys: everything of a resource sits under `['resource', name]`, so one write refreshes it all. */
export const resourceKeys = {
  all: (name: string) => ['resource', name] as const,
  /** `path`: a nested resource's list under one parent (a company's addresses) is its own list. */
  list: (name: string, context: RawListContext, path?: string) =>
    ['resource', name, 'list', context, path] as const,
  record: (name: string, id: string) => ['resource', name, 'record', id] as const,
};

export async function fetchListPage(
  definition: ResourceDefinition,
  context: RawListContext,
  signal?: AbortSignal,
): Promise<ListPage> {
  const response = await gateway.get(listEndpoint(definition), { query: contextQuery(context), signal });
  return readListPage(definition, unwrap(response));
}

/** The few records a resource's selector call finds for `search` (no paging, no total). */
export async function fetchSelectorRows(
  definition: ResourceDefinition & { selectorPath: string },
  search: string,
  signal?: AbortSignal,
): Promise<ResourceRow[]> {
  const endpoint = `${definition.service}.v1/${definition.selectorPath}` as Endpoint;
  const content = unwrap(await gateway.get(endpoint, { query: { search }, signal })) as
    | Record<string, { data?: ResourceRow[] } | undefined>
    | undefined;
  return content?.[definition.plural]?.data ?? [];
}

export async function fetchRecord(
  definition: ResourceDefinition,
  id: string,
  signal?: AbortSignal,
): Promise<ResourceRow> {
  const response = await gateway.get(resourceEndpoint(definition, id), { signal });
  return readRecord(definition, unwrap(response));
}

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useResourceList(definition: ResourceDefinition, context: RawListContext) {
  return useQuery({
    queryKey: resourceKeys.list(definition.name, context, definition.apiPath),
    queryFn: ({ signal }) => fetchListPage(definition, context, signal),
    placeholderData: keepPreviousData,
  });
}

/** One record; `id` null waits (a create form has none). */
export function useResourceRecord(definition: ResourceDefinition, id: string | null) {
  return useQuery({
    queryKey: resourceKeys.record(definition.name, id ?? ''),
    queryFn: ({ signal }) => fetchRecord(definition, id ?? '', signal),
    enabled: id !== null && id !== '',
    // A form being edited must not change under the user's hands when the window regains focus.
    refetchOnWindowFocus: false,
  });
}

/**
 * POST (no id) or PUT; the raw answer, so the form can read 409 and 422 itself. A duplicate's POST
 * names its source (`?duplicate_of=`): the server copies what the record's fields do not carry
 * (a documentation section's subsections and contents).
 */
export function saveRecord(
  definition: ResourceDefinition,
  id: string | null,
  payload: ResourceRow,
  duplicateOf: string | null = null,
): Promise<ApiResponse<unknown>> {
  if (id !== null) return gateway.put(resourceEndpoint(definition, id), payload);
  return gateway.post(resourceEndpoint(definition), payload, { query: { duplicate_of: duplicateOf } });
}

export function deleteRecord(definition: ResourceDefinition, id: string): Promise<ApiResponse<unknown>> {
  return gateway.del(resourceEndpoint(definition, id));
}

import type { EffectiveAccess, ResourceDefinition } from '@proboard/domain';
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';
import { resourceKeys } from '../../kit/api/resource-queries.ts';

/** One entry of `GET mslogin.v1/{users}/{id}/sign-ins`. */
export interface SignInEntry {
  outcome: 'success' | 'failure';
  at: string;
  ip: string | null;
  user_agent: string | null;
}

/** What a group plus extra roles give, computed by the server (the rule it enforces). */
export const effectiveAccessQuery = (groupId: number | null, roleIds: readonly number[]) =>
  queryOptions({
    queryKey: ['effective-access', groupId, [...roleIds].sort((a, b) => a - b).join(',')],
    queryFn: async ({ signal }) => {
      const body = unwrap(
        await gateway.get<{ effective_access: EffectiveAccess }>('mslogin.v1/admin/effective-access', {
          query: {
            role_group_id: groupId ?? undefined,
            role_ids: roleIds.length ? roleIds.join(',') : undefined,
          },
          signal,
        }),
      );
      return body.effective_access;
    },
  });

export const signInsQuery = (definition: ResourceDefinition, id: string) =>
  queryOptions({
    queryKey: [...resourceKeys.record(definition.name, id), 'sign-ins'],
    queryFn: async ({ signal }) => {
      const body = unwrap(
        await gateway.get<{ sign_ins?: SignInEntry[] }>(`mslogin.v1/${definition.apiPath}/${id}/sign-ins`, {
          signal,
        }),
      );
      return body?.sign_ins ?? [];
    },
  });

/** `invitation` (mail a new link) or `sessions/end` (sign out everywhere). */
export async function userAction(
  definition: ResourceDefinition,
  id: string,
  action: 'invitation' | 'sessions/end',
) {
  return gateway.post<{ message: string }>(`mslogin.v1/${definition.apiPath}/${id}/${action}`, {});
}

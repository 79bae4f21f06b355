import { roles } from '@proboard/domain';
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';

/** A user who holds a role (`GET mslogin.v1/roles/{id}/users`). */
export interface RoleHolder {
  id: number;
  email: string;
  name: string;
  surname: string;
  status: string;
  role_group: string | null;
  through_group: boolean;
  extra_role: boolean;
}

export const roleHoldersQuery = (roleId: string) =>
  queryOptions({
    queryKey: ['resource', roles.name, roleId, 'users'],
    queryFn: async ({ signal }) => {
      const body = unwrap(
        await gateway.get<{ users?: RoleHolder[] }>(`mslogin.v1/${roles.apiPath}/${roleId}/users`, {
          signal,
        }),
      );
      return body?.users ?? [];
    },
  });

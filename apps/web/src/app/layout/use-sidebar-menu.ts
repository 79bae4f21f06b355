import { type MenuGroup, visibleMenu } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { exportConfigQuery } from './export-config.query.ts';

/** The sidebar groups the signed-in user may see, straight from the domain's `visibleMenu`. */
export function useSidebarMenu(): MenuGroup[] {
  const user = useCurrentUser();
  const { data: exportConfig } = useQuery(exportConfigQuery);
  return useMemo(() => (user ? visibleMenu(user, exportConfig) : []), [user, exportConfig]);
}

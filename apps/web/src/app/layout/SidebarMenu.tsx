import { useLocation } from 'react-router';
import { useOptionalCurrentRoute } from '../routing/use-current-route.ts';
import { SidebarMenuGroup } from './SidebarMenuGroup.tsx';
import { useSidebarMenu } from './use-sidebar-menu.ts';

/** The groups of spec section 2, in order, each shown only with one visible item. */
export function SidebarMenu() {
  const groups = useSidebarMenu();
  const current = useOptionalCurrentRoute();
  const { pathname } = useLocation();
  return (
    <div data-testid="sidebar-menu">
      {groups.map((group) => (
        <SidebarMenuGroup key={group.key} group={group} current={current} pathname={pathname} />
      ))}
    </div>
  );
}

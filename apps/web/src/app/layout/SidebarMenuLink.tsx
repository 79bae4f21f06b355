import { NavLink } from '@mantine/core';
import type { MenuItem } from '@proboard/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { menuItemPath } from './menu-item-state.ts';

interface SidebarMenuLinkProps {
  item: MenuItem;
  label: string;
  active: boolean;
}

/** Scrolls the sidebar (never the page) so that a link is in view. */
function revealInSidebar(link: HTMLElement): void {
  const viewport = link.closest<HTMLElement>('.mantine-ScrollArea-viewport');
  if (!viewport) return;
  const top = link.getBoundingClientRect().top - viewport.getBoundingClientRect().top;
  if (top >= 0 && top + link.offsetHeight <= viewport.clientHeight) return;
  viewport.scrollTop += top - viewport.clientHeight / 3;
}

export function SidebarMenuLink({ item, label, active }: SidebarMenuLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  // A deep link lights an item far down the long menu: bring it into view.
  useEffect(() => {
    if (active && ref.current) revealInSidebar(ref.current);
  }, [active]);
  return (
    <NavLink
      ref={ref}
      component={Link}
      to={menuItemPath(item)}
      label={label}
      active={active}
      aria-current={active ? 'page' : undefined}
      data-route={item.routeName}
      py={4}
      styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
    />
  );
}

import { Box, Text } from '@mantine/core';
import type { MenuGroup, RouteDef } from '@proboard/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../i18n/messages.ts';
import { ExportSubmenu } from './ExportSubmenu.tsx';
import { isMenuItemActive, menuItemPath } from './menu-item-state.ts';
import { SidebarMenuLink } from './SidebarMenuLink.tsx';

interface SidebarMenuGroupProps {
  group: MenuGroup;
  current: RouteDef | undefined;
  pathname: string;
}

/** A sidebar group: a heading (titled groups) over its links and export sub-menus. */
export function SidebarMenuGroup({ group, current, pathname }: SidebarMenuGroupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const label = t(messageKey(group.key));
  return (
    <Box
      role="group"
      aria-labelledby={group.titled ? headingId : undefined}
      aria-label={group.titled ? undefined : label}
      data-menu-group={group.key}
      mb={6}
    >
      {group.titled && (
        <Text id={headingId} size="xs" fw={700} c="gray.7" tt="uppercase" px="sm" pt={8} pb={2}>
          {label}
        </Text>
      )}
      {group.items.map((item) => (
        <SidebarMenuLink
          key={menuItemPath(item)}
          item={item}
          label={t(messageKey(item.key))}
          active={isMenuItemActive(item, current, pathname)}
        />
      ))}
      {group.submenus?.map((submenu) => (
        <ExportSubmenu key={submenu.key} submenu={submenu} pathname={pathname} />
      ))}
    </Box>
  );
}

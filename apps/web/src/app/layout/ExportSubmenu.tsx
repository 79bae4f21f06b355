import { NavLink } from '@mantine/core';
import type { MenuSubmenu } from '@proboard/domain';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../i18n/messages.ts';
import { menuItemPath } from './menu-item-state.ts';
import { SidebarMenuLink } from './SidebarMenuLink.tsx';

const lastSegment = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** One export family (spec section 2): a toggle that opens and closes its entities. */
export function ExportSubmenu({ submenu, pathname }: { submenu: MenuSubmenu; pathname: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(() => submenu.items.some((item) => menuItemPath(item) === pathname));
  return (
    <NavLink
      component="button"
      type="button"
      label={t(messageKey(submenu.key), { defaultValue: lastSegment(submenu.key) })}
      leftSection={<IconFileExport size={16} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      data-menu-submenu={submenu.key}
      py={4}
      childrenOffset="md"
      styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      {submenu.items.map((item) => (
        <SidebarMenuLink
          key={menuItemPath(item)}
          item={item}
          label={t(messageKey(item.key), { defaultValue: item.params?.entity ?? item.key })}
          active={menuItemPath(item) === pathname}
        />
      ))}
    </NavLink>
  );
}

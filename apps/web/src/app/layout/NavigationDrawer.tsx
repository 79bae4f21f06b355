import { Box, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Sidebar } from './Sidebar.tsx';

interface NavigationDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The sidebar on small screens: slides in from the left over an overlay that closes it. */
export function NavigationDrawer({ opened, onClose }: NavigationDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={288}
      padding={0}
      title={t('app.name')}
      closeButtonProps={{ 'aria-label': t('layout.closeNavigation') }}
      overlayProps={{ backgroundOpacity: 0.45 }}
      styles={{
        header: { paddingInline: 'var(--mantine-spacing-md)', minHeight: 48 },
        title: { fontWeight: 700 },
        body: { height: 'calc(100% - 48px)' },
      }}
      hiddenFrom="sm"
    >
      <Box component="nav" aria-label={t('layout.navigation')} h="100%">
        <Sidebar />
      </Box>
    </Drawer>
  );
}

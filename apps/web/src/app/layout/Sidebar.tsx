import { Box, ScrollArea, Stack } from '@mantine/core';
import { SidebarMenu } from './SidebarMenu.tsx';
import { SidebarUser } from './SidebarUser.tsx';

/**
 * The sidebar's content, in the desktop navbar and in the phone drawer alike. The user and the
 * logout come first, so the keyboard reaches them before the long menu.
 */
export function Sidebar() {
  return (
    <Stack gap={0} h="100%">
      <Box px="sm" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <SidebarUser />
      </Box>
      <ScrollArea flex={1} mih={0} type="auto" px="xs" py="xs">
        <SidebarMenu />
      </ScrollArea>
    </Stack>
  );
}

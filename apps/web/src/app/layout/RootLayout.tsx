import { AppShell, Burger, Center, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SidebarUser } from './SidebarUser.tsx';

/** The signed-in shell: header, sidebar (a drawer below `sm`) and the routed screen. */
export function RootLayout() {
  const { t } = useTranslation();
  const [navigationOpen, { toggle: toggleNavigation }] = useDisclosure(false);

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 52 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navigationOpen } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm">
            <Burger
              opened={navigationOpen}
              onClick={toggleNavigation}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('layout.toggleNavigation')}
            />
            <Text fw={700} size="lg">
              {t('app.name')}
            </Text>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="sm" aria-label={t('layout.navigation')}>
          <AppShell.Section grow component={ScrollArea}>
            {/* Menu groups of spec section 2 arrive with their screens. */}
          </AppShell.Section>
          <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <SidebarUser />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader size="sm" aria-label={t('app.loading')} />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}

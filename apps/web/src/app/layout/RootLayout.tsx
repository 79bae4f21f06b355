import { AppShell, Box, Center, Loader } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppBreadcrumb } from './AppBreadcrumb.tsx';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { NavigationDrawer } from './NavigationDrawer.tsx';
import { Sidebar } from './Sidebar.tsx';
import { SkipToContent } from './SkipToContent.tsx';
import { useDocumentTitle } from './use-document-title.ts';

const MAIN_ID = 'main-content';

/** The signed-in shell: header, sidebar (a drawer on small screens), breadcrumb, screen and footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const [drawerOpen, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const { pathname } = useLocation();
  const wide = useMediaQuery('(min-width: 48em)');
  useDocumentTitle();

  // Following a link, or growing past the phone layout, puts the drawer away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path or width is the trigger, not a value used.
  useEffect(() => closeDrawer(), [pathname, wide, closeDrawer]);
  // The published translations, for a session that signed in after the routes arrived (translations).
  useEffect(() => {
    void import('../../i18n/published-texts.ts').then(
      (module) => module.loadPublishedTexts(),
      () => {},
    );
  }, []);

  return (
    <ModalsProvider labels={{ confirm: t('common.accept'), cancel: t('common.cancel') }}>
      <SkipToContent target={MAIN_ID} />
      <AppShell
        header={{ height: 48 }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: true } }}
        padding={0}
      >
        <AppShell.Header>
          <AppHeader navigationOpen={drawerOpen} onToggleNavigation={toggleDrawer} />
        </AppShell.Header>
        <AppShell.Navbar aria-label={t('layout.navigation')} visibleFrom="sm">
          <Sidebar />
        </AppShell.Navbar>
        <NavigationDrawer opened={drawerOpen} onClose={closeDrawer} />
        <AppShell.Main display="flex" style={{ flexDirection: 'column' }}>
          <Box
            id={MAIN_ID}
            tabIndex={-1}
            flex={1}
            px={{ base: 'sm', sm: 'md' }}
            py="md"
            style={{ outline: 'none' }}
          >
            <AppBreadcrumb />
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader role="status" size="sm" aria-label={t('app.loading')} />
                </Center>
              }
            >
              <Outlet />
            </Suspense>
          </Box>
          <AppFooter />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../notifications/toast.tsx';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** App-wide providers. Modals live in the signed-in layout: Mantine's Modal would double the sign-in chunk. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';

/** `GET msdashboard.v1/app-config`: what the footer states around every screen. */
export interface AppConfig {
  environment: string;
  company: string;
  contact_email: string;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;

export const appConfigQuery = queryOptions({
  queryKey: ['shell', 'app-config'],
  queryFn: async ({ signal }) =>
    unwrap(await gateway.get<AppConfig>('msdashboard.v1/app-config', { signal })),
  staleTime: TEN_MINUTES_MS,
});

import { QueryClient } from '@tanstack/react-query';
import { GatewayError } from '../api/gateway-error.ts';

/** Client cache of spec section 7. */
export const DEDUPE_MS = 2000;
export const RETRY_LIMIT = 5;
export const RETRY_DELAY_MS = 5000;

/** A 4xx answer will not change by asking again; anything else (5xx, no connection) may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof GatewayError && error.isClientError) return false;
  return failureCount < RETRY_LIMIT;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEDUPE_MS,
        refetchOnWindowFocus: true,
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

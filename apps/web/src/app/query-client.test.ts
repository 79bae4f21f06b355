import { describe, expect, it } from 'vitest';
import { GatewayError } from '../api/gateway-error.ts';
import { RETRY_LIMIT, shouldRetry } from './query-client.ts';

describe('query retry policy', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new GatewayError(status, null))).toBe(false);
    }
  });

  it('retries server errors and lost connections up to the limit', () => {
    expect(shouldRetry(0, new GatewayError(500, null))).toBe(true);
    expect(shouldRetry(0, new GatewayError(0, null))).toBe(true);
    expect(shouldRetry(RETRY_LIMIT - 1, new Error('boom'))).toBe(true);
    expect(shouldRetry(RETRY_LIMIT, new GatewayError(503, null))).toBe(false);
  });
});

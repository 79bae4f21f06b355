import type { ApiErrorBody, ApiResponse } from './api-response.ts';

/** Thrown by `unwrap` so TanStack Query sees a failed call (and can decide whether to retry it). */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? `Gateway call failed with status ${status}`);
    this.name = 'GatewayError';
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function unwrap<T>(response: ApiResponse<T>): T {
  if (!response.ok) throw new GatewayError(response.status, response.content);
  return response.content;
}

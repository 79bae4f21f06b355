/** Error body of the gateway (API.md): 422 adds `errors`, one list of messages per field. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/** What every gateway method returns (spec section 7); status 0 means the server was not reached. */
export type ApiResponse<T> =
  | { ok: true; status: number; content: T }
  | { ok: false; status: number; content: ApiErrorBody | null };

export function errorMessage(response: ApiResponse<unknown>): string | undefined {
  if (response.ok) return undefined;
  const message = response.content?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

import type { ApiResponse } from '../api/api-response.ts';
import { gateway } from '../api/gateway.ts';

export interface PasswordReset {
  token: string;
  password: string;
  password_confirmation: string;
}

/** The server answers the same neutral message whether or not the e-mail exists. */
export function requestPasswordReset(email: string): Promise<ApiResponse<{ message?: string } | null>> {
  return gateway.post('mslogin.v1-public/password/forgot', { email });
}

export function resetPassword(reset: PasswordReset): Promise<ApiResponse<{ message?: string } | null>> {
  return gateway.post('mslogin.v1-public/password/reset', reset);
}

/** Answer of sign-in and of token refresh (API.md). */
export interface TokenPair {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: string;
}

import { hashToken } from '../../platform/tokens.ts';

/** RFC 6749 2.3.1: the Basic credentials are form-urlencoded before base64. */
const decodeFormComponent = (value: string) => decodeURIComponent(value.replace(/\+/g, '%20'));

/**
 * Secrets are stored as their SHA-256 and the provider compares a presented secret with the
 * client's `client_secret` as it is. So, before the provider reads a request, the secret of its
 * `Authorization: Basic` credentials is replaced by its hash: the provider then compares hash with
 * hash, and a wrong secret still fails its constant-time comparison. Confidential clients
 * authenticate with `client_secret_basic` only (oidc-adapter.ts), so a secret sent in the body is
 * refused by the provider without being compared. Answers the header to pass on (unchanged when it
 * holds no Basic credentials).
 */
export function hashBasicSecret(authorization: string | undefined): string | undefined {
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return authorization;
  const credentials = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = credentials.indexOf(':');
  if (colon === -1) return authorization;
  const presented = credentials.slice(colon + 1);
  if (!presented) return authorization;
  let secret = presented;
  try {
    secret = decodeFormComponent(presented);
  } catch {
    // Malformed: hashed as it came, so a stolen hash sent this way is never compared as it is.
  }
  const hashed = `${credentials.slice(0, colon)}:${hashToken(secret)}`;
  return `Basic ${Buffer.from(hashed, 'utf8').toString('base64')}`;
}

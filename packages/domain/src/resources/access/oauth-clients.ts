import { z } from 'zod';
import { between, max, requiredText } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/** The grants our provider issues to a registered client (no implicit, no client credentials). */
export const OAUTH_GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;
/** Public: PKCE only, no secret (an app in a browser or on a phone). Confidential: PKCE and a secret. */
export const OAUTH_CLIENT_TYPES = ['public', 'confidential'] as const;
export const OAUTH_REDIRECT_URIS_MAX = 10;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where a client may be sent back with a code (RFC 6749 3.1.2, OAuth 2.0 Security BCP 4.1): an
 * absolute http(s) URL without a fragment, https unless it is the machine itself (a native app's
 * loopback listener, RFC 8252 7.3).
 */
export function isRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (value.includes('#') || url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

export const redirectUriRow = z.strictObject({
  uri: requiredText(max(500)).refine(isRedirectUri, { message: 'validations.redirectUri' }),
});

export const oauthClientSchema = z
  .strictObject({
    name: requiredText(between(2, 120)),
    /** Edited as rows of one column; stored as a list of URLs. */
    redirect_uris: z
      .array(redirectUriRow)
      .min(1, { error: 'validations.minArray' })
      .max(OAUTH_REDIRECT_URIS_MAX),
    grant_types: z
      .array(z.enum(OAUTH_GRANT_TYPES))
      .max(OAUTH_GRANT_TYPES.length)
      .default(['authorization_code']),
    client_type: z.enum(OAUTH_CLIENT_TYPES).default('confidential'),
    active: z.boolean().default(true),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    // Every grant this provider issues starts with a code: a refresh token alone gives nothing.
    if (!value.grant_types.includes('authorization_code')) {
      ctx.addIssue({ code: 'custom', path: ['grant_types'], message: 'validations.authorizationCode' });
    }
  });
export type OauthClientInput = z.infer<typeof oauthClientSchema>;

export const oauthClients: ResourceDefinition<typeof oauthClientSchema> = {
  name: 'oauthclients',
  service: 'mslogin',
  apiPath: 'admin/oauth-clients',
  singular: 'oauth_client',
  plural: 'oauth_clients',
  idParam: 'id',
  schema: oauthClientSchema,
  fields: [
    { key: 'name', kind: 'text', half: true },
    { key: 'client_type', kind: 'select', half: true },
    { key: 'grant_types', kind: 'multiselect', half: true },
    { key: 'active', kind: 'boolean', half: true },
    { key: 'redirect_uris', kind: 'rows' },
  ],
  columns: [
    { key: 'name' },
    { key: 'client_id' },
    { key: 'client_type' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name', 'client_id'],
  defaultSort: '-created_at',
  duplicate: false,
};

import { sql } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/database.ts';
import { oidcAdapter } from './oidc-adapter.ts';
import { loadOidcKeys } from './oidc-keys.ts';

/** Where the provider is mounted in our server: its issuer is `{PUBLIC_URL}/oidc`. */
export const OIDC_PATH = '/oidc';
/** The SPA's sign-in screen is the provider's login interaction. */
export const interactionUrl = (uid: string) => `/login?interaction=${encodeURIComponent(uid)}`;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type AccountRow = {
  id: number;
  email: string;
  name: string | null;
  surname: string | null;
};

/**
 * Who may be signed in through the provider: active users whose profile may use the back-office
 * (the same rule as our own sign-in). Anyone else is no account: a code or refresh token of a user
 * deactivated meanwhile is refused at the token endpoint.
 */
async function findAccount(db: Db, sub: string) {
  if (!/^\d{1,10}$/.test(sub)) return undefined;
  const found = await db.execute<AccountRow>(sql`
    select u.id, u.email, u.name, u.surname from users u join profiles p on p.id = u.profile_id
    where u.id = ${Number(sub)} and u.status = 'active' and p.backoffice_access`);
  const user = found.rows[0];
  if (!user) return undefined;
  return {
    accountId: String(user.id),
    claims: () => ({
      sub: String(user.id),
      email: user.email,
      email_verified: true,
      name: [user.name, user.surname].filter(Boolean).join(' '),
    }),
  };
}

/**
 * Every registered client is first-party (registered by our administrators), so a signed-in user
 * is never asked to consent: the grant the client asked for is given with the sign-in.
 */
async function firstPartyGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const client = oidc.client!;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(client.clientId);
  const grant =
    (grantId && (await oidc.provider.Grant.find(grantId))) ||
    new oidc.provider.Grant({ clientId: client.clientId, accountId: oidc.session!.accountId! });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  await grant.save();
  return grant;
}

/** A plain error page: the library's default loads a web font, which our CSP refuses anyway. */
function renderError(ctx: KoaContextWithOIDC, out: object) {
  const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  ctx.type = 'html';
  ctx.body = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign-in error</title></head><body>
<h1>The sign-in request cannot continue</h1>${Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
    .join('')}</body></html>`;
}

/**
 * The login service as an OAuth 2.0 / OpenID Connect provider (oidc-provider, OpenID certified):
 * authorization code flow only, PKCE S256 required for every client, clients from our table, state
 * and keys in PostgreSQL, the SPA's /login as the interaction.
 */
/**
 * oidc-provider 9 warns on import that Node 20 is not its supported runtime (it targets 22+; it works
 * on 20, which this project still supports). That one line on stderr would come before every start-up
 * message (a taken port's one-line error among them), so it is dropped; any other warning passes.
 * Loaded on first use, which also keeps the library out of processes that never serve OAuth.
 */
async function importQuietly() {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING: Unsupported runtime')) warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

export async function createOidcProvider(db: Db, config: Config): Promise<Provider> {
  const keys = await loadOidcKeys(db);
  const configuration: Configuration = {
    adapter: oidcAdapter(db),
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    findAccount: (_ctx, sub) => findAccount(db, sub),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => interactionUrl(interaction.uid) },
    loadExistingGrant: firstPartyGrant,
    // A client that asks for refresh tokens gets them (no offline_access consent screen: first party).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Browser clients call the token endpoint from their registered redirect origins only.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    renderError,
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      RefreshToken: 14 * DAY,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      ClientCredentials: 10 * MINUTE,
      DeviceCode: 10 * MINUTE,
      BackchannelAuthenticationRequest: 10 * MINUTE,
    },
  };
  const { default: OidcProvider } = await importQuietly();
  const provider = new OidcProvider(`${config.PUBLIC_URL.replace(/\/$/, '')}${OIDC_PATH}`, configuration);
  // Behind a named proxy the scheme and host of a request are the proxy's headers (TRUST_PROXY).
  provider.proxy = Boolean(config.TRUST_PROXY);
  return provider;
}

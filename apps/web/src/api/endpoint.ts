/** Gateway services of API.md, one per business area. */
export const GATEWAY_SERVICES = [
  'mslogin',
  'msdashboard',
  'msproduct',
  'msmarket',
  'msaddress',
  'mscrm',
  'msloader',
  'msmultimedia',
  'mscustomer',
  'msbusiness',
  'mspromo',
  'mstickets',
  'mswarranties',
  'msshipper',
  'msnotifier',
  'mstools',
  'msservices',
  'mswiki',
] as const;

export type GatewayService = (typeof GATEWAY_SERVICES)[number];

/** `v1` calls carry the bearer token; `v1-public` calls never do. */
export type GatewayVersion = 'v1' | 'v1-public';

/** `{service}.{version}/{resource}`, e.g. `mslogin.v1/auth/user`. */
export type Endpoint = `${GatewayService}.${GatewayVersion}/${string}`;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function isPublicEndpoint(endpoint: Endpoint): boolean {
  const service = endpoint.slice(0, endpoint.indexOf('/'));
  return service.endsWith('.v1-public');
}

export function endpointUrl(baseUrl: string, endpoint: Endpoint, query?: QueryParams): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${endpoint}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

import type { GatewayService, GatewayVersion } from '@proboard/domain';

export { GATEWAY_SERVICES, type GatewayService, type GatewayVersion } from '@proboard/domain';

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

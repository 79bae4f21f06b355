/** Gateway services of API.md, one per business area: `/api/{service}.{version}/{resource}`. */
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

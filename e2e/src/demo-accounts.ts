/** Seeded by the server in demo mode (embedded database, not production): one per role archetype. */
const PASSWORD = 'proboard-demo';

export interface DemoAccount {
  email: string;
  password: string;
}

export const DEMO_ADMIN = { email: 'admin@proboard.local', password: PASSWORD } as const;
/** AZ_DASH_GART, AZ_DASH_GART_ADMIN, AZ_DASH_MULTIMEDIA(_MANAGEMENT), GART_IMPORTS, AZ_EXPORT_GART. */
export const DEMO_CATALOGUE = { email: 'catalogue@proboard.local', password: PASSWORD } as const;
/** The catalogue's *_READONLY roles. */
export const DEMO_READONLY = { email: 'readonly@proboard.local', password: PASSWORD } as const;
/** AZ_SAT, AZ_TICKET_CATEGORY_BASIC, AZ_RENOVE_BASIC and the after-sales permissions. */
export const DEMO_AFTERSALES = { email: 'aftersales@proboard.local', password: PASSWORD } as const;
/** A professional customer: refused at sign-in. */
export const DEMO_PRO = { email: 'pro@proboard.local', password: PASSWORD } as const;

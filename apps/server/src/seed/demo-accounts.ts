import { CRUD_ACTIONS } from '@proboard/domain';

/** The demo data's accounts, one per role archetype (README lists them too). */
export const DEMO_PASSWORD = 'proboard-demo';

export interface DemoAccount {
  email: string;
  name: string;
  surname: string;
  label: string;
  group: string;
  profile: 'INTERNAL' | 'PARTNER' | 'PROFESSIONAL';
  extraRoles?: string[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@proboard.local',
    name: 'Ada',
    surname: 'Admin',
    label: 'super admin (AZ_SADMIN)',
    group: 'Administración',
    profile: 'INTERNAL',
  },
  {
    email: 'catalogue@proboard.local',
    name: 'Carlos',
    surname: 'Catálogo',
    label: 'catalogue editor',
    group: 'Catálogo',
    profile: 'INTERNAL',
  },
  {
    email: 'readonly@proboard.local',
    name: 'Rita',
    surname: 'Lectura',
    label: 'catalogue read-only',
    group: 'Catálogo (solo lectura)',
    profile: 'INTERNAL',
  },
  {
    email: 'aftersales@proboard.local',
    name: 'Sergio',
    surname: 'Posventa',
    label: 'after-sales agent',
    group: 'Posventa',
    profile: 'INTERNAL',
  },
  {
    email: 'pro@proboard.local',
    name: 'Paula',
    surname: 'Profesional',
    label: 'professional customer: may not use the back-office',
    group: 'Profesionales',
    profile: 'PROFESSIONAL',
  },
];

/** Profiles: which kinds of account may use the back-office at all. */
export const PROFILES = [
  { az_iso: 'INTERNAL', name: 'Internal staff', backoffice_access: true },
  { az_iso: 'PARTNER', name: 'Partner', backoffice_access: true },
  { az_iso: 'PROFESSIONAL', name: 'Professional customer', backoffice_access: false },
  { az_iso: 'FINAL', name: 'Final customer', backoffice_access: false },
] as const;

const CATALOGUE_READONLY_ROLES = [
  'AZ_DASH_GART_READONLY',
  'AZ_DASH_MANUFACTURERS_READONLY',
  'AZ_DASH_FAMILIES_READONLY',
  'AZ_DASH_SYSTEMS_READONLY',
  'AZ_DASH_ATTRIBUTES_READONLY',
  'AZ_DASH_RANGES_READONLY',
  'AZ_DASH_PRODUCTS_READONLY',
  'AZ_DASH_ARTICLES_READONLY',
];

/** Role groups of the demo: name, public flag, roles. */
export const ROLE_GROUPS: { name: string; is_public: boolean; roles: string[] }[] = [
  { name: 'Administración', is_public: false, roles: ['AZ_SADMIN'] },
  {
    name: 'Catálogo',
    is_public: false,
    roles: [
      'AZ_DASH_GART',
      'AZ_DASH_GART_ADMIN',
      'AZ_DASH_MULTIMEDIA',
      'AZ_DASH_MULTIMEDIA_MANAGEMENT',
      'GART_IMPORTS',
      'AZ_EXPORT_GART',
    ],
  },
  { name: 'Catálogo (solo lectura)', is_public: false, roles: CATALOGUE_READONLY_ROLES },
  { name: 'Posventa', is_public: false, roles: ['AZ_SAT', 'AZ_TICKET_CATEGORY_BASIC', 'AZ_RENOVE_BASIC'] },
  { name: 'Profesionales', is_public: true, roles: ['CLIENT_ADMIN'] },
];

/** The permission entities of Amazon listings and compatibility data. */
const MARKETPLACE_ENTITIES = [
  'amazon-market-place',
  'amazon-asins',
  'communication-protocols',
  'compatibility-warnings',
  'compatibility-types',
  'iumodel-types',
] as const;

/** Permissions each role carries in the demo (AZ_SADMIN gets every permission). */
export const ROLE_PERMISSIONS: Record<string, string[]> = {
  AZ_SAT: [
    'azc-returns-read',
    'azc-returns-update',
    'azc-warranties-read',
    'azc-warranties-create',
    'azc-warranties-update',
    'azc-shipments-read',
    'azc-shipments-create',
    'azc-shipments-update',
    // The carrier parcel audit (issue 15): after-sales checks the carrier's invoices.
    'dhl-audits-access',
    'azc-tickets-read',
    'azc-tickets-create',
    'azc-tickets-update',
    'azc-companies-read',
    'azc-orders-read',
    'azc-airboard-atp-access',
    'azc-atp-read',
    'azc-atp-create',
    'azc-atp-update',
    // The compatibility look-up on the phone (issue 31): the models list, a model's details with its
    // compatible articles (the spec guards a model's details with the warnings' update permission),
    // and the vocabularies its selects read.
    'azc-iumodel-technologies-read',
    'azc-compatibility-warnings-read',
    'azc-compatibility-warnings-update',
    'azc-compatibility-types-read',
    'azc-communication-protocols-read',
    'azc-iumodel-types-read',
    // The alerts of their own market, read-only (issue 33): what the installers they serve are told.
    'azc-market-alerts-read',
  ],
  AZ_DASH_GART_ADMIN: ['azc-translations-read'],
  // The catalogue team keeps the Amazon listings and the compatibility data (issue 31).
  AZ_DASH_GART: [
    ...MARKETPLACE_ENTITIES.flatMap((entity) => CRUD_ACTIONS.map((action) => `azc-${entity}-${action}`)),
    'azc-compatibility-warnings-delete',
    'azc-iumodel-technologies-read',
  ],
};

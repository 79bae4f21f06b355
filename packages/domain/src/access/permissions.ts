/**
 * The permission catalogue of spec section 6. Entity permissions have the form
 * `azc-{entity}-{read|create|update}`; the "Other" list is written out, `-*` expanded to
 * read/create/update (plus delete where the spec names it).
 */
export const PERMISSION_ENTITIES = [
  'corporateapplications',
  'internalusers',
  'partnerusers',
  'companies',
  'externalusers',
  'tickets',
  'roles',
  'permissions',
  'groups',
  'orders',
  'emailtemplates',
  'tpvoperations',
  'translations',
  'global-countries',
  'confprofiles',
  'confranks',
  'coupons',
  'qrredirections',
  'crmconfigurations',
  'oauthclients',
  'warranties',
  'shipments',
  'amazon-market-place',
  'amazon-asins',
  'watermark',
  'communication-protocols',
  'compatibility-warnings',
  'compatibility-types',
  'iumodel-types',
  'alerts',
  'news',
] as const;

export type PermissionEntity = (typeof PERMISSION_ENTITIES)[number];
export const CRUD_ACTIONS = ['read', 'create', 'update'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** Permissions that do not follow the read/create/update triple. */
export const OTHER_PERMISSIONS = [
  'azc-compatibility-warnings-delete',
  'azc-commissions-read',
  'azc-returns-read',
  'azc-returns-update',
  'dhl-audits-access',
  'admin-pickups',
  'azc-iumodel-technologies-read',
  'crm-loggin-requests-read',
  'azc-market-alerts-read',
  'azc-airboard-atp-access',
  'azc-atp-create',
  'azc-atp-read',
  'azc-atp-update',
  'audits-read',
  'audits-read-all',
] as const;

export type PermissionName = `azc-${PermissionEntity}-${CrudAction}` | (typeof OTHER_PERMISSIONS)[number];

export interface PermissionDefinition {
  readonly name: PermissionName;
  readonly description: string;
}

const otherDescriptions: Record<(typeof OTHER_PERMISSIONS)[number], string> = {
  'azc-compatibility-warnings-delete': 'Delete compatibility warnings and models; opens their edit form',
  'azc-commissions-read': 'Agent commissions and their configurations',
  'azc-returns-read': 'List returns',
  'azc-returns-update': 'Open and process returns',
  'dhl-audits-access': 'Carrier parcel audit',
  'admin-pickups': 'Carrier parcel audit (pickups administration)',
  'azc-iumodel-technologies-read': 'List indoor-unit model technologies (compatibility models)',
  'crm-loggin-requests-read': 'CRM logs',
  'azc-market-alerts-read': 'Read market alerts',
  'azc-airboard-atp-access': 'Technical assistance, assignments and works lists',
  'azc-atp-create': 'Create technical assistances, assignments and works',
  'azc-atp-read': 'Open technical assistances, assignments, works and professional orders',
  'azc-atp-update': 'Edit technical assistances, assignments, works and professional orders',
  'audits-read': 'Audits',
  'audits-read-all': 'Audits of every user',
};

const verbs: Record<CrudAction, string> = { read: 'Read', create: 'Create', update: 'Update' };

export function entityPermission<E extends PermissionEntity, A extends CrudAction>(
  entity: E,
  action: A,
): `azc-${E}-${A}` {
  return `azc-${entity}-${action}`;
}

export const PERMISSIONS: readonly PermissionDefinition[] = [
  ...PERMISSION_ENTITIES.flatMap((entity) =>
    CRUD_ACTIONS.map((action) => ({
      name: entityPermission(entity, action),
      description: `${verbs[action]} ${entity.replaceAll('-', ' ')}`,
    })),
  ),
  ...OTHER_PERMISSIONS.map((name) => ({ name, description: otherDescriptions[name] })),
];

export const PERMISSION_NAMES: readonly PermissionName[] = PERMISSIONS.map((p) => p.name);

const permissionNames = new Set<string>(PERMISSION_NAMES);
export function isPermissionName(name: string): name is PermissionName {
  return permissionNames.has(name);
}

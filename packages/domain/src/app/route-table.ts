import { checkGuards, type GuardOutcome, type GuardSubject, parseGuard } from '../access/guards.ts';
import {
  type CrudAction,
  entityPermission,
  type PermissionEntity,
  type PermissionName,
} from '../access/permissions.ts';
import { type RoleName, withoutReadOnly } from '../access/roles.ts';

/**
 * The SPA's route table (spec section 2) with the guards of spec section 6 and SPEC-RULINGS.
 * Guards are defined once per resource and action (`RESOURCE_ACCESS`); every route takes its guard
 * from there, and the server enforces the same strings on the matching endpoints.
 */

export type Area =
  | 'shell'
  | 'catalogue'
  | 'media'
  | 'bulk'
  | 'users'
  | 'customers'
  | 'aftersales'
  | 'commissions'
  | 'marketplace'
  | 'communication'
  | 'global'
  | 'other';

/** What a screen does. `page` is a screen outside the resource pattern (home, login, about). */
export type RouteAction = 'page' | 'list' | 'create' | 'details' | 'edit' | 'duplicate' | 'relaunch' | 'sync';
/** Route actions plus the writes that have no screen of their own. */
export type AccessAction = RouteAction | 'delete';

export interface RouteDef {
  /** Unique route name, e.g. `ranges-edit`. */
  readonly name: string;
  /** Absolute path with `:params`. */
  readonly path: string;
  /** Name of the route whose screen hosts this one (company tabs). */
  readonly parent?: string;
  readonly guard: string;
  /** The guard's role list is exact: AZ_SADMIN does not pass (the /about route). */
  readonly strictRoles?: boolean;
  readonly area: Area;
  readonly action: RouteAction;
  /** Key of `RESOURCE_ACCESS`; also the route-name prefix. */
  readonly resource: string;
  /** Query parameters the screen reads (duplicate: `from`). */
  readonly query?: readonly string[];
}

export type AccessGuards = Partial<Record<AccessAction, string>>;

// ---- guard builders -------------------------------------------------------------------------------

const role = (...names: RoleName[]) => `role:${names.join(',')}`;
const permission = (...names: PermissionName[]) => `permission:${names.join(',')}`;
/** `auth` followed by every part: all must pass. */
const guard = (...parts: string[]) => ['auth', ...parts].join('|');

/** `-read` covers list and details, `-create` create and duplicate, `-update` edit and delete. */
function permissionAccess(entity: PermissionEntity): AccessGuards {
  const p = (action: CrudAction) => guard(permission(entityPermission(entity, action)));
  return {
    list: p('read'),
    details: p('read'),
    create: p('create'),
    duplicate: p('create'),
    edit: p('update'),
    delete: p('update'),
  };
}

/** Read roles list and view; write roles (read roles without `*_READONLY` by default) change. */
function roleAccess(
  read: readonly RoleName[],
  write: readonly RoleName[] = withoutReadOnly(read),
): AccessGuards {
  const r = guard(role(...read));
  const w = guard(role(...write));
  return { list: r, details: r, create: w, duplicate: w, edit: w, delete: w };
}

/** A role gate for the whole resource AND the entity permission of each action. */
function roleAndPermissionAccess(roles: readonly RoleName[], entity: PermissionEntity): AccessGuards {
  const p = (action: CrudAction) => guard(role(...roles), permission(entityPermission(entity, action)));
  return {
    list: p('read'),
    details: p('read'),
    create: p('create'),
    duplicate: p('create'),
    edit: p('update'),
    delete: p('update'),
  };
}

function only(access: AccessGuards, actions: readonly AccessAction[]): AccessGuards {
  return Object.fromEntries(actions.flatMap((a) => (access[a] ? [[a, access[a]]] : [])));
}

// ---- role lists of spec section 6 -----------------------------------------------------------------

const CATALOGUE_ROLES: readonly RoleName[] = [
  'AZ_SADMIN',
  'AZ_ADMIN',
  'AZ_DASH_GART',
  'AZ_DASH_GART_ADMIN',
  'AS_DASH_GART_BASIC',
  'AZ_DASH_MULTIMEDIA',
  'AZ_EXPORT_GART',
];
/** The ranges group's menu role; as a read-only role it also lists and views (SPEC-RULINGS). */
const RANGES_GROUP: readonly RoleName[] = [...CATALOGUE_ROLES, 'AZ_DASH_GART_READONLY'];
const FAMILY_SYSTEM_ROLES: readonly RoleName[] = ['AZ_SAT', 'CLIENT_ADMIN', 'AZ_DASH_JDP'];
const MEDIA_RESOURCE_ROLES: readonly RoleName[] = [
  'AZ_SADMIN',
  'AZ_ADMIN',
  'AZ_DASH_GART',
  'AZ_DASH_JDPC',
  'AZ_DASH_PROJECTS',
  'AZ_DASH_PQ',
  'AZ_DASH_MULTIMEDIA_MANAGEMENT',
];
const IMPORT_ROLES: readonly RoleName[] = [
  'AZ_SADMIN',
  'AZ_DASH_GART_ADMIN',
  'GART_IMPORTS',
  'COMPATIBILITY_IMPORTS',
  'ACADEMY_IMPORTS',
  'RRHH_IMPORTS',
];
export const EXPORT_ROLES: readonly RoleName[] = [
  'AZ_SADMIN',
  'AZ_EXPORT_GART',
  'AZ_DASH_GART_ADMIN',
  'COMMERCIAL_EXPORTS',
  'AZ_DASHBOARD_EXPORTS',
];
const DIGITAL_DOCS_READ: readonly RoleName[] = [
  'AZ_SADMIN',
  'AZ_DIGITAL_DOCS_BASIC',
  'AZ_DIGITAL_DOCS_ADMIN',
];
const DIGITAL_DOCS_WRITE: readonly RoleName[] = ['AZ_SADMIN', 'AZ_DIGITAL_DOCS_ADMIN'];

// ---- resources --------------------------------------------------------------------------------------

interface ResourceSpec {
  /** Route-name prefix and key of RESOURCE_ACCESS. */
  readonly resource: string;
  readonly base: string;
  readonly area: Area;
  readonly param?: 'id' | 'az_iso';
  /** Screens built with the standard paths of the route pattern. */
  readonly routes: readonly RouteAction[];
  readonly access: AccessGuards;
  readonly strictRoles?: boolean;
  /** Screens outside the standard paths. */
  readonly extraRoutes?: readonly ExtraRoute[];
}

interface ExtraRoute {
  readonly name?: string;
  readonly path: string;
  readonly action: RouteAction;
  readonly parent?: string;
}

const CRUD: readonly RouteAction[] = ['list', 'create', 'details', 'edit'];
const CRUD_DUPLICATE: readonly RouteAction[] = ['list', 'create', 'duplicate', 'details', 'edit'];

function catalogue(
  resource: string,
  param: 'id' | 'az_iso',
  extra: readonly RoleName[],
  ranges = true,
): ResourceSpec {
  return {
    resource,
    base: `/${resource}`,
    area: 'catalogue',
    param,
    routes: CRUD_DUPLICATE,
    access: roleAccess([...(ranges ? RANGES_GROUP : CATALOGUE_ROLES), ...extra]),
  };
}

function plain(
  resource: string,
  area: Area,
  access: AccessGuards,
  routes = CRUD,
  base = `/${resource}`,
): ResourceSpec {
  return { resource, base, area, param: 'id', routes, access };
}

const compatibilityWarnings: AccessGuards = {
  list: guard(permission('azc-compatibility-warnings-read')),
  details: guard(permission('azc-compatibility-warnings-update')),
  create: guard(permission('azc-compatibility-warnings-create')),
  duplicate: guard(permission('azc-compatibility-warnings-create')),
  edit: guard(permission('azc-compatibility-warnings-delete')),
  delete: guard(permission('azc-compatibility-warnings-delete')),
};

const technicalAssistance: AccessGuards = {
  list: guard(permission('azc-airboard-atp-access')),
  details: guard(permission('azc-atp-read')),
  create: guard(permission('azc-atp-create')),
  edit: guard(permission('azc-atp-update')),
  delete: guard(permission('azc-atp-update')),
};

const communicationProtocolsRead = permission('azc-communication-protocols-read');

/**
 * Alerts: `azc-market-alerts-read` lists and opens them too, read-only, and only those of the user's
 * own market (the server scopes its lists and refuses the others' details).
 */
const alertsAccess: AccessGuards = {
  ...permissionAccess('alerts'),
  list: guard(permission('azc-alerts-read', 'azc-market-alerts-read')),
  details: guard(permission('azc-alerts-read', 'azc-market-alerts-read')),
};

const RESOURCES: readonly ResourceSpec[] = [
  // Catalogue
  catalogue('manufacturers', 'id', ['AZ_DASH_GART_MANUFACTURERS', 'AZ_DASH_MANUFACTURERS_READONLY']),
  catalogue('families', 'az_iso', [
    ...FAMILY_SYSTEM_ROLES,
    'AZ_DASH_GART_FAMILIES',
    'AZ_DASH_FAMILIES_READONLY',
  ]),
  catalogue('systems', 'az_iso', [
    ...FAMILY_SYSTEM_ROLES,
    'AZ_DASH_GART_SYSTEMS',
    'AZ_DASH_SYSTEMS_READONLY',
  ]),
  catalogue('attributes', 'id', ['AZ_DASH_GART_ATTRIBUTES', 'AZ_DASH_ATTRIBUTES_READONLY']),
  catalogue('ranges', 'az_iso', ['AZ_DASH_RANGES', 'AZ_DASH_RANGES_READONLY']),
  catalogue('products', 'az_iso', ['AZ_BASIC_MARKET', 'AZ_DASH_GART_PRODUCTS', 'AZ_DASH_PRODUCTS_READONLY']),
  catalogue('articles', 'az_iso', ['AZ_BASIC_MARKET', 'AZ_DASH_GART_ARTICLES', 'AZ_DASH_ARTICLES_READONLY']),
  catalogue('faqs', 'id', ['AZ_DASH_FAQS'], false),
  catalogue('docs', 'id', ['AZ_DASH_DOCS'], false),
  plain('categories', 'catalogue', roleAccess(['AZ_ADMIN', 'AZ_DASH_GART_ADMIN', 'AZ_DASH_GART_BASIC'])),
  plain(
    'autodiagnosis',
    'catalogue',
    roleAccess(['AZ_SADMIN', 'AZ_DASH_MULTIMEDIA', 'AZ_DASH_GART_ADMIN', 'AZ_DASH_DIAGNOSTICS']),
    CRUD_DUPLICATE,
  ),
  plain(
    'watermarks',
    'catalogue',
    roleAndPermissionAccess(['AZ_ADMIN', 'AZC_WATERMARK_ADMIN', 'AZC_WATERMARK_BASIC'], 'watermark'),
    CRUD_DUPLICATE,
  ),
  // Media
  {
    ...catalogue('mediaclasses', 'id', ['AZ_DASH_MULTIMEDIA_CLASSIFICATION'], false),
    area: 'media',
    routes: CRUD,
  },
  { ...catalogue('mediagroups', 'id', [], false), area: 'media', routes: CRUD },
  { ...catalogue('mediatypes', 'id', [], false), area: 'media', routes: CRUD },
  plain(
    'mediaresources',
    'media',
    { ...roleAccess(MEDIA_RESOURCE_ROLES), list: guard(role(...MEDIA_RESOURCE_ROLES, 'AZ_BASIC_MARKET')) },
    CRUD_DUPLICATE,
  ),
  // Bulk data
  plain('imports', 'bulk', {
    ...roleAccess(IMPORT_ROLES),
    create: guard(role('AZ_SADMIN', 'AZ_DASH_GART_ADMIN', 'GART_IMPORTS')),
    edit: guard(role('AZ_SADMIN', 'AZ_DASH_GART_ADMIN', 'GART_IMPORTS', 'COMPATIBILITY_IMPORTS')),
    delete: guard(role('AZ_SADMIN', 'AZ_DASH_GART_ADMIN', 'GART_IMPORTS', 'COMPATIBILITY_IMPORTS')),
  }),
  {
    ...plain(
      'exports',
      'bulk',
      only(roleAccess(EXPORT_ROLES), ['list', 'details', 'create', 'edit', 'delete']),
    ),
    // The export sub-menus add the export config's permission (see exportMenu).
    extraRoutes: [{ name: 'exports-gart', path: '/exports/:family/:entity', action: 'list' }],
  },
  // Users and access
  plain('corporateapplications', 'users', permissionAccess('corporateapplications')),
  plain('internalusers', 'users', permissionAccess('internalusers')),
  plain('partnerusers', 'users', permissionAccess('partnerusers')),
  plain('externalusers', 'users', permissionAccess('externalusers')),
  plain('roles', 'users', permissionAccess('roles')),
  plain('permissions', 'users', permissionAccess('permissions')),
  plain('rolesgroups', 'users', permissionAccess('groups'), CRUD, '/groups'),
  plain('oauthclients', 'users', permissionAccess('oauthclients')),
  // Customers and orders
  plain('companies', 'customers', permissionAccess('companies')),
  plain(
    'tmpcustomers',
    'customers',
    {
      ...only(roleAccess(['AZ_SADMIN', 'AZ_DASH_CLIENTS']), ['list', 'details', 'edit', 'delete']),
      sync: guard(role('AZ_SADMIN', 'AZ_DASH_CLIENTS')),
    },
    ['list', 'sync', 'details', 'edit'],
  ),
  {
    ...plain('orders', 'customers', permissionAccess('orders'), ['list', 'create']),
    extraRoutes: [
      { path: '/orders/:id/altra-company/:company', action: 'details' },
      { path: '/orders/:id/altra-company/:company/edit', action: 'edit' },
    ],
  },
  plain(
    'professionalorders',
    'customers',
    {
      list: guard(permission('azc-orders-read')),
      details: guard(permission('azc-atp-read')),
      edit: guard(permission('azc-atp-update')),
      // -update covers edit and delete (SPEC-RULINGS); the kit's edit registers the delete too.
      delete: guard(permission('azc-atp-update')),
    },
    ['list', 'details', 'edit'],
  ),
  plain('clientorders', 'customers', only(permissionAccess('orders'), ['list', 'details']), [
    'list',
    'details',
  ]),
  plain('coupons', 'customers', permissionAccess('coupons')),
  // After-sales
  plain('tickets', 'aftersales', permissionAccess('tickets')),
  plain(
    'ticketcategories',
    'aftersales',
    roleAndPermissionAccess(['AZ_ADMIN', 'AZ_TICKET_CATEGORY_BASIC', 'AZ_TICKET_CATEGORY_ADMIN'], 'tickets'),
  ),
  plain(
    'returns',
    'aftersales',
    {
      list: guard(permission('azc-returns-read')),
      details: guard(permission('azc-returns-update')),
      edit: guard(permission('azc-returns-update')),
    },
    ['list', 'details'],
  ),
  plain('warranties', 'aftersales', permissionAccess('warranties')),
  plain(
    'shipments',
    'aftersales',
    {
      ...only(permissionAccess('shipments'), ['list', 'details', 'edit', 'delete']),
      relaunch: guard(permission('azc-shipments-create')),
    },
    ['list', 'details', 'edit', 'relaunch'],
  ),
  plain('dhlparcels', 'aftersales', { list: guard(permission('dhl-audits-access', 'admin-pickups')) }, [
    'list',
  ]),
  plain(
    'renewalplans',
    'aftersales',
    roleAccess(['AZ_SADMIN', 'AZ_RENOVE_BASIC', 'AZ_RENOVE_ADMIN'], ['AZ_SADMIN', 'AZ_RENOVE_ADMIN']),
  ),
  plain('technicalassistances', 'aftersales', technicalAssistance),
  plain('assignments', 'aftersales', technicalAssistance),
  plain('works', 'aftersales', technicalAssistance),
  // Commissions: configurations are created, edited and deleted in modals of the list screen.
  plain('agentcommissions', 'commissions', { list: guard(permission('azc-commissions-read')) }, ['list']),
  plain(
    'agentcommissionconfigs',
    'commissions',
    {
      list: guard(permission('azc-commissions-read')),
      // No screen of its own: the modal's record read (GET by id), for the same readers.
      details: guard(permission('azc-commissions-read')),
      create: guard(permission('azc-commissions-read')),
      edit: guard(permission('azc-commissions-read')),
      delete: guard(permission('azc-commissions-read')),
    },
    ['list'],
  ),
  // Marketplace and compatibility
  plain('amazonmarketplaces', 'marketplace', permissionAccess('amazon-market-place')),
  plain('amazonasins', 'marketplace', permissionAccess('amazon-asins')),
  plain('communicationprotocols', 'marketplace', {
    list: guard(communicationProtocolsRead),
    details: guard(communicationProtocolsRead),
    create: guard(communicationProtocolsRead, permission('azc-communication-protocols-create')),
    edit: guard(communicationProtocolsRead, permission('azc-communication-protocols-update')),
    delete: guard(communicationProtocolsRead, permission('azc-communication-protocols-update')),
  }),
  plain(
    'compatibilitywarnings',
    'marketplace',
    only(compatibilityWarnings, ['list', 'details', 'create', 'edit', 'delete']),
  ),
  plain('compatibilityiumodels', 'marketplace', {
    ...only(compatibilityWarnings, ['details', 'create', 'edit', 'delete']),
    list: guard(permission('azc-iumodel-technologies-read')),
  }),
  plain('compatibilitytypes', 'marketplace', permissionAccess('compatibility-types')),
  plain('iumodeltypes', 'marketplace', permissionAccess('iumodel-types')),
  // Communication
  // Notifications are read-only records of sent mail: listed and viewed (resend is their one action).
  plain(
    'notifications',
    'communication',
    only(roleAccess(['AZ_SADMIN', 'AZ_DASH_GART_ADMIN', 'AZ_DASH_NOTIFICATIONS']), ['list', 'details']),
    ['list', 'details'],
  ),
  plain('emailtemplates', 'communication', permissionAccess('emailtemplates')),
  plain('emailtemplatecategories', 'communication', permissionAccess('emailtemplates')),
  plain('news', 'communication', permissionAccess('news')),
  plain('alerts', 'communication', alertsAccess),
  // Global data
  plain('globalmarkets', 'global', roleAccess(['AZ_SADMIN', 'AZ_DASH_GLOBAL'])),
  plain('globalcountries', 'global', permissionAccess('global-countries')),
  plain(
    'globalcompanies',
    'global',
    roleAccess(['AZ_SADMIN', 'AZ_DASH_COMPANIES', 'AZ_DASH_COMPANIES_READONLY']),
  ),
  plain('confprofiles', 'global', permissionAccess('confprofiles')),
  plain('confranks', 'global', permissionAccess('confranks')),
  plain('crmconfigurations', 'global', permissionAccess('crmconfigurations')),
  plain('ticketsconfigurations', 'global', roleAccess(['AZ_SADMIN', 'AZ_DASH_GLOBAL'])),
  // Other
  // The keys are the bundles': nothing to create or delete. Editing a text (and publishing the edits,
  // the refresh) needs -update.
  plain('translations', 'other', only(permissionAccess('translations'), ['list', 'details', 'edit']), [
    'list',
    'details',
    'edit',
  ]),
  plain(
    'logs',
    'other',
    { ...only(roleAccess(['AZ_SADMIN', 'AZ_DASH_LOGS']), ['list', 'details', 'edit']) },
    ['list', 'details'],
  ),
  plain(
    'crmlogs',
    'other',
    {
      list: guard(permission('crm-loggin-requests-read')),
      details: guard(permission('crm-loggin-requests-read')),
    },
    ['list', 'details'],
  ),
  plain(
    'audits',
    'other',
    {
      list: guard(permission('audits-read', 'audits-read-all')),
      details: guard(permission('audits-read', 'audits-read-all')),
    },
    ['list', 'details'],
  ),
  // Operations are written by the bank's notification only: no create, no delete; edit adds the
  // reconciliation note.
  plain(
    'tpvoperations',
    'other',
    {
      ...only(permissionAccess('tpvoperations'), ['list', 'details']),
      edit: guard(permission('azc-tpvoperations-update'), role('AZ_SADMIN', 'AZ_DASH_TPV')),
    },
    ['list', 'details', 'edit'],
  ),
  plain(
    'qrredirections-legacy',
    'other',
    only(permissionAccess('qrredirections'), ['list', 'details', 'create', 'edit', 'delete']),
  ),
  plain(
    'qrredirections',
    'other',
    only(permissionAccess('qrredirections'), ['list', 'details', 'create', 'edit', 'delete']),
  ),
  {
    ...plain(
      'wikizones',
      'other',
      {
        ...only(roleAccess(['AZ_SADMIN', 'AZ_DASH_WIKIZONE']), ['list', 'details', 'create']),
        edit: guard(role('AZ_SADMIN')),
        delete: guard(role('AZ_SADMIN')),
      },
      ['list', 'details', 'edit'],
    ),
    extraRoutes: [
      { name: 'wikizones-docu-create', path: '/wikizones/docu-create', action: 'create' },
      { name: 'wikizones-version-create', path: '/wikizones/version-create', action: 'create' },
    ],
  },
  {
    ...plain(
      'documentation',
      'other',
      only(roleAccess(['AZ_SADMIN', 'AZ_DASH_DOCUMENTATION']), [
        'list',
        'details',
        'create',
        'edit',
        'delete',
      ]),
      ['list', 'details', 'edit'],
    ),
    extraRoutes: [{ path: '/documentation/documentation-create', action: 'create' }],
  },
  plain('digitalbooks', 'other', roleAccess(DIGITAL_DOCS_READ, DIGITAL_DOCS_WRITE), CRUD_DUPLICATE),
  plain('digitalsections', 'other', roleAccess(DIGITAL_DOCS_READ, DIGITAL_DOCS_WRITE), CRUD_DUPLICATE),
  plain('digitalsubsections', 'other', roleAccess(DIGITAL_DOCS_READ, DIGITAL_DOCS_WRITE), CRUD_DUPLICATE),
  plain('digitalcontents', 'other', roleAccess(DIGITAL_DOCS_READ, DIGITAL_DOCS_WRITE), CRUD_DUPLICATE),
  plain('statistics', 'other', { list: guard(role('AZ_ADMIN')) }, ['list']),
  plain('warnings', 'other', {
    ...roleAccess(['AZ_ADMIN']),
    list: guard(role('AZ_ADMIN', 'AZ_DASH_WARNINGS')),
    details: guard(role('AZ_ADMIN', 'AZ_DASH_WARNINGS')),
  }),
];

/** Company tabs (spec section 2) reuse the companies permissions. */
function companyTab(tab: string, childParam: string, actions: readonly RouteAction[]): ResourceSpec {
  const base = `/companies/:id/${tab}`;
  const paths: Partial<Record<RouteAction, string>> = {
    list: base,
    create: `${base}/create`,
    details: `${base}/:${childParam}`,
    edit: `${base}/:${childParam}/edit`,
  };
  return {
    resource: `companies-${tab}`,
    base,
    area: 'customers',
    routes: [],
    access: only(permissionAccess('companies'), [
      ...actions,
      ...(actions.includes('edit') ? ['delete' as const] : []),
    ]),
    extraRoutes: actions.map((action) => ({
      path: paths[action] ?? base,
      action,
      parent: 'companies-details',
    })),
  };
}

const COMPANY_TABS: readonly ResourceSpec[] = [
  companyTab('users', 'userid', CRUD),
  companyTab('addresses', 'addressid', CRUD),
  companyTab('orders-company', 'orderid', ['list', 'details']),
  companyTab('discounts', 'discountid', CRUD),
  companyTab('tickets-company', 'ticketid', CRUD),
];

/**
 * The compatibilities of an article ("Compatible units") and of an indoor-unit model ("Compatible
 * articles"): tabs under the parent's details, read by whoever may read the parent's details, written
 * with the compatibility permissions the models take (azc-compatibility-warnings-*, spec section 6).
 */
function compatibilityTab(
  parent: string,
  param: 'id' | 'az_iso',
  parentDetails: string,
  /** Who may write under the parent besides the permission (an article's editors; read-only roles never). */
  parentWrite = guard(),
): ResourceSpec {
  const base = `/${parent}/:${param}/compatibilities`;
  const write = (action: 'create' | 'delete') =>
    `${parentWrite}|${permission(
      action === 'create' ? 'azc-compatibility-warnings-create' : 'azc-compatibility-warnings-delete',
    )}`;
  const paths: Partial<Record<RouteAction, string>> = {
    list: base,
    create: `${base}/create`,
    details: `${base}/:compatibilityid`,
    edit: `${base}/:compatibilityid/edit`,
  };
  return {
    resource: `${parent}-compatibilities`,
    base,
    area: 'marketplace',
    routes: [],
    access: {
      list: parentDetails,
      details: parentDetails,
      create: write('create'),
      edit: write('delete'),
      delete: write('delete'),
    },
    extraRoutes: CRUD.map((action) => ({
      path: paths[action] ?? base,
      action,
      parent: `${parent}-details`,
    })),
  };
}

const guardOf = (resource: string, action: AccessAction): string => {
  const guardText = RESOURCES.find((spec) => spec.resource === resource)?.access[action];
  if (!guardText) throw new Error(`${resource} has no ${action} guard`);
  return guardText;
};

const COMPATIBILITY_TABS: readonly ResourceSpec[] = [
  compatibilityTab('articles', 'az_iso', guardOf('articles', 'details'), guardOf('articles', 'edit')),
  compatibilityTab('compatibilityiumodels', 'id', guardOf('compatibilityiumodels', 'details')),
  // No screens: a vocabulary of the product that the model form's select reads (docs/decisions.md).
  {
    resource: 'iumodeltechnologies',
    base: '/iumodeltechnologies',
    area: 'marketplace',
    routes: [],
    access: {
      list: guard(
        permission(
          'azc-iumodel-technologies-read',
          'azc-compatibility-warnings-create',
          'azc-compatibility-warnings-delete',
        ),
      ),
      details: guard(
        permission(
          'azc-iumodel-technologies-read',
          'azc-compatibility-warnings-create',
          'azc-compatibility-warnings-delete',
        ),
      ),
    },
  },
];

function page(resource: string, path: string, pageGuard: string, strictRoles = false): ResourceSpec {
  return {
    resource,
    base: path,
    area: 'shell',
    routes: [],
    access: { page: pageGuard },
    strictRoles,
    extraRoutes: [{ name: resource, path, action: 'page' }],
  };
}

const SHELL: readonly ResourceSpec[] = [
  page('login', '/login', 'guest'),
  page('callback', '/callback', 'public'),
  // Home shows the corporate applications every signed-in user may open.
  page('home', '/', 'auth'),
  // Role TEST only: the one guard AZ_SADMIN does not pass.
  page('about', '/about', guard(role('TEST')), true),
];

const ALL_RESOURCES: readonly ResourceSpec[] = [
  ...SHELL,
  ...RESOURCES,
  ...COMPANY_TABS,
  ...COMPATIBILITY_TABS,
];

// ---- building ----------------------------------------------------------------------------------------

function standardPath(base: string, action: RouteAction, param: string): string {
  switch (action) {
    case 'list':
    case 'page':
      return base;
    case 'create':
    case 'duplicate':
    case 'sync':
      return `${base}/${action}`;
    case 'details':
      return `${base}/:${param}`;
    case 'edit':
    case 'relaunch':
      return `${base}/:${param}/${action}`;
  }
}

function buildRoutes(spec: ResourceSpec): RouteDef[] {
  const param = spec.param ?? 'id';
  const entries: ExtraRoute[] = [
    ...spec.routes.map((action) => ({ path: standardPath(spec.base, action, param), action })),
    ...(spec.extraRoutes ?? []),
  ];
  return entries.map((entry) => {
    const routeGuard = spec.access[entry.action];
    if (!routeGuard) throw new Error(`Route ${spec.resource}-${entry.action} has no guard`);
    return {
      name: entry.name ?? `${spec.resource}-${entry.action}`,
      path: entry.path,
      ...(entry.parent ? { parent: entry.parent } : {}),
      guard: routeGuard,
      ...(spec.strictRoles ? { strictRoles: true } : {}),
      area: spec.area,
      action: entry.action,
      resource: spec.resource,
      ...(entry.action === 'duplicate' ? { query: ['from'] } : {}),
    };
  });
}

export const ROUTES: readonly RouteDef[] = ALL_RESOURCES.flatMap(buildRoutes);

/** Guards per resource and action; a duplicate guard exists only where a duplicate route does. */
export const RESOURCE_ACCESS: Readonly<Record<string, Readonly<AccessGuards>>> = Object.fromEntries(
  ALL_RESOURCES.map((spec) => {
    const hasDuplicate = ROUTES.some((r) => r.resource === spec.resource && r.action === 'duplicate');
    const entries = Object.entries(spec.access).filter(([action]) => action !== 'duplicate' || hasDuplicate);
    return [spec.resource, Object.fromEntries(entries)];
  }),
);

const strictResources = new Set(ALL_RESOURCES.filter((s) => s.strictRoles).map((s) => s.resource));
const routesByName = new Map(ROUTES.map((r) => [r.name, r]));

// ---- lookups -----------------------------------------------------------------------------------------

export function routeByName(name: string): RouteDef | undefined {
  return routesByName.get(name);
}

export class UnknownAccessError extends Error {}

/** The guard string the server enforces for an action on a resource; throws when none is defined. */
export function guardForAction(resource: string, action: AccessAction): string {
  const access = RESOURCE_ACCESS[resource];
  if (!access) throw new UnknownAccessError(`Unknown resource '${resource}'`);
  const found = access[action];
  if (!found) throw new UnknownAccessError(`Resource '${resource}' has no '${action}' action`);
  return found;
}

export function isStrictResource(resource: string): boolean {
  return strictResources.has(resource);
}

/** Decides an action on a resource for a subject (null = not signed in), strict roles included. */
export function accessOutcome(
  resource: string,
  action: AccessAction,
  subject: GuardSubject | null,
): GuardOutcome {
  return checkGuards(parseGuard(guardForAction(resource, action)), subject, {
    strictRoles: isStrictResource(resource),
  });
}

export function canAccess(resource: string, action: AccessAction, subject: GuardSubject | null): boolean {
  return accessOutcome(resource, action, subject) === 'allowed';
}

/** Decides a route for a subject; use this rather than `isAllowed(route.guard)` so /about stays strict. */
export function routeOutcome(route: RouteDef, subject: GuardSubject | null): GuardOutcome {
  return checkGuards(parseGuard(route.guard), subject, { strictRoles: route.strictRoles ?? false });
}

export function canOpenRoute(route: RouteDef | string, subject: GuardSubject | null): boolean {
  const def = typeof route === 'string' ? routeByName(route) : route;
  return def !== undefined && routeOutcome(def, subject) === 'allowed';
}

/** Fills a route's `:params` (URL-encoded); throws when one is missing. */
export function buildPath(name: string, params: Readonly<Record<string, string | number>> = {}): string {
  const route = routeByName(name);
  if (!route) throw new UnknownAccessError(`Unknown route '${name}'`);
  return route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route '${name}' needs the parameter '${key}'`);
    return encodeURIComponent(String(value));
  });
}

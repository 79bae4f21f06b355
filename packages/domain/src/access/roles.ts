import { SUPER_ADMIN_ROLE } from './guards.ts';

/**
 * The role catalogue of spec section 6. Names are kept exactly as the spec writes them, including
 * `AS_DASH_GART_BASIC` (catalogue routes) beside `AZ_DASH_GART_BASIC` (categories).
 */
export const ROLES = [
  { name: 'AZ_SADMIN', description: 'Super administrator: passes every role and permission check' },
  {
    name: 'AZ_ADMIN',
    description: 'Administrator: catalogue, media, categories, statistics, warnings, watermarks',
  },
  { name: 'AZ_DASH_GART', description: 'Catalogue editor' },
  { name: 'AZ_DASH_GART_ADMIN', description: 'Catalogue administrator (also imports, exports, categories)' },
  { name: 'AS_DASH_GART_BASIC', description: 'Catalogue basic access (catalogue routes)' },
  { name: 'AZ_DASH_GART_BASIC', description: 'Catalogue basic access (categories)' },
  { name: 'AZ_DASH_GART_READONLY', description: 'Catalogue read-only: sees the ranges group' },
  { name: 'AZ_DASH_MULTIMEDIA', description: 'Multimedia editor (catalogue and autodiagnosis)' },
  { name: 'AZ_DASH_MULTIMEDIA_CLASSIFICATION', description: 'Media classes editor' },
  { name: 'AZ_DASH_MULTIMEDIA_MANAGEMENT', description: 'Media resources manager' },
  { name: 'AZ_EXPORT_GART', description: 'Catalogue exports' },
  { name: 'AZ_DASH_GART_MANUFACTURERS', description: 'Manufacturers editor' },
  { name: 'AZ_DASH_MANUFACTURERS_READONLY', description: 'Manufacturers read-only' },
  { name: 'AZ_DASH_GART_FAMILIES', description: 'Families editor' },
  { name: 'AZ_DASH_FAMILIES_READONLY', description: 'Families read-only' },
  { name: 'AZ_DASH_GART_SYSTEMS', description: 'Systems editor' },
  { name: 'AZ_DASH_SYSTEMS_READONLY', description: 'Systems read-only' },
  { name: 'AZ_DASH_GART_ATTRIBUTES', description: 'Attributes editor' },
  { name: 'AZ_DASH_ATTRIBUTES_READONLY', description: 'Attributes read-only' },
  { name: 'AZ_DASH_RANGES', description: 'Ranges editor' },
  { name: 'AZ_DASH_RANGES_READONLY', description: 'Ranges read-only' },
  { name: 'AZ_DASH_GART_PRODUCTS', description: 'Products editor' },
  { name: 'AZ_DASH_PRODUCTS_READONLY', description: 'Products read-only' },
  { name: 'AZ_DASH_GART_ARTICLES', description: 'Articles editor' },
  { name: 'AZ_DASH_ARTICLES_READONLY', description: 'Articles read-only' },
  { name: 'AZ_BASIC_MARKET', description: 'Market user: products, articles and the media resources list' },
  { name: 'AZ_SAT', description: 'Technical service (SAT): families and systems' },
  { name: 'CLIENT_ADMIN', description: 'Client administrator: families and systems' },
  { name: 'AZ_DASH_JDP', description: 'JDP: families and systems' },
  { name: 'AZ_DASH_JDPC', description: 'JDPC: media resources' },
  { name: 'AZ_DASH_PROJECTS', description: 'Projects: media resources' },
  { name: 'AZ_DASH_PQ', description: 'PQ: media resources' },
  { name: 'AZ_DASH_FAQS', description: 'FAQs editor' },
  { name: 'AZ_DASH_DOCS', description: 'Docs editor' },
  { name: 'GART_IMPORTS', description: 'Catalogue imports: list, create and edit' },
  { name: 'COMPATIBILITY_IMPORTS', description: 'Compatibility imports: list and edit' },
  { name: 'ACADEMY_IMPORTS', description: 'Academy imports: list' },
  { name: 'RRHH_IMPORTS', description: 'Human resources imports: list' },
  { name: 'COMMERCIAL_EXPORTS', description: 'Commercial exports' },
  { name: 'AZ_DASHBOARD_EXPORTS', description: 'Dashboard exports' },
  { name: 'AZ_DASH_CLIENTS', description: 'Temporary customers' },
  { name: 'AZ_DASH_NOTIFICATIONS', description: 'Notifications' },
  { name: 'AZ_DASH_TPV', description: 'Card-terminal (TPV) operations: edit' },
  { name: 'AZ_DASH_DIAGNOSTICS', description: 'Autodiagnosis' },
  { name: 'AZ_DASH_LOGS', description: 'Logs' },
  { name: 'AZ_DASH_GLOBAL', description: 'Global markets and ticket configurations' },
  { name: 'AZ_DASH_COMPANIES', description: 'Global companies' },
  { name: 'AZ_DASH_COMPANIES_READONLY', description: 'Global companies read-only' },
  { name: 'AZC_GLOBAL_COUNTRIES_ADMIN', description: 'Global countries administrator (menu)' },
  { name: 'AZ_DASH_WIKIZONE', description: 'Wiki zone (no edit)' },
  { name: 'AZ_DASH_DOCUMENTATION', description: 'Documentation' },
  { name: 'AZ_DIGITAL_DOCS_BASIC', description: 'Digital documentation: list and view' },
  { name: 'AZ_DIGITAL_DOCS_ADMIN', description: 'Digital documentation: create, edit and duplicate' },
  { name: 'AZ_RENOVE_BASIC', description: 'Renewal plans: list and view' },
  { name: 'AZ_RENOVE_ADMIN', description: 'Renewal plans: create and edit' },
  { name: 'AZ_DASH_WARNINGS', description: 'API warnings (menu, list and view)' },
  { name: 'AZC_WATERMARK_ADMIN', description: 'Watermarks administrator' },
  { name: 'AZC_WATERMARK_BASIC', description: 'Watermarks: list and view' },
  { name: 'AZ_TICKET_CATEGORY_ADMIN', description: 'Ticket categories administrator' },
  { name: 'AZ_TICKET_CATEGORY_BASIC', description: 'Ticket categories: list and view' },
  { name: 'TEST', description: 'Test role: the /about screen (AZ_SADMIN does not pass it)' },
] as const;

export type RoleName = (typeof ROLES)[number]['name'];
export interface RoleDefinition {
  readonly name: RoleName;
  readonly description: string;
}

export const ROLE_NAMES: readonly RoleName[] = ROLES.map((r) => r.name);

const roleNames = new Set<string>(ROLE_NAMES);
export function isRoleName(name: string): name is RoleName {
  return roleNames.has(name);
}

export function isReadOnlyRole(name: string): boolean {
  return name.endsWith('_READONLY');
}

/** Roles that may list and view but never create, duplicate, edit or delete (SPEC-RULINGS). */
export const READ_ONLY_ROLES: readonly RoleName[] = ROLE_NAMES.filter(isReadOnlyRole);

/**
 * True when the roles that grant access are all read-only: the roles of `roles` found in `granting`
 * (every role of the user when `granting` is omitted) are non-empty and all `*_READONLY`.
 * AZ_SADMIN is never read-only. The server uses it to refuse a write with a clear message.
 */
export function isReadOnlyOnly(roles: readonly string[], granting?: readonly string[]): boolean {
  if (roles.includes(SUPER_ADMIN_ROLE)) return false;
  const effective = granting ? roles.filter((r) => granting.includes(r)) : roles;
  return effective.length > 0 && effective.every(isReadOnlyRole);
}

/** Drops read-only roles from a role list (used to derive write guards from read guards). */
export function withoutReadOnly<T extends string>(roles: readonly T[]): T[] {
  return roles.filter((r) => !isReadOnlyRole(r));
}

import { z } from 'zod';
import { checkGuards, type GuardSubject, parseGuard } from '../access/guards.ts';
import { EXPORT_ROLES, routeByName } from './route-table.ts';

/** One link of the sidebar. `guard` decides its visibility; it never admits more than its route. */
export interface MenuItem {
  /** i18n key of the label, e.g. `menu.ranges`. */
  readonly key: string;
  readonly routeName: string;
  /** Route parameters (the export sub-menus link to `exports-gart` with family and entity). */
  readonly params?: Readonly<Record<string, string>>;
  readonly guard: string;
}

/** A sub-menu that toggles open and closed (the exports group: one per family). */
export interface MenuSubmenu {
  readonly key: string;
  readonly items: readonly MenuItem[];
}

export interface MenuGroup {
  /** i18n key of the group; `titled: false` groups are a run of plain links without a heading. */
  readonly key: string;
  readonly titled: boolean;
  readonly items: readonly MenuItem[];
  readonly submenus?: readonly MenuSubmenu[];
}

/** A permission name: no guard separators (`|`, `,`, `:`) can slip into a guard string. */
const PERMISSION_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Export config of `GET msloader.v1/exports/config`: family > entity > { ms, permission }. */
export const exportConfigSchema = z.record(
  z.string().min(1),
  z.record(z.string().min(1), z.object({ ms: z.string(), permission: z.string().regex(PERMISSION_PATTERN) })),
);
export type ExportConfig = z.infer<typeof exportConfigSchema>;

function guardOf(routeName: string): string {
  const route = routeByName(routeName);
  if (!route) throw new Error(`Menu links to unknown route '${routeName}'`);
  return route.guard;
}

/** An item whose visibility is its route's own guard (the usual case). */
function item(resource: string, routeName = `${resource}-list`): MenuItem {
  return { key: `menu.${resource}`, routeName, guard: guardOf(routeName) };
}

const group = (name: string, items: MenuItem[]): MenuGroup => ({
  key: `menu.groups.${name}`,
  titled: true,
  items,
});
const plainGroup = (name: string, items: MenuItem[]): MenuGroup => ({
  key: `menu.groups.${name}`,
  titled: false,
  items,
});

/** The sidebar groups of spec section 2, in order. The exports group is filled by `exportMenu`. */
export const MENU: readonly MenuGroup[] = [
  // Home lists the corporate applications; every signed-in user reaches it.
  plainGroup('applications', [
    { key: 'menu.applications', routeName: 'home', guard: guardOf('home') },
    // The AZ_ADMIN's figures (spec sections 2 and 6), next to the home screen.
    item('statistics'),
  ]),
  group('access', [item('rolesgroups'), item('roles'), item('permissions'), item('oauthclients')]),
  group('configuration', [item('confprofiles'), item('confranks')]),
  group('internalusers', [item('internalusers'), item('partnerusers')]),
  group('externalusers', [item('companies'), item('externalusers')]),
  group('commissions', [item('agentcommissions'), item('agentcommissionconfigs')]),
  group('orders', [item('professionalorders'), item('clientorders')]),
  plainGroup('aftersales', [
    item('returns'),
    item('warranties'),
    item('coupons'),
    item('tickets'),
    item('renewalplans'),
  ]),
  group('logistics', [item('shipments'), item('dhlparcels')]),
  plainGroup('crmconfigurations', [item('crmconfigurations')]),
  group('amazon', [item('amazonmarketplaces'), item('amazonasins')]),
  group('ranges', [
    item('ranges'),
    item('systems'),
    item('families'),
    item('attributes'),
    item('products'),
    item('articles'),
    item('manufacturers'),
    item('watermarks'),
  ]),
  group('global', [
    item('globalmarkets'),
    // Spec section 6 "menu also" AZC_GLOBAL_COUNTRIES_ADMIN: that role shows the entry through the
    // azc-global-countries-* permissions the product seeds on it (modules/global/global.seed.ts), so
    // the entry and its screens follow one guard and the entry never ends in "access denied".
    item('globalcountries'),
    item('globalcompanies'),
    item('ticketcategories'),
  ]),
  group('classification', [item('mediagroups'), item('mediaclasses'), item('mediatypes')]),
  plainGroup('media', [item('mediaresources'), { ...item('imports'), key: 'menu.importers' }]),
  { key: 'menu.groups.exports', titled: true, items: [] },
  group('digitaldocumentation', [
    item('digitalbooks'),
    item('digitalsections'),
    item('digitalsubsections'),
    item('digitalcontents'),
  ]),
  group('compatibilities', [
    item('communicationprotocols'),
    item('compatibilitywarnings'),
    { ...item('compatibilityiumodels'), key: 'menu.iumodeltechnologies' },
    item('compatibilitytypes'),
    item('iumodeltypes'),
  ]),
  plainGroup('content', [item('faqs'), item('autodiagnosis'), item('translations'), item('notifications')]),
  group('emailtemplates', [item('emailtemplates'), item('emailtemplatecategories')]),
  plainGroup('logs', [item('logs'), item('crmlogs'), item('warnings')]),
  plainGroup('tools', [
    item('tpvoperations'),
    item('qrredirections-legacy'),
    item('qrredirections'),
    item('audits'),
  ]),
  group('communications', [item('alerts'), item('news')]),
  plainGroup('wiki', [item('wikizones'), item('documentation')]),
  group('technicalassistance', [item('technicalassistances'), item('assignments'), item('works')]),
];

function visible(guard: string, subject: GuardSubject): boolean {
  return checkGuards(parseGuard(guard), subject) === 'allowed';
}

const exportRoleGuard = `auth|role:${EXPORT_ROLES.join(',')}`;

/**
 * The exports group's sub-menus: one per family, one item per entity, in the config's order,
 * linking to `exports-gart`. An entity shows with an export role AND the config's permission.
 */
export function exportMenu(config: ExportConfig, subject: GuardSubject): MenuSubmenu[] {
  const submenus: MenuSubmenu[] = [];
  for (const [family, entities] of Object.entries(config)) {
    const items: MenuItem[] = Object.entries(entities)
      .filter(([, entry]) => PERMISSION_PATTERN.test(entry.permission))
      .map(([entity, entry]) => ({
        key: `exports.entities.${entity}`,
        routeName: 'exports-gart',
        params: { family, entity },
        guard: `${exportRoleGuard}|permission:${entry.permission}`,
      }))
      .filter((i) => visible(i.guard, subject));
    if (items.length > 0) submenus.push({ key: `exports.families.${family}`, items });
  }
  return submenus;
}

/** The sidebar for a signed-in subject: only visible items, only groups with at least one. */
export function visibleMenu(subject: GuardSubject, exportConfig?: ExportConfig): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const g of MENU) {
    if (g.key === 'menu.groups.exports') {
      const submenus = exportConfig ? exportMenu(exportConfig, subject) : [];
      if (submenus.length > 0) groups.push({ ...g, items: [], submenus });
      continue;
    }
    const items = g.items.filter((i) => visible(i.guard, subject));
    if (items.length > 0) groups.push({ ...g, items });
  }
  return groups;
}

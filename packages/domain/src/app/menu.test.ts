import { describe, expect, it } from 'vitest';
import { type ExportConfig, exportConfigSchema, exportMenu, MENU, visibleMenu } from './menu.ts';
import { canOpenRoute } from './route-table.ts';

const user = (roles: string[] = [], permissions: string[] = []) => ({ roles, permissions });

const exportConfig: ExportConfig = {
  catalogue: {
    articles: { ms: 'msproduct', permission: 'azc-export-articles' },
    ranges: { ms: 'msproduct', permission: 'azc-export-ranges' },
  },
  media: { resources: { ms: 'msmultimedia', permission: 'azc-export-resources' } },
};

const keys = (groups: { key: string }[]) => groups.map((g) => g.key);

describe('sidebar', () => {
  it('lists the groups of the spec in order', () => {
    expect(keys([...MENU])).toEqual([
      'menu.groups.applications',
      'menu.groups.access',
      'menu.groups.configuration',
      'menu.groups.internalusers',
      'menu.groups.externalusers',
      'menu.groups.commissions',
      'menu.groups.orders',
      'menu.groups.aftersales',
      'menu.groups.logistics',
      'menu.groups.crmconfigurations',
      'menu.groups.amazon',
      'menu.groups.ranges',
      'menu.groups.global',
      'menu.groups.classification',
      'menu.groups.media',
      'menu.groups.exports',
      'menu.groups.digitaldocumentation',
      'menu.groups.compatibilities',
      'menu.groups.content',
      'menu.groups.emailtemplates',
      'menu.groups.logs',
      'menu.groups.tools',
      'menu.groups.communications',
      'menu.groups.wiki',
      'menu.groups.technicalassistance',
    ]);
    expect(MENU.find((g) => g.key === 'menu.groups.ranges')?.items.map((i) => i.routeName)).toEqual([
      'ranges-list',
      'systems-list',
      'families-list',
      'attributes-list',
      'products-list',
      'articles-list',
      'manufacturers-list',
      'watermarks-list',
    ]);
  });

  it('shows the super admin every group, exports included', () => {
    const menu = visibleMenu(user(['AZ_SADMIN']), exportConfig);
    expect(keys(menu)).toEqual(keys([...MENU]));
    const total = MENU.reduce((n, g) => n + g.items.length, 0);
    expect(menu.reduce((n, g) => n + g.items.length, 0)).toBe(total);
  });

  it('shows a catalogue editor the catalogue groups only', () => {
    const menu = visibleMenu(user(['AZ_DASH_GART']), exportConfig);
    expect(keys(menu)).toEqual([
      'menu.groups.applications',
      'menu.groups.ranges',
      'menu.groups.classification',
      'menu.groups.media',
      'menu.groups.content',
    ]);
    const ranges = menu.find((g) => g.key === 'menu.groups.ranges');
    expect(ranges?.items.map((i) => i.key)).not.toContain('menu.watermarks');
    expect(menu.find((g) => g.key === 'menu.groups.content')?.items.map((i) => i.key)).toEqual(['menu.faqs']);
  });

  it('shows a user without roles only what needs nothing but signing in', () => {
    const menu = visibleMenu(user(), exportConfig);
    expect(menu).toHaveLength(1);
    expect(menu[0]?.items).toEqual([{ key: 'menu.applications', routeName: 'home', guard: 'auth' }]);
  });

  it('shows the statistics to AZ_ADMIN (and the super admin) after the home link', () => {
    const items = (roles: string[]) => visibleMenu(user(roles))[0]?.items.map((i) => i.key);
    expect(items(['AZ_ADMIN'])).toEqual(['menu.applications', 'menu.statistics']);
    expect(items(['AZ_SADMIN'])).toEqual(['menu.applications', 'menu.statistics']);
    expect(items(['AZ_DASH_GART'])).toEqual(['menu.applications']);
  });

  it('shows the menu-only roles their entries', () => {
    const readonly = visibleMenu(user(['AZ_DASH_GART_READONLY']));
    expect(readonly.find((g) => g.key === 'menu.groups.ranges')?.items).toHaveLength(7);
    const warnings = visibleMenu(user(['AZ_DASH_WARNINGS']));
    expect(warnings.flatMap((g) => g.items.map((i) => i.key))).toContain('menu.warnings');
    const companies = visibleMenu(user(['AZ_DASH_COMPANIES_READONLY']));
    expect(companies.flatMap((g) => g.items.map((i) => i.key))).toContain('menu.globalcompanies');
  });

  it('shows the global countries entry for its read permission, with or without the admin role', () => {
    const has = (roles: string[], permissions: string[]) =>
      visibleMenu(user(roles, permissions))
        .flatMap((g) => g.items)
        .some((i) => i.key === 'menu.globalcountries');
    expect(has([], ['azc-global-countries-read'])).toBe(true);
    // The role shows it through the permissions seeded on it; the bare role name opens nothing.
    expect(has(['AZC_GLOBAL_COUNTRIES_ADMIN'], ['azc-global-countries-read'])).toBe(true);
    expect(has(['AZC_GLOBAL_COUNTRIES_ADMIN'], [])).toBe(false);
    expect(has([], ['azc-global-countries-create', 'azc-global-countries-update'])).toBe(false);
  });

  it('never shows an entry whose screen would refuse the user', () => {
    const subjects = [
      user(),
      user(['AZ_DASH_GART']),
      user(['AZ_DASH_GART_READONLY']),
      user(['AZ_SAT'], ['azc-returns-read', 'azc-tickets-read', 'azc-airboard-atp-access']),
      user(['AZC_WATERMARK_BASIC'], ['azc-watermark-read']),
      user(['AZC_GLOBAL_COUNTRIES_ADMIN'], ['azc-global-countries-read']),
      user([], ['azc-global-countries-read']),
      user(['AZ_DASH_WARNINGS', 'AZ_DASH_DIAGNOSTICS', 'COMMERCIAL_EXPORTS'], ['azc-export-articles']),
      user(['AZ_SADMIN']),
    ];
    for (const subject of subjects) {
      for (const group of visibleMenu(subject, exportConfig)) {
        const items = [...group.items, ...(group.submenus ?? []).flatMap((s) => s.items)];
        for (const item of items) expect(canOpenRoute(item.routeName, subject), item.key).toBe(true);
      }
    }
  });
});

describe('exports menu', () => {
  it('builds family sub-menus from the config, filtered by permission and export role', () => {
    const commercial = user(['COMMERCIAL_EXPORTS'], ['azc-export-articles', 'azc-export-resources']);
    const submenus = exportMenu(exportConfig, commercial);
    expect(submenus.map((s) => s.key)).toEqual(['exports.families.catalogue', 'exports.families.media']);
    expect(submenus[0]?.items).toEqual([
      {
        key: 'exports.entities.articles',
        routeName: 'exports-gart',
        params: { family: 'catalogue', entity: 'articles' },
        guard:
          'auth|role:AZ_SADMIN,AZ_EXPORT_GART,AZ_DASH_GART_ADMIN,COMMERCIAL_EXPORTS,AZ_DASHBOARD_EXPORTS|permission:azc-export-articles',
      },
    ]);
    expect(exportMenu(exportConfig, user([], ['azc-export-articles']))).toEqual([]);
    expect(exportMenu(exportConfig, user(['COMMERCIAL_EXPORTS']))).toEqual([]);
  });

  it('drops the exports group without a config and ignores permissions that would break a guard', () => {
    expect(keys(visibleMenu(user(['AZ_SADMIN']))).includes('menu.groups.exports')).toBe(false);
    const hostile = { x: { y: { ms: 'm', permission: 'a|role:TEST' } } };
    expect(exportMenu(hostile, user(['AZ_SADMIN']))).toEqual([]);
    expect(exportConfigSchema.safeParse(hostile).success).toBe(false);
    expect(exportConfigSchema.safeParse(exportConfig).success).toBe(true);
  });
});

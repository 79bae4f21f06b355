import { buildPath, exportConfigSchema, type MenuGroup, visibleMenu } from '@proboard/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import {
  DEMO_ADMIN,
  DEMO_AFTERSALES,
  DEMO_CATALOGUE,
  DEMO_READONLY,
  type DemoAccount,
} from './src/demo-accounts.ts';
import { accountFacts } from './src/gateway-api.ts';
import { serverUnderTest } from './src/server-under-test.ts';
import { menuGroupKeys, sidebarMenu, signInAs } from './src/shell-page.ts';

const { baseUrl } = serverUnderTest();

/** The sidebar the domain's `visibleMenu` computes for what the server says about the account. */
async function expectedMenu(account: DemoAccount): Promise<MenuGroup[]> {
  const { user, config } = await accountFacts(baseUrl, account);
  return visibleMenu(user, exportConfigSchema.parse(config));
}

/** Route names of a group's own links (export sub-menus apart). */
function groupRoutes(page: Page, key: string): Promise<string[]> {
  return sidebarMenu(page)
    .locator(`[data-menu-group="${key}"] > [data-route]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-route') ?? ''));
}

async function expectSidebar(page: Page, expected: MenuGroup[]) {
  const keys = expected.map((group) => group.key);
  // The export group follows its config call: wait until the groups settle, then compare exactly.
  await expect.poll(() => menuGroupKeys(page), { timeout: 10_000 }).toEqual(keys);
  for (const group of expected) {
    expect(await groupRoutes(page, group.key), group.key).toEqual(group.items.map((item) => item.routeName));
  }
  const exports = expected.find((group) => group.key === 'menu.groups.exports');
  const submenus = sidebarMenu(page).locator('[data-menu-submenu]');
  expect(await submenus.count()).toBe(exports?.submenus?.length ?? 0);
  for (const submenu of exports?.submenus ?? []) {
    const toggle = sidebarMenu(page).locator(`[data-menu-submenu="${submenu.key}"]`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const links = page.locator(`[data-menu-submenu="${submenu.key}"] + * a[data-route]`);
    await expect
      .poll(() => links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
      .toEqual(submenu.items.map((item) => buildPath(item.routeName, item.params)));
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  }
}

// The professional archetype is refused at sign-in: password-reset.e2e.ts shows it (it owns that account).
describe('sidebar per role archetype', () => {
  const browser = useBrowserSession(baseUrl);

  it.each([
    ['super admin', DEMO_ADMIN],
    ['catalogue editor', DEMO_CATALOGUE],
    ['catalogue read-only', DEMO_READONLY],
    ['after-sales agent', DEMO_AFTERSALES],
  ])('shows the %s exactly the groups and items the domain allows', async (label, account) => {
    const { page, problems } = browser();
    const expected = await expectedMenu(account);
    expect(expected.length).toBeGreaterThan(0);
    await signInAs(page, account);
    await expectSidebar(page, expected);
    await saveScreenshot(page, `menu-${label.replace(/\W+/g, '-')}`);
    expect(problems).toEqual([]);
  });

  it('gives the archetypes different sidebars', async () => {
    const [admin, readonly, aftersales] = await Promise.all(
      [DEMO_ADMIN, DEMO_READONLY, DEMO_AFTERSALES].map(expectedMenu),
    );
    const keys = (menu: MenuGroup[] | undefined) => menu?.map((group) => group.key) ?? [];
    expect(keys(admin)).toContain('menu.groups.exports');
    expect(keys(readonly)).not.toContain('menu.groups.exports');
    expect(keys(aftersales)).toContain('menu.groups.logistics');
    expect(keys(readonly)).not.toContain('menu.groups.logistics');
  });
});

import type { Page } from 'playwright-core';
import type { DemoAccount } from './demo-accounts.ts';
import { loginPage } from './login-page.ts';

/** Signs in through the sign-in screen and waits for the signed-in layout. */
export async function signInAs(page: Page, account: DemoAccount, from = '/login'): Promise<void> {
  await page.goto(from);
  await loginPage(page).signIn(account);
  await sidebarMenu(page).waitFor();
}

export const sidebarMenu = (page: Page) => page.getByTestId('sidebar-menu');

/** The keys of the sidebar groups on screen, in order (`menu.groups.*`). */
export function menuGroupKeys(page: Page): Promise<string[]> {
  return sidebarMenu(page)
    .locator('[data-menu-group]')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-menu-group') ?? ''));
}

/** The error toasts on screen. */
export const errorToast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

export function cookie(page: Page, name: string): Promise<string | undefined> {
  return page
    .context()
    .cookies()
    .then((cookies) => cookies.find((c) => c.name === name)?.value);
}

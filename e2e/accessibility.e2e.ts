import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { watchCspViolations } from './src/csp-violations.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { loginPage } from './src/login-page.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();

/** The screen's blocking axe findings ('' when none), once its content is on screen. */
async function problemsOf(page: Page, ready: () => Promise<unknown>): Promise<string> {
  await ready();
  return accessibilityProblems(page);
}

/** The status icon a form box shows (error, ok, disabled), or 'idle' without one. */
async function statusOf(box: Locator): Promise<string> {
  const icon = box.locator('xpath=..').locator('[data-field-status]');
  return (await icon.count()) === 0 ? 'idle' : ((await icon.getAttribute('data-field-status')) ?? '');
}

describe('accessibility (axe-core, WCAG 2 A/AA)', () => {
  const browser = useBrowserSession(baseUrl);

  it('finds nothing serious on the sign-in page', async () => {
    const { page, problems } = browser();
    const csp = await watchCspViolations(page);
    await page.goto('/login');
    expect.soft(await problemsOf(page, () => loginPage(page).email.waitFor())).toBe('');
    expect.soft(csp).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('finds nothing serious on home and lists, and no signed-in page load breaks the CSP', async () => {
    const { page, problems } = browser();
    const csp = await watchCspViolations(page);
    await signInAs(page, DEMO_ADMIN);
    const home = () => page.getByTestId('corporate-application').first().waitFor();
    expect.soft(await problemsOf(page, home)).toBe('');
    // Full page loads of signed-in screens: zod's eval probe used to be refused on each.
    await page.goto('/manufacturers');
    expect.soft(await problemsOf(page, () => bodyRows(page, 'Fabricantes').first().waitFor())).toBe('');
    await page.goto('/articles');
    expect.soft(await problemsOf(page, () => bodyRows(page, 'Artículos').first().waitFor())).toBe('');
    expect.soft(csp).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('finds nothing serious on a form, marks required fields and shows each field status', async () => {
    const { page, problems } = browser();
    const csp = await watchCspViolations(page);
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/manufacturers/create');
    const code = field(page, 'Código');
    const name = field(page, 'Nombre');
    const brand = field(page, 'Marca 2');
    expect.soft(await problemsOf(page, () => code.waitFor())).toBe('');
    // Required fields say so from the first render, before any save; an untouched form shows no status.
    expect(await code.getAttribute('aria-required')).toBe('true');
    expect(await name.getAttribute('aria-required')).toBe('true');
    expect(await brand.getAttribute('aria-required')).toBeNull();
    expect(await page.getByText('Código *', { exact: true }).count()).toBe(1);
    expect([await statusOf(code), await statusOf(brand)]).toEqual(['idle', 'idle']);

    // A refused save: errors readable, marked by icon and border.
    await brand.fill('E');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Comprueba el formulario').waitFor();
    const errors = () => page.getByText('Este campo es obligatorio').first().waitFor();
    expect.soft(await problemsOf(page, errors)).toBe('');
    expect(await statusOf(code)).toBe('error');
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await statusOf(brand)).toBe('error');
    // Fixed values turn ok as they are typed (the form checks every change after a save).
    await code.fill('E2E_A11Y');
    await brand.fill('EA');
    await expect.poll(() => statusOf(code), SETTLE).toBe('ok');
    expect(await statusOf(brand)).toBe('ok');
    expect(await code.getAttribute('data-success')).toBe('true');
    expect(await statusOf(name)).toBe('error');
    expect.soft(await accessibilityProblems(page)).toBe('');
    await saveScreenshot(page, 'field-statuses');

    // Details: every box disabled, with the lock, and no required marks.
    await page.goto('/manufacturers/1');
    await page.waitForURL(pathIs('/manufacturers/1'));
    const loaded = () => expect.poll(() => name.inputValue(), SETTLE).toBe('Airzone');
    expect.soft(await problemsOf(page, loaded)).toBe('');
    expect(await statusOf(name)).toBe('disabled');
    await saveScreenshot(page, 'field-statuses-disabled');
    expect(await name.getAttribute('aria-required')).toBeNull();
    expect.soft(csp).toEqual([]);
    expect(problems).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { signInAs } from './src/catalogue/catalogue-session.ts';
import { SETTLE } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();

const enabledTabs = (page: Page) =>
  page
    .getByRole('tab')
    .evaluateAll((tabs) =>
      tabs.filter((tab) => !(tab as HTMLButtonElement).disabled).map((tab) => tab.textContent),
    );

describe('markets and translations of a catalogue record', () => {
  const browser = useBrowserSession(baseUrl);

  it('offers active markets among the available ones and translations in their languages', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/ranges/create');
    const available = page.getByRole('group', { name: 'Mercados disponibles' });
    const active = page.getByRole('group', { name: 'Mercados activos' });
    await available.getByRole('checkbox', { name: 'España' }).waitFor();

    // No market chosen: no language to translate into, nothing to activate.
    expect(await enabledTabs(page)).toEqual([]);
    await page.getByText('Elige los mercados disponibles para traducir a sus idiomas').waitFor();
    await active.getByText('Elige primero los mercados disponibles').waitFor();
    // Deutschland is not an available market.
    expect(await available.getByRole('checkbox', { name: 'Deutschland' }).count()).toBe(0);

    await available.getByRole('checkbox', { name: 'España' }).check();
    await expect.poll(() => enabledTabs(page), SETTLE).toEqual(['Español', 'English']);
    await active.getByRole('checkbox', { name: 'España' }).check();
    await available.getByRole('checkbox', { name: 'France' }).check();
    await expect.poll(() => enabledTabs(page), SETTLE).toEqual(['Español', 'English', 'Français']);

    // Unchecking an available market takes it out of the active ones too.
    await available.getByRole('checkbox', { name: 'España' }).uncheck();
    expect(await active.getByRole('checkbox', { name: 'España' }).count()).toBe(0);
    await expect.poll(() => enabledTabs(page), SETTLE).toEqual(['Français']);

    await available.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
    await active.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
    expect(await active.getByRole('checkbox', { name: 'United States' }).isChecked()).toBe(true);
    await expect
      .poll(() => enabledTabs(page), SETTLE)
      .toEqual(['Español', 'English', 'Français', 'Italiano', 'Português']);
    await saveScreenshot(page, 'catalogue-range-markets');

    // The slug of a translation follows its name.
    await page.getByLabel('Nombre (ES)', { exact: true }).fill('Gama de Prueba Ñ');
    expect(await page.getByLabel('Slug (ES)', { exact: true }).inputValue()).toBe('gama-de-prueba-n');
    expect(problems).toEqual([]);
  });

  it('marks the markets already available on a saved record', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/ranges/AZ6/edit');
    const available = page.getByRole('group', { name: 'Mercados disponibles' });
    await available.getByRole('checkbox', { name: 'España *' }).waitFor();
    expect(await available.getByRole('checkbox', { name: 'España *' }).isChecked()).toBe(true);
    await page.getByText('* Ya disponible en el registro guardado').waitFor();
    expect(problems).toEqual([]);
  });
});

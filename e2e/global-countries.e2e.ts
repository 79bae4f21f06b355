import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';
import { sidebarMenu } from './src/shell-page.ts';

const { baseUrl } = serverUnderTest();
const API = 'msaddress.v1/admin/global-countries';
/** The demo account whose only role is AZC_GLOBAL_COUNTRIES_ADMIN (modules/global/global.seed.ts). */
const COUNTRIES_ADMIN = { email: 'paises@proboard.local', password: 'proboard-demo' } as const;

interface Region {
  id?: number;
  code: string;
  name: string;
}
interface Country {
  id: number;
  iso: string;
  pro_registration: boolean;
  regions: Region[];
  updated_at: string;
  [key: string]: unknown;
}

async function readSpain(page: Page): Promise<Country> {
  const context = encodeURIComponent(JSON.stringify({ filter: { iso: 'ES' } }));
  const list = await gatewayCall(page, 'GET', `${API}?context=${context}`);
  const row = (list.json.countries as { data: { id: number; iso: string }[] }).data.find(
    (c) => c.iso === 'ES',
  );
  const record = await gatewayCall(page, 'GET', `${API}/${row?.id}`);
  return record.json.country as Country;
}

/** The region names the form shows, in row order. */
const regionNames = (page: Page) =>
  page
    .getByRole('table', { name: 'Regiones' })
    .locator('tbody input')
    .evaluateAll((inputs) =>
      inputs.filter((_, i) => i % 2 === 1).map((input) => (input as HTMLInputElement).value),
    );

describe('countries and regions', () => {
  const browser = useBrowserSession(baseUrl);

  it('edits Spain’s regions and pro registration in the country form', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const original = await readSpain(page);
    // A run interrupted earlier may have left its region behind.
    const clean = original.regions.filter((r) => r.code !== 'E2E');
    const firstName = clean.find((r) => r.code === 'C')?.name.replace(' (E2E)', '') ?? 'A Coruña';
    try {
      await page.goto('/globalcountries');
      await page.getByRole('searchbox').first().fill('Spain');
      await expect.poll(() => bodyRows(page, 'Países').count(), SETTLE).toBe(1);
      expect(await accessibilityProblems(page)).toBe('');

      await page.goto(`/globalcountries/${original.id}/edit`);
      await page.waitForURL(pathIs(`/globalcountries/${original.id}/edit`));
      await expect.poll(() => field(page, 'Nombre 1').inputValue(), SETTLE).toMatch(/^A Coruña/);
      expect(await accessibilityProblems(page)).toBe('');

      await field(page, 'Nombre 1').fill(`${firstName} (E2E)`);
      await page.getByRole('button', { name: 'Añadir fila' }).click();
      const added = clean.length + 1;
      await field(page, `Código ${added}`).fill('e2e');
      await field(page, `Nombre ${added}`).fill('Región de prueba');
      const proRegistration = page.getByRole('switch', { name: /^Registro de profesionales/ });
      const wasOn = await proRegistration.isChecked();
      await proRegistration.click({ force: true });
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await toast(page, 'Se ha guardado correctamente').waitFor();
      await page.waitForURL(pathIs(`/globalcountries/${original.id}`));

      await page.reload();
      await expect.poll(() => regionNames(page), SETTLE).toContain('Región de prueba');
      const names = await regionNames(page);
      expect(names).toContain(`${firstName} (E2E)`);
      expect(names).toHaveLength(clean.length + 1);
      expect(await page.getByRole('switch', { name: /^Registro de profesionales/ }).isChecked()).toBe(!wasOn);
      const saved = await readSpain(page);
      expect(saved.regions.find((r) => r.code === 'E2E')?.name).toBe('Región de prueba');
      expect(saved.pro_registration).toBe(!wasOn);
    } finally {
      // Spain back as the demo has it, so the spec can run again.
      const now = await readSpain(page);
      await gatewayCall(page, 'PUT', `${API}/${now.id}`, {
        ...now,
        pro_registration: original.pro_registration,
        regions: clean.map((r) => (r.code === 'C' ? { ...r, name: firstName } : r)),
      });
    }
    expect(problems).toEqual([]);
  });

  it('shows the countries entry to a user whose only role is AZC_GLOBAL_COUNTRIES_ADMIN', async () => {
    const { page, problems } = browser();
    await signInAs(page, COUNTRIES_ADMIN);
    await sidebarMenu(page).getByRole('link', { name: 'Países' }).click();
    await page.waitForURL(pathIs('/globalcountries'));
    await expect.poll(() => bodyRows(page, 'Países').count(), SETTLE).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

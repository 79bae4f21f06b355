import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, READONLY, removeLeftovers, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const LIST = 'Fabricantes';
const DETAILS = /^\/manufacturers\/(\d+)$/;
const BODY_KEYS = [
  'az_iso',
  'name',
  'slug',
  'brand_1',
  'brand_2',
  'color_logo',
  'grey_logo',
  'airzone_logo',
  'color',
  'active',
  'protocol_active',
  'easyzone_active',
  'updated_at',
];

/** A full PUT body from a read record (a PUT replaces every field). */
const bodyOf = (record: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(BODY_KEYS.map((key) => [key, record[key]])),
  ...changes,
});

describe('manufacturers through the resource kit', () => {
  const browser = useBrowserSession(baseUrl);

  it('creates, edits, duplicates and deletes a manufacturer', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page, 'msproduct.v1/manufacturers', 'manufacturers', 'E2E_');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/msproduct') && request.method() !== 'GET')
        writes.push(request.method());
    });
    await page.goto('/manufacturers');
    await bodyRows(page, LIST).first().waitFor();
    await page.getByRole('link', { name: 'Crear', exact: true }).click();
    await page.waitForURL(pathIs('/manufacturers/create'));
    await page.getByRole('heading', { name: 'Crear fabricante' }).waitFor();

    // Client rules first: no call, the form's toast and the rule's own text with its parameter.
    await field(page, 'Marca 1').fill('TOOLONG');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Comprueba el formulario').waitFor();
    await page.getByText('Este campo es obligatorio').first().waitFor();
    await page.getByText('Debe tener exactamente 3 caracteres').waitFor();
    expect(writes).toEqual([]);

    await field(page, 'Código').fill('E2E_MAKER');
    await field(page, 'Nombre').fill('E2E Maker & Co');
    expect(await field(page, 'Slug').inputValue()).toBe('e2e-maker-and-co');
    await field(page, 'Marca 1').fill('EMK');
    await field(page, 'Marca 2').fill('EM');
    await field(page, 'Color').fill('#3c3c3c');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(DETAILS));
    const id = DETAILS.exec(new URL(page.url()).pathname)?.[1] ?? '';
    await page.getByRole('heading', { name: 'Detalle de fabricante' }).waitFor();
    expect(await field(page, 'Nombre').isDisabled()).toBe(true);
    expect(await field(page, 'Color').inputValue()).toBe('#3c3c3c');
    await saveScreenshot(page, 'catalogue-manufacturer-details');

    // Edit, and leave with unsaved changes: the kit asks first.
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await page.waitForURL(pathIs(`/manufacturers/${id}/edit`));
    await page.getByRole('heading', { name: 'Editar fabricante' }).waitFor();
    await field(page, 'Nombre').fill('E2E Maker Renamed');
    await page.getByRole('link', { name: 'Cancelar', exact: true }).click();
    const unsaved = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await unsaved.getByRole('button', { name: 'Seguir editando' }).click();
    await unsaved.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/manufacturers/${id}/edit`);
    // The name changed, the slug the user never typed follows it.
    expect(await field(page, 'Slug').inputValue()).toBe('e2e-maker-renamed');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(`/manufacturers/${id}`));
    await expect.poll(() => field(page, 'Nombre').inputValue(), SETTLE).toBe('E2E Maker Renamed');

    // Duplicate: prefilled, unique codes emptied; the server's 422 lands under its field.
    await page.getByRole('link', { name: 'Duplicar', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/manufacturers/duplicate' && url.search === `?from=${id}`,
    );
    await page.getByRole('heading', { name: 'Duplicar fabricante' }).waitFor();
    await expect.poll(() => field(page, 'Nombre').inputValue(), SETTLE).toBe('E2E Maker Renamed');
    expect(await field(page, 'Código').inputValue()).toBe('');
    expect(await field(page, 'Slug').inputValue()).toBe('');
    expect(await field(page, 'Marca 1').inputValue()).toBe('EMK');
    await field(page, 'Código').fill('DAIKIN');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Ya existe un registro con este valor').waitFor();
    await field(page, 'Código').fill('E2E_COPY');
    await field(page, 'Nombre').fill('E2E Maker Copy');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL((url) => DETAILS.test(url.pathname) && url.pathname !== `/manufacturers/${id}`);
    const copyId = DETAILS.exec(new URL(page.url()).pathname)?.[1] ?? '';
    expect(await field(page, 'Slug').inputValue()).toBe('e2e-maker-copy');

    // Delete both, confirming each time.
    for (const target of [copyId, id]) {
      await page.goto(`/manufacturers/${target}`);
      await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Eliminar fabricante' });
      await dialog.getByText('Esta acción no se puede deshacer').waitFor();
      await dialog.getByRole('button', { name: 'Eliminar' }).click();
      await toast(page, 'Se ha eliminado correctamente').waitFor();
      await page.waitForURL(pathIs('/manufacturers'));
    }
    await page.goto(`/manufacturers/${id}`);
    await page.getByTestId('record-not-found').waitFor();
    await page.getByRole('link', { name: 'Volver al listado' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('checks an edit form as the user types: a field emptied shows its error, fixed it clears', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/manufacturers/2/edit');
    const name = field(page, 'Nombre');
    await expect.poll(() => name.inputValue(), SETTLE).toBe('Daikin');

    await name.fill('');
    await expect.poll(() => name.getAttribute('aria-invalid'), SETTLE).toBe('true');
    await page.getByText('Este campo es obligatorio').waitFor();
    await name.fill('Daikin');
    await expect.poll(() => name.getAttribute('aria-invalid'), SETTLE).not.toBe('true');
    expect(await page.getByText('Este campo es obligatorio').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('tells the user someone else saved first and reloads their version', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/manufacturers/2/edit');
    await expect.poll(() => field(page, 'Nombre').inputValue(), SETTLE).toBe('Daikin');

    const current = await gatewayCall(page, 'GET', 'msproduct.v1/manufacturers/2');
    const record = current.json.manufacturer as Record<string, unknown>;
    const saved = await gatewayCall(
      page,
      'PUT',
      'msproduct.v1/manufacturers/2',
      bodyOf(record, { name: 'Daikin Europe' }),
    );
    expect(saved.status).toBe(200);

    await field(page, 'Marca 2').fill('DE');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Otra persona ha guardado antes que tú').waitFor();
    await saveScreenshot(page, 'catalogue-conflict');
    await page.getByRole('button', { name: 'Recargar' }).click();
    await expect.poll(() => field(page, 'Nombre').inputValue(), SETTLE).toBe('Daikin Europe');
    expect(await field(page, 'Marca 2').inputValue()).toBe('DK');

    // Put the demo record back for the other tests.
    const again = await gatewayCall(page, 'GET', 'msproduct.v1/manufacturers/2');
    const restored = await gatewayCall(
      page,
      'PUT',
      'msproduct.v1/manufacturers/2',
      bodyOf(again.json.manufacturer as Record<string, unknown>, { name: 'Daikin' }),
    );
    expect(restored.status).toBe(200);
    expect(problems).toEqual([]);
  });

  it('shows a read-only user no create, edit or delete, and the server refuses a hand-made PUT', async () => {
    const { page, problems } = browser();
    await signInAs(page, READONLY);
    await page.goto('/manufacturers');
    await bodyRows(page, LIST).first().waitFor();
    expect(await page.getByRole('link', { name: 'Crear', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Editar / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Eliminar / }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ver AIRZONE - Airzone' }).click();
    await page.waitForURL(pathIs('/manufacturers/1'));
    await page.getByRole('heading', { name: 'Detalle de fabricante' }).waitFor();
    expect(await field(page, 'Nombre').isDisabled()).toBe(true);
    for (const name of ['Editar', 'Duplicar', 'Eliminar', 'Guardar']) {
      const control = page
        .getByRole('button', { name, exact: true })
        .or(page.getByRole('link', { name, exact: true }));
      expect(await control.count()).toBe(0);
    }
    await saveScreenshot(page, 'catalogue-readonly-details');

    const current = await gatewayCall(page, 'GET', 'msproduct.v1/manufacturers/1');
    expect(current.status).toBe(200);
    const record = current.json.manufacturer as Record<string, unknown>;
    const refused = await gatewayCall(
      page,
      'PUT',
      'msproduct.v1/manufacturers/1',
      bodyOf(record, { name: 'Hacked' }),
    );
    expect(refused.status).toBe(403);
    expect(problems).toEqual([]);
  });
});

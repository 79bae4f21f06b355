import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { signInAs } from './src/catalogue/catalogue-session.ts';
import { field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const RANGE = '/api/msproduct.v1/admin/ranges/AZ6';
const EDIT = '/ranges/AZ6/edit';

/**
 * Answers one method of the range's endpoint with `status` and `body` (the server is never asked,
 * so nothing is written); the other calls go through.
 */
async function answer(
  page: Page,
  method: string,
  status: number,
  body: unknown,
): Promise<() => Promise<void>> {
  const matcher = (url: URL) => url.pathname === RANGE;
  const handler = (route: Route) =>
    route.request().method() === method
      ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
      : route.fallback();
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}

const errorModal = (page: Page) => page.getByRole('dialog', { name: 'Se ha producido un error' });

async function openEdit(page: Page) {
  await page.goto(EDIT);
  await page.getByRole('heading', { name: 'Editar gama' }).waitFor();
  await expect.poll(() => field(page, 'Nombre').inputValue(), SETTLE).not.toBe('');
}

/** Saves and waits for the PUT to leave (a refused client check would send none). */
async function save(page: Page) {
  const put = page.waitForRequest(
    (request) => request.method() === 'PUT' && new URL(request.url()).pathname === RANGE,
    { timeout: 20_000 },
  );
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await put;
}

describe('how the kit tells a failed save or action', () => {
  const browser = useBrowserSession(baseUrl);

  it('opens the error modal for a save answered with a 500: message, errors text, Aceptar', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await openEdit(page);
    await answer(page, 'PUT', 500, {
      message: 'Error inesperado (petición 7f3a)',
      errors: { _: ['La base de datos no responde'] },
    });
    await save(page);
    const modal = errorModal(page);
    await modal.getByText('Error inesperado (petición 7f3a)').waitFor();
    await modal.getByText('_: La base de datos no responde').waitFor();
    await saveScreenshot(page, 'kit-error-modal');
    await modal.getByRole('button', { name: 'Aceptar' }).click();
    await modal.waitFor({ state: 'hidden' });
    // Nothing was saved: the user is still on the form, and the message is not a passing toast.
    expect(new URL(page.url()).pathname).toBe(EDIT);
    expect(await toast(page, 'Error inesperado').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('marks the fields a 400 names, and shows in the modal the errors no field holds', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await openEdit(page);
    const name = field(page, 'Nombre');

    // Only fields of the form: marked, with the form's toast and no modal.
    const unroute = await answer(page, 'PUT', 400, {
      message: 'Datos no válidos',
      errors: { name: ['Este nombre está reservado'] },
    });
    await save(page);
    await toast(page, 'Comprueba el formulario').waitFor();
    await page.getByText('Este nombre está reservado').waitFor();
    await expect.poll(() => name.getAttribute('aria-invalid'), SETTLE).toBe('true');
    expect(await errorModal(page).count()).toBe(0);
    await unroute();

    // A general error and a key the form has no field for still reach the user.
    await answer(page, 'PUT', 400, {
      message: 'Datos no válidos',
      errors: {
        name: ['Este nombre está reservado'],
        _: ['La gama está bloqueada'],
        updated_at: ['Fecha no válida'],
      },
    });
    await save(page);
    const modal = errorModal(page);
    await modal.getByText('Datos no válidos').waitFor();
    await modal.getByText('_: La gama está bloqueada').waitFor();
    await modal.getByText('updated_at: Fecha no válida').waitFor();
    expect(await modal.getByText('Este nombre está reservado').count()).toBe(0);
    await modal.getByRole('button', { name: 'Aceptar' }).click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => name.getAttribute('aria-invalid'), SETTLE).toBe('true');
    expect(problems).toEqual([]);
  });

  it('opens the error modal when a delete is refused', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/ranges/AZ6');
    await page.getByRole('heading', { name: 'Detalle de gama' }).waitFor();
    await answer(page, 'DELETE', 409, { message: 'No se puede eliminar: otros registros lo usan' });
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar gama' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    const modal = errorModal(page);
    await modal.getByText('No se puede eliminar: otros registros lo usan').waitFor();
    await modal.getByRole('button', { name: 'Aceptar' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/ranges/AZ6');
    expect(problems).toEqual([]);
  });

  it('says in an alert box why a record could not be read, and reads it again on request', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const unroute = await answer(page, 'GET', 403, { message: 'No puedes leer esta gama' });
    await page.goto(EDIT);
    const box = page.getByRole('alert').filter({ hasText: 'Se ha producido un error' });
    await box.getByText('No se ha podido cargar el registro').waitFor();
    await box.getByText('No puedes leer esta gama').waitFor();
    await saveScreenshot(page, 'kit-alert-box');
    await unroute();
    await box.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Editar gama' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(EDIT);
    expect(problems).toEqual([]);
  });

  it('says how many values a limited multiselect takes', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/globalmarkets/create');
    await page.waitForURL(pathIs('/globalmarkets/create'));
    await page.getByText('Elige hasta 10').waitFor();
    expect(problems).toEqual([]);
  });
});

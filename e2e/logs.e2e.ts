import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const ORIGIN = 'POST /api/msdashboard.v1/admin/api-warnings';

describe('logs and API warnings', () => {
  const browser = useBrowserSession(baseUrl);

  it('lists the logs filtered by level and origin, and marks one as seen after the confirmation', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    // A request the database refuses (a NUL byte) is logged as a warning of that request.
    const refused = await gatewayCall(page, 'POST', 'msdashboard.v1/admin/api-warnings', {
      description: 'E2E\u0000',
      state: 'open',
    });
    expect(refused.status).toBe(422);

    await page.goto('/logs');
    await expect.poll(() => bodyRows(page, 'Logs').count(), SETTLE).toBeGreaterThan(0);
    await choose(page, page.getByRole('combobox', { name: 'Buscar por Nivel' }), 'Aviso');
    await page.getByRole('textbox', { name: 'Buscar por Origen' }).fill('admin/api-warnings');
    // The log rows are written in batches off the request: the list shows it within a few seconds.
    const ours = bodyRows(page, 'Logs').filter({ hasText: 'input refused by the database' });
    await expect
      .poll(
        async () => {
          if ((await ours.count()) === 0) await page.reload();
          return ours.count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    const onlyWarnings = async () => {
      const rows = await bodyRows(page, 'Logs').allTextContents();
      return rows.length > 0 && rows.every((row) => row.includes('Aviso') && row.includes('api-warnings'));
    };
    await expect.poll(onlyWarnings, SETTLE).toBe(true);
    expect(new URL(page.url()).search).toContain('level');
    await saveScreenshot(page, 'logs-list-filtered');

    // The unseen one (an earlier run's row stays seen): its details, then "mark as seen".
    const logs = await gatewayCall(
      page,
      'GET',
      `msdashboard.v1/admin/logs?context=${encodeURIComponent(JSON.stringify({ filter: { origin: ORIGIN, seen: false } }))}`,
    );
    const [unseen] = (logs.json.logs as { data: { id: number; origin: string }[] }).data.filter(
      (row) => row.origin === ORIGIN,
    );
    expect(unseen).toBeDefined();
    await page.goto(`/logs/${unseen!.id}`);
    await page.waitForURL(pathIs(`/logs/${unseen!.id}`));
    await field(page, 'Origen').waitFor();
    expect(await field(page, 'Origen').inputValue()).toBe(ORIGIN);
    await page.getByRole('button', { name: 'Marcar como visto', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Marcar el log como visto' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Esta acción no se puede deshacer.');
    const answered = page.waitForResponse((response) => response.url().endsWith(`/logs/${unseen!.id}/seen`));
    await dialog.getByRole('button', { name: 'Marcar como visto' }).click();
    expect((await answered).status()).toBe(200);
    await toast(page, 'Logs marcados como vistos: 1').waitFor();
    await page.getByText(/^Visto por admin@proboard\.local el /).waitFor();
    const after = await gatewayCall(page, 'GET', `msdashboard.v1/admin/logs/${unseen!.id}`);
    expect(after.json.log).toMatchObject({ seen: true, seen_by_email: 'admin@proboard.local' });
    await saveScreenshot(page, 'logs-marked-seen');
    expect(problems).toEqual([]);
  });

  it('resolves an open warning in its edit form, recording who resolved it', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/warnings');
    await expect.poll(() => bodyRows(page, 'Avisos de la API').count(), SETTLE).toBeGreaterThan(0);
    await choose(page, page.getByRole('combobox', { name: 'Buscar por Estado' }), 'Abierto');
    await choose(page, page.getByRole('combobox', { name: 'Buscar por Tipo' }), 'Pedido detenido');
    const open = bodyRows(page, 'Avisos de la API');
    const onlyOpenStuck = async () => {
      const rows = await open.allTextContents();
      return (
        rows.length > 0 && rows.every((row) => row.includes('Abierto') && row.includes('Pedido detenido'))
      );
    };
    await expect.poll(onlyOpenStuck, SETTLE).toBe(true);
    // The message is worded in the reader's language, naming the order and its state.
    expect(await open.first().textContent()).toMatch(/El pedido .+ está en «.+» desde el \d\d\/\d\d\/\d{4}/);
    await saveScreenshot(page, 'warnings-open');

    await open.first().dblclick();
    await page.waitForURL(pathIs(/^\/warnings\/\d+$/));
    const id = new URL(page.url()).pathname.split('/').pop();
    // Its record is a link to the order.
    await page.getByRole('link', { name: /^Pedidos (profesionales|de clientes): / }).waitFor();
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await page.waitForURL(pathIs(`/warnings/${id}/edit`));
    const state = page.getByRole('combobox', { name: 'Estado' });
    await expect.poll(() => state.isDisabled(), SETTLE).toBe(false);
    await choose(page, state, 'Resuelto');
    await field(page, 'Resolución').fill('Retenido a petición del cliente hasta que confirme la obra (E2E)');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.goto(`/warnings/${id}`);
    await page.getByText(/^Resuelto por admin@proboard\.local el /).waitFor();
    const saved = await gatewayCall(page, 'GET', `msdashboard.v1/admin/api-warnings/${id}`);
    expect(saved.json.api_warning).toMatchObject({
      state: 'resolved',
      resolved_by_email: 'admin@proboard.local',
      resolved_by_check: false,
    });
    await saveScreenshot(page, 'warnings-resolved');
    expect(problems).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { waitForMail } from './src/mailbox.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl, dataDir } = serverUnderTest();

describe('exports by e-mail', () => {
  const browser = useBrowserSession(baseUrl);

  it('asks for an export after confirming, refuses a second while it runs, and mails its link', async () => {
    const { page } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/exports/gart/articles');
    await page.getByRole('heading', { name: 'Exportar Artículos' }).waitFor();
    // The demo's earlier exports are listed.
    await page.getByRole('table', { name: 'Exportaciones anteriores' }).getByRole('row').nth(1).waitFor();

    // Without a market the server refuses it on the field (spec section 5).
    await page.getByRole('button', { name: 'Exportar por e-mail' }).click();
    await page.getByRole('dialog').getByText('puede tardar unos minutos').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Exportar', exact: true }).click();
    await page.getByText('Este campo es obligatorio').first().waitFor();

    await page.getByRole('combobox', { name: 'Mercado' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByRole('checkbox', { name: 'Traducciones' }).check();
    await page.getByRole('checkbox', { name: 'Tarifas' }).check();
    const since = Date.now();
    await page.getByRole('button', { name: 'Exportar por e-mail' }).click();
    const created = page.waitForResponse(
      (response) =>
        response.url().includes('/api/msloader.v1/exports') && response.request().method() === 'POST',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Exportar', exact: true }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { export: asked } = (await answer.json()) as { export: { id: number; market_id: number } };

    // A second request while the first is on its way: 409 naming it.
    const second = await gatewayCall(page, 'POST', 'msloader.v1/exports', {
      family: 'gart',
      entity: 'families',
      market_id: asked.market_id,
    });
    expect(second.status).toBe(409);
    expect(String(second.json.message)).toContain(`#${asked.id}`);
    await toast(page, 'Exportación solicitada').waitFor();

    // The e-mail arrives with a link to the file; the list shows it done with its download.
    const mail = await waitForMail(dataDir, DEMO_ADMIN.email, since, 60_000);
    expect(mail).toContain(`#${asked.id}`);
    const link = /\/files\/[0-9a-f-]{36}\.xlsx\?expires=\d+&signature=[\w-]+/.exec(mail)?.[0];
    expect(link, 'signed link in the e-mail').toBeTruthy();
    const file = await page.request.get(link!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
    // The newest first: the one just asked for.
    const row = page.getByRole('table', { name: 'Exportaciones anteriores' }).getByRole('row').nth(1);
    await row.getByRole('cell', { name: String(asked.id), exact: true }).waitFor();
    await row.getByText('Hecha').waitFor({ timeout: 15_000 });
    await row.getByRole('link', { name: 'Descargar' }).waitFor();
    await saveScreenshot(page, 'exports-entity');
  });
});

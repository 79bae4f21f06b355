import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, removeLeftovers, signInAs } from './src/catalogue/catalogue-session.ts';
import { field, pathIs, SETTLE, table, toast } from './src/catalogue/screen.ts';
import { DEMO_CATALOGUE } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const RESOURCES = 'msmultimedia.v1/admin/media-resources';
const CODE = 'MR_E2E_MANUAL';
const FILE_NAME = 'Manual instalación E2E.pdf';

/** A one-page PDF: the server checks the bytes, so it must be a real one. */
function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('media resources', () => {
  const browser = useBrowserSession(baseUrl);

  it('uploads a media resource, then opens it through a ?resourceId= link', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_CATALOGUE);
    await removeLeftovers(page, RESOURCES, 'media_resources', CODE);

    // The list of the demo's resources, with their type and group.
    await page.goto('/mediaresources');
    const list = table(page, 'Recursos multimedia');
    await list.locator('tbody tr[data-row-id]').first().waitFor();
    expect(await list.getByRole('columnheader', { name: /Grupo/ }).count()).toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toBe('');

    await page.goto('/mediaresources/create');
    await page.getByRole('heading', { name: 'Crear recurso multimedia' }).waitFor();
    await field(page, 'Código').fill(CODE);
    await field(page, 'Título').fill('Manual de instalación E2E');
    const type = page.getByRole('combobox', { name: 'Tipo' });
    await type.click();
    await type.fill('MANUAL_INSTALL');
    await page.getByRole('option', { name: 'MANUAL_INSTALL - Manual de instalación', exact: true }).click();

    // Neither a URL nor a file: both fields say what is missing.
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Indica una URL o sube un archivo, solo uno de los dos').first().waitFor();

    const fileField = page.getByRole('group', { name: 'Archivo', exact: true });
    const chooser = page.waitForEvent('filechooser');
    const uploaded = page.waitForResponse((response) =>
      response.url().includes('/api/msmultimedia.v1/uploads'),
    );
    await fileField.getByRole('button', { name: 'Subir archivo' }).click();
    await (await chooser).setFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: smallPdf() });
    expect((await uploaded).status()).toBe(201);
    const link = fileField.getByRole('link', { name: `Abrir ${FILE_NAME} en una pestaña nueva` });
    await expect.poll(() => link.getAttribute('href'), SETTLE).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);
    expect(await accessibilityProblems(page)).toBe('');

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(/^\/mediaresources\/\d+$/));
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const saved = await gatewayCall(page, 'GET', `${RESOURCES}/${id}`);
    expect(saved.json.media_resource).toMatchObject({
      az_iso: CODE,
      url: null,
      file: { name: FILE_NAME, mime: 'application/pdf' },
    });

    // A link from elsewhere (a notification, another application) names the resource by id.
    await page.goto(`/?resourceId=${id}`);
    await page.waitForURL(pathIs(`/mediaresources/${id}`));
    await page.getByRole('heading', { name: 'Detalle de recurso multimedia' }).waitFor();
    const usage = page.getByTestId('media-usage');
    await usage.getByText('Documentos > Manuales de instalación > Manual de instalación').waitFor();
    await usage.getByRole('link', { name: FILE_NAME }).waitFor();
    expect(await field(page, 'Código').inputValue()).toBe(CODE);
    expect(await accessibilityProblems(page)).toBe('');

    // The stored file opens from the record.
    const href = (await usage.getByRole('link', { name: FILE_NAME }).getAttribute('href')) ?? '';
    const served = await page.request.get(href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');

    await gatewayCall(page, 'DELETE', `${RESOURCES}/${id}`);
    expect(problems).toEqual([]);
  });
});

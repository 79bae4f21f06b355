import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const API = 'mswiki.v1/admin';
const FIRST_BODY = '<p>Abre la válvula de purga despacio.</p>';
const FILE_NAME = 'Esquema de purga E2E.pdf';

interface WikiDocument {
  id: number;
  current_version: number;
  translations: Record<string, { title?: string; body?: string }>;
  attachments: string[];
}

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

const readDocument = async (page: Page, id: number) =>
  (await gatewayCall(page, 'GET', `${API}/wiki-documents/${id}`)).json.wiki_document as WikiDocument;

/** The rows of the Versions panel, as "Versión 3 … note …", newest first. */
const versionRows = (page: Page) =>
  page.getByTestId('wiki-versions').getByRole('table').locator('tbody tr').allTextContents();

const save = (page: Page) => page.getByRole('button', { name: 'Guardar', exact: true }).click();

describe('wiki zones and documentation', () => {
  const browser = useBrowserSession(baseUrl);

  it('the documentation list opens with the demo products’ manuals', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/documentation');
    await bodyRows(page, 'Documentación').first().waitFor();
    expect(await bodyRows(page, 'Documentación').count()).toBeGreaterThan(1);
    expect(await accessibilityProblems(page)).toBe('');
    expect(problems).toEqual([]);
  });

  it('writes a new version from version-create, compares it with the previous one and restores the first', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    const run = Date.now().toString(36).toUpperCase();
    const zone = await gatewayCall(page, 'POST', `${API}/wiki-zones`, {
      sort_key: 900,
      translations: { es: { name: `Zona E2E ${run}` } },
    });
    expect(zone.status, JSON.stringify(zone.json)).toBe(201);
    const zoneId = (zone.json.wiki_zone as { id: number }).id;
    const title = `Purga del circuito E2E ${run}`;
    const created = await gatewayCall(page, 'POST', `${API}/wiki-documents`, {
      zone_id: zoneId,
      translations: { es: { title, body: FIRST_BODY } },
      note: 'Primera redacción',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = (created.json.wiki_document as WikiDocument).id;

    // The wiki's list leads to version-create, where the document is searched by its title.
    await page.goto('/wikizones');
    await bodyRows(page, 'Zona wiki').first().waitFor();
    await page.getByRole('link', { name: 'Nueva versión' }).click();
    await page.waitForURL(pathIs('/wikizones/version-create'));
    await page.getByRole('heading', { name: 'Nueva versión' }).waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    const picker = page.getByRole('combobox', { name: 'Documento' });
    await picker.click();
    await picker.fill(`E2E ${run}`);
    await page.getByRole('option', { name: `${title} — Zona E2E ${run}`, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('document') === String(id));
    await expect.poll(() => field(page, 'Título (ES)').inputValue(), SETTLE).toBe(title);
    await expect
      .poll(() => page.getByTestId('version-based-on').textContent(), SETTLE)
      .toContain('versión 1');

    // Someone writes version 2 meanwhile: the save is refused with a reload, which starts from it.
    const meanwhile = await gatewayCall(page, 'POST', `${API}/wiki-documents/${id}/versions`, {
      based_on: 1,
      translations: { es: { title, body: `${FIRST_BODY}<p>Purga cada radiador.</p>` } },
      note: 'Revisión del técnico',
    });
    expect(meanwhile.status, JSON.stringify(meanwhile.json)).toBe(201);
    await field(page, 'Nota de la versión').fill('Cuándo cerrar la válvula');
    const refused = page.waitForResponse((r) => r.url().endsWith(`/wiki-documents/${id}/versions`));
    await save(page);
    expect((await refused).status()).toBe(409);
    const conflict = page
      .getByRole('alert')
      .filter({ hasText: 'El documento tiene una versión más reciente' });
    await conflict.waitFor();
    await conflict.getByRole('button', { name: 'Recargar' }).click();
    await expect
      .poll(() => page.getByTestId('version-based-on').textContent(), SETTLE)
      .toContain('versión 2');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Contenido (ES)' }).innerText(), SETTLE)
      .toContain('Purga cada radiador.');

    // Bad input: without its Spanish title the version is refused on that field.
    await field(page, 'Título (ES)').fill('');
    await save(page);
    await expect.poll(() => field(page, 'Título (ES)').getAttribute('aria-invalid'), SETTLE).toBe('true');
    await page.getByText('Este campo es obligatorio').first().waitFor();

    // The new version: a new title, a sentence more in the body, an attachment and its note.
    const revised = `Purga de radiadores E2E ${run}`;
    await field(page, 'Título (ES)').fill(revised);
    const body = page.getByRole('textbox', { name: 'Contenido (ES)' });
    await body.locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Cierra la válvula cuando salga agua sin aire.');
    await field(page, 'Nota de la versión').fill('Cuándo cerrar la válvula');
    const slot = page.getByRole('group', { name: 'Añadir un adjunto', exact: true });
    const chooser = page.waitForEvent('filechooser');
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/msmultimedia.v1/uploads'));
    await slot.getByRole('button', { name: 'Subir archivo' }).click();
    await (await chooser).setFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: smallPdf() });
    expect((await uploaded).status()).toBe(201);
    await page.getByRole('group', { name: /^Adjunto 1: / }).waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await saveScreenshot(page, 'wiki-version-create');
    await save(page);
    await toast(page, 'Se ha guardado correctamente').waitFor();
    await page.waitForURL(pathIs(`/wikizones/${id}`));

    // Its details: the Versions panel, newest first, with who wrote each and why.
    await expect.poll(async () => (await versionRows(page)).length, SETTLE).toBe(3);
    const rows = await versionRows(page);
    expect(rows[0]).toContain('Versión 3');
    expect(rows[0]).toContain('Actual');
    expect(rows[0]).toContain('Cuándo cerrar la válvula');
    expect(rows[1]).toContain('Revisión del técnico');
    expect(rows[2]).toContain('Primera redacción');
    const saved = await readDocument(page, id);
    expect(saved.current_version).toBe(3);
    expect(saved.translations.es).toEqual({
      title: revised,
      body: `${FIRST_BODY}<p>Purga cada radiador.</p><p>Cierra la válvula cuando salga agua sin aire.</p>`,
    });
    expect(saved.attachments).toHaveLength(1);

    // Compared with the previous version: what was added and removed, marked and said.
    const diff = page.getByTestId('version-diff');
    await diff.waitFor();
    await expect
      .poll(() => diff.locator('ins').allTextContents(), SETTLE)
      .toEqual(expect.arrayContaining([expect.stringContaining('Cierra la válvula')]));
    expect((await diff.locator('ins').allTextContents()).join(' ')).toContain('[añadido: ');
    // The title's words that changed: removed ones struck through and said so, added ones likewise.
    const removed = (await diff.locator('del').allTextContents()).join(' ');
    expect(removed).toContain('circuito');
    expect(removed).toContain('[quitado: ');
    expect(await diff.getByText('Adjuntos añadidos').count()).toBe(1);
    // Version 1 against 3: the technician's sentence of version 2 is there too.
    await page.getByRole('combobox', { name: 'Versión anterior' }).click();
    await page.getByRole('option', { name: 'Versión 1', exact: true }).click();
    await expect
      .poll(() => diff.locator('ins').allTextContents(), SETTLE)
      .toEqual(expect.arrayContaining([expect.stringContaining('Purga cada radiador.')]));
    expect(await accessibilityProblems(page)).toBe('');
    await saveScreenshot(page, 'wiki-versions-diff');

    // One version as it was written.
    await page.getByRole('button', { name: 'Ver la versión 1' }).click();
    const view = page.getByRole('dialog');
    await expect.poll(() => view.getByLabel('Título (ES)').inputValue(), SETTLE).toBe(title);
    expect(await view.getByText('Primera redacción').count()).toBe(1);
    expect(await accessibilityProblems(page)).toBe('');
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });

    // Version 1 restored, after the confirmation, as version 4.
    await page.getByRole('button', { name: 'Restaurar la versión 1' }).click();
    const restored = page.waitForResponse((r) => r.url().endsWith('/versions/1/restore'));
    await page.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
    expect((await restored).status()).toBe(201);
    await toast(page, 'Versión 1 restaurada como versión 4').waitFor();
    await expect.poll(async () => (await versionRows(page))[0] ?? '', SETTLE).toContain('Versión 4');
    expect((await versionRows(page))[0]).toContain('Restaura la versión 1');
    const back = await readDocument(page, id);
    expect(back.current_version).toBe(4);
    expect(back.translations.es).toEqual({ title, body: FIRST_BODY });
    expect(back.attachments).toEqual([]);

    // From the details, "New version" opens version-create with this document chosen.
    await page.getByTestId('wiki-versions').getByRole('link', { name: 'Nueva versión' }).click();
    await page.waitForURL((url) => url.pathname === '/wikizones/version-create');
    expect(new URL(page.url()).searchParams.get('document')).toBe(String(id));
    await expect
      .poll(() => page.getByTestId('version-based-on').textContent(), SETTLE)
      .toContain('versión 4');

    await gatewayCall(page, 'DELETE', `${API}/wiki-documents/${id}`);
    await gatewayCall(page, 'DELETE', `${API}/wiki-zones/${zoneId}`);
    expect(problems).toEqual([]);
  }, 180_000);
});

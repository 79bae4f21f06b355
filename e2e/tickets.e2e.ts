import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall } from './src/catalogue/catalogue-session.ts';
import { bodyRows, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { waitForMail } from './src/mailbox.ts';
import { E2E_INBOUND_SECRET } from './src/server-process.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl, dataDir } = serverUnderTest();

/** Signs in pressing the exact 'Entrar' button (the page also offers single sign-on). */
async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
}

/** A select of the form by its exact label (a required one ends in ` *`). */
const combo = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) });

/** An async select: type part of the label, pick the option. */
async function search(page: Page, box: Locator, text: string, option: string) {
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const save = (page: Page) => page.getByRole('button', { name: 'Guardar', exact: true }).click();

/** Writes a message in the ticket's box: internal (staff only) unless unticked. */
async function sendMessage(page: Page, text: string, internal: boolean) {
  await page.getByLabel('Nuevo comentario').fill(text);
  const box = page.getByLabel('Solo para el personal (interno)');
  if ((await box.isChecked()) !== internal) await box.click();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await toast(page, 'Comentario añadido').waitFor();
}

/** The .eml files the server wrote after `since` that hold `text`. */
async function mailsHolding(text: string, since: number): Promise<string[]> {
  const folder = path.join(dataDir, 'mail');
  const names = (await readdir(folder).catch(() => [] as string[])).filter(
    (name) => name.endsWith('.eml') && Number.parseInt(name, 10) >= since,
  );
  const bodies = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return bodies.filter((body) => body.includes(text));
}

/** A customer's reply as the mail system posts it: a raw RFC 822 message to the ticket's reply-to address. */
function customerReply(from: string, to: string, text: string): string {
  return [
    `From: Marta Soler <${from}>`,
    `To: ${to}`,
    'Subject: Re: consulta',
    `Message-ID: <${Date.now()}@instalacionesllevant.example.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
    '',
    'El lun, Soporte <consultas@proboard.local> escribió:',
    '> Hola Marta: reinicia la pasarela.',
  ].join('\r\n');
}

describe('tickets', () => {
  const browser = useBrowserSession(baseUrl);

  it('creates a ticket in a company’s tab, answers it by e-mail, keeps a note internal, and closes it with the customer’s reply', async () => {
    const { page, problems } = browser();
    // The company's tabs take the companies' permissions (create needs azc-companies-create): the administrator.
    await signInAs(page, DEMO_ADMIN);
    const stamp = Date.now();
    const recipient = `marta.soler.${stamp}@instalacionesllevant.example.com`;
    const companies = await gatewayCall(
      page,
      'GET',
      `mscustomer.v1/admin/companies?context=${encodeURIComponent(JSON.stringify({ perPage: 4 }))}`,
    );
    const companyId = (companies.json.companies as { data: { id: number }[] }).data[0]!.id;

    // Created from the company's tickets tab: the company is the tab's, the form passes axe.
    await page.goto(`/companies/${companyId}/tickets-company/create`);
    await field(page, 'Asunto').fill(`Webserver sin conexión ${stamp}`);
    await search(page, combo(page, 'Categoría'), 'Conect', 'CONECTIVIDAD - Conectividad y app');
    // The subcategory select offers only the chosen category's children.
    await combo(page, 'Subcategoría').click();
    await page.getByRole('option', { name: 'CON-WIFI - Webserver y wifi', exact: true }).waitFor();
    const offered = await page
      .getByRole('listbox', { name: /Subcategoría/ })
      .getByRole('option')
      .allTextContents();
    expect(offered).toContain('CON-WIFI - Webserver y wifi');
    expect(
      offered.filter((o) => !o.startsWith('CON-')),
      offered.join(', '),
    ).toEqual([]);
    await page.getByRole('option', { name: 'CON-WIFI - Webserver y wifi', exact: true }).click();
    await field(page, 'Destinatario (e-mail del cliente)').fill(recipient);
    expect(await accessibilityProblems(page)).toBe('');
    await save(page);
    await page.waitForURL(pathIs(new RegExp(`^/companies/${companyId}/tickets-company/\\d+$`)));
    const ticketId = new URL(page.url()).pathname.split('/')[4]!;

    // The company's tab lists it.
    await page.goto(`/companies/${companyId}/tickets-company`);
    await expect
      .poll(async () => (await bodyRows(page, 'Consultas').allTextContents()).join('\n'), SETTLE)
      .toContain(`Webserver sin conexión ${stamp}`);
    expect(await accessibilityProblems(page)).toBe('');

    // The tickets list finds it by its reference.
    const created = await gatewayCall(page, 'GET', `mstickets.v1/admin/tickets/${ticketId}`);
    const code = (created.json.ticket as { code: string }).code;
    await page.goto('/tickets');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(code);
    await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
    await expect
      .poll(async () => (await bodyRows(page, 'Consultas').allTextContents()).join('\n'), SETTLE)
      .toContain(`Webserver sin conexión ${stamp}`);
    expect(await accessibilityProblems(page)).toBe('');

    // An external message is e-mailed to the recipient, replies going to the ticket's own address.
    await page.goto(`/tickets/${ticketId}`);
    await page.getByText('Estado actual').waitFor();
    let since = Date.now();
    await sendMessage(page, 'Hola Marta: reinicia la pasarela y vuelve a emparejarla.', false);
    const mail = await waitForMail(dataDir, recipient, since);
    expect(mail).toContain('reinicia la pasarela');
    const replyTo = /^Reply-To: (consultas\+[0-9a-f]{32}@proboard\.local)$/m.exec(mail)?.[1];
    expect(replyTo, mail).toBeTruthy();
    await expect
      .poll(() => page.getByTestId('workflow-timeline').textContent(), SETTLE)
      .toContain('Respondida');

    // An internal note stays with the staff: no e-mail holds it.
    since = Date.now();
    await sendMessage(page, `Nota interna ${stamp}: revisar la garantía`, true);
    await sleep(2_000);
    expect(await mailsHolding(`Nota interna ${stamp}`, since)).toEqual([]);
    expect(await accessibilityProblems(page)).toBe('');

    // Close with the next reply, set in the edit form.
    await page.goto(`/tickets/${ticketId}/edit`);
    await page.getByLabel('Cerrar con la próxima respuesta').check();
    await save(page);
    await page.waitForURL(pathIs(`/tickets/${ticketId}`));

    // The customer's reply arrives as a real RFC 822 message from the mail system, and closes the ticket.
    const inbound = await fetch(`${baseUrl}/api/mstickets.v1-public/tickets/inbound-mail`, {
      method: 'POST',
      headers: {
        apikey: 'proboard-web',
        'content-type': 'message/rfc822',
        'x-inbound-secret': E2E_INBOUND_SECRET,
      },
      body: customerReply(recipient, replyTo!, `Ya funciona, gracias (${stamp}).`),
    });
    expect(inbound.status, await inbound.clone().text()).toBe(201);
    await page.reload();
    await page.getByText('Estado actual').waitFor();
    const timeline = page.getByTestId('workflow-timeline');
    await expect
      .poll(() => timeline.locator('[data-kind="reply"]').textContent(), SETTLE)
      .toContain(`Ya funciona, gracias (${stamp}).`);
    expect(await timeline.locator('[data-kind="reply"]').textContent()).not.toContain('reinicia la pasarela');
    const record = await gatewayCall(page, 'GET', `mstickets.v1/admin/tickets/${ticketId}`);
    expect(record.json.ticket).toMatchObject({ status: 'closed', company_id: companyId });

    // A closed ticket may be reopened: the modal passes axe.
    await page.getByRole('button', { name: 'Pasar a «Abierta»' }).click();
    const modal = page.getByRole('dialog', { name: /^Pasar a/ });
    await modal.waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await modal.getByRole('button', { name: 'Cancelar' }).click();

    // A wrong secret finds nothing.
    const refused = await fetch(`${baseUrl}/api/mstickets.v1-public/tickets/inbound-mail`, {
      method: 'POST',
      headers: { apikey: 'proboard-web', 'content-type': 'message/rfc822', 'x-inbound-secret': 'wrong' },
      body: customerReply(recipient, replyTo!, 'Hola'),
    });
    expect(refused.status).toBe(404);
    expect(problems).toEqual([]);
  });
});

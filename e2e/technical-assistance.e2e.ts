import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, field, pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_AFTERSALES } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl, dataDir } = serverUnderTest();
const API = 'msservices.v1/admin';
type Json = Record<string, unknown>;

/** Signs in with the exact 'Entrar' button (the SSO button also says 'Entrar'). */
async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
}

const combo = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`) });
const formTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}( |$)`) });
const save = (page: Page) => page.getByRole('button', { name: 'Guardar', exact: true }).click();
const actionButton = (page: Page, state: string) => page.getByRole('button', { name: `Pasar a «${state}»` });
const modal = (page: Page) => page.getByRole('dialog', { name: /^Pasar a/ });

/** An async select: type part of the label, pick the option. */
async function search(page: Page, box: Locator, text: string, option: string | RegExp) {
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** Runs a transition without fields through its modal (and its confirmation when it has one). */
async function move(page: Page, state: string) {
  await actionButton(page, state).click();
  await modal(page).getByRole('button', { name: 'Confirmar' }).click();
  await toast(page, `Estado cambiado a «${state}»`).waitFor();
  await modal(page).waitFor({ state: 'detached' });
}

/** The decoded text of the newest .eml to `to` whose subject matches, written after `since` (ms). */
async function mailTo(to: string, subject: RegExp, since: number): Promise<string> {
  const folder = path.join(dataDir, 'mail');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    for (const name of names.sort().reverse()) {
      if (Number.parseInt(name, 10) < since) continue;
      const text = (await readFile(path.join(folder, name), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      if (text.includes(to) && subject.test(Buffer.from(text).toString('utf8'))) return text;
    }
    await sleep(250);
  }
  throw new Error(`No e-mail to ${to} matching ${subject} within 20 s`);
}

/** A professional demo company: the assistance centre the test assigns. */
async function aCentre(page: Page): Promise<string> {
  const context = encodeURIComponent(JSON.stringify({ perPage: 4, filter: { client_type: 'PRO' } }));
  const list = await gatewayCall(page, 'GET', `mscustomer.v1/admin/companies?context=${context}`);
  return (list.json.companies as { data: { name: string }[] }).data[0]!.name;
}

describe('technical assistance', () => {
  const browser = useBrowserSession(baseUrl);

  it('creates an assistance, assigns it, works, signs and reports it; the customer fills the survey once', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_AFTERSALES);
    const run = Date.now().toString(36).toUpperCase();
    const customer = `cliente.${run.toLowerCase()}@correo.example.com`;
    const centre = await aCentre(page);

    await page.goto('/technicalassistances');
    await expect.poll(() => bodyRows(page, 'Asistencias técnicas').count(), SETTLE).toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toBe('');

    // Created through the form: a reason of 5 characters is refused on its field.
    await page.goto('/technicalassistances/create');
    await field(page, 'Nº de solicitud').fill(`AT-E2E-${run}`);
    await choose(page, combo(page, 'Tipo de servicio'), 'Reparación');
    await field(page, 'Solicitante').fill('Rosa Llorens Benet');
    await field(page, 'E-mail del solicitante').fill(customer);
    await field(page, 'Motivo').fill('Falla');
    await formTab(page, 'Instalación').click();
    await field(page, 'Dirección de la instalación').fill('Calle de la Paz 21, 2º');
    await field(page, 'Población').fill('Valencia');
    expect(await accessibilityProblems(page)).toBe('');
    await save(page);
    await formTab(page, 'Solicitud').click();
    await page.getByText('Debe tener al menos 6 caracteres').first().waitFor();
    await field(page, 'Motivo').fill('La central no arranca tras el corte de luz');
    await save(page);
    await toast(page, /correctamente/).waitFor();
    const found = await gatewayCall(
      page,
      'GET',
      `${API}/technical-assistances?context=${encodeURIComponent(JSON.stringify({ filter: { search: `AT-E2E-${run}` } }))}`,
    );
    const [assistance] = (found.json.technical_assistances as { data: { id: number; status: string }[] })
      .data;
    expect(assistance).toMatchObject({ status: 'pending' });

    // Assign STA: the modal asks for the centre, and the centre's assignment is created.
    await page.goto(`/technicalassistances/${assistance!.id}`);
    await page.waitForURL(pathIs(`/technicalassistances/${assistance!.id}`));
    await page.getByText('Estado actual').waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await actionButton(page, 'Asignada').click();
    await modal(page).getByRole('button', { name: 'Confirmar' }).click();
    await modal(page).getByText('Este campo es obligatorio').first().waitFor();
    await search(page, combo(page, 'Servicio técnico (STA)'), centre.slice(0, 5), centre);
    expect(await accessibilityProblems(page)).toBe('');
    await modal(page).getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Estado cambiado a «Asignada»').waitFor();
    const assigned = await gatewayCall(page, 'GET', `${API}/technical-assistances/${assistance!.id}`);
    const assignmentId = (assigned.json.technical_assistance as { assignments: { id: number }[] })
      .assignments[0]!.id;

    // The assignment accepted.
    await page
      .getByRole('table', { name: 'Asignaciones' })
      .getByRole('link', { name: String(assignmentId) })
      .click();
    await page.waitForURL(pathIs(`/assignments/${assignmentId}`));
    await page.getByText('Estado actual').waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await move(page, 'Aceptada');

    // The centre's work request, approved with a comment (refused without one).
    await page.goto('/works/create');
    await search(page, combo(page, 'Asignación'), `AT-E2E-${run}`, new RegExp(`AT-E2E-${run}`));
    await field(page, 'Trabajo').fill('Sustituir la placa central');
    await field(page, 'Descripción').fill('La placa no arranca: se cambia por una nueva');
    expect(await accessibilityProblems(page)).toBe('');
    await save(page);
    await toast(page, /correctamente/).waitFor();
    const works = await gatewayCall(page, 'GET', `${API}/assignments/${assignmentId}`);
    const workId = (works.json.assignment as { works: { id: number }[] }).works[0]!.id;
    await page.goto(`/works/${workId}`);
    await page.getByText('Estado actual').waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    await actionButton(page, 'Aprobado').click();
    await modal(page).getByRole('button', { name: 'Confirmar' }).click();
    await modal(page).getByText('Este campo es obligatorio').first().waitFor();
    await modal(page)
      .getByLabel(/^Comentario de la revisión/)
      .fill('Adelante: repuesto en garantía');
    await modal(page).getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Estado cambiado a «Aprobado»').waitFor();
    await page.getByTestId('work-review-comment').getByText('Adelante: repuesto en garantía').waitFor();

    // Done: the customer signs on the canvas with the mouse, and the report is e-mailed.
    const since = Date.now();
    await page.goto(`/assignments/${assignmentId}`);
    await page.getByText('Estado actual').waitFor();
    await move(page, 'Hecha');
    await page.getByRole('button', { name: 'Firmar: Firma del cliente' }).click();
    const canvas = page.getByTestId('signature-canvas');
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 120);
    await page.mouse.down();
    for (const [x, y] of [
      [80, 60],
      [140, 140],
      [200, 50],
      [260, 130],
    ]) {
      await page.mouse.move(box.x + x!, box.y + y!, { steps: 8 });
    }
    await page.mouse.up();
    expect(await accessibilityProblems(page)).toBe('');
    await page.getByRole('button', { name: 'Guardar la firma' }).click();
    await toast(page, 'Firma guardada').waitFor();
    await page.getByTestId('customer-signature').waitFor();
    const signed = await gatewayCall(page, 'GET', `${API}/assignments/${assignmentId}`);
    const signature = (signed.json.assignment as Json).customer_signature_url as string;
    const image = await page.request.get(`${baseUrl}${signature}`);
    expect(image.headers()['content-type']).toBe('image/png');

    await page.getByRole('button', { name: 'Enviar el informe al cliente' }).click();
    await toast(page, 'Informe enviado al cliente').waitFor();
    const report = await mailTo(customer, /Subject: .*Informe/, since);
    expect(report).toContain(`AT-E2E-${run}`);

    // The survey, from the link the customer received: answered once, the second time refused.
    const survey = await mailTo(customer, /\/survey\/[A-Za-z0-9_-]{43}/, since);
    const link = /https?:\/\/\S+\/survey\/([A-Za-z0-9_-]{43})/.exec(survey)![1]!;
    await page.goto(`/survey/${link}`);
    await page.getByRole('heading', { name: 'Encuesta de satisfacción' }).waitFor();
    expect(await accessibilityProblems(page)).toBe('');
    for (const [question, score] of [
      ['¿Fue puntual el técnico?', '4'],
      ['¿Qué tal su profesionalidad?', '5'],
      ['¿Se resolvió el problema?', '5'],
      ['Satisfacción general', '4'],
    ] as const) {
      await page
        .getByRole('radiogroup', { name: new RegExp(question.replace(/[?¿]/g, '.')) })
        .getByLabel(score)
        .check();
    }
    await page.getByLabel('Comentario (opcional)').fill('Muy rápidos, gracias');
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();
    await page.getByText('¡Gracias! Hemos recibido tus respuestas.').waitFor();
    await page.reload();
    await page.getByText('Esta encuesta ya se ha respondido: cada enlace vale una sola vez').waitFor();
    const again = await gatewayCall(page, 'POST', `msservices.v1-public/surveys/${link}`, {
      punctuality: 1,
      professionalism: 1,
      issue_resolved: 1,
      overall: 1,
    });
    expect(again.status).toBe(409);

    await page.goto(`/assignments/${assignmentId}`);
    await expect.poll(() => page.getByTestId('survey-average').textContent(), SETTLE).toBe('4,5');
    expect(await accessibilityProblems(page)).toBe('');

    // The lists of assignments and works, and the assignment's form with its materials.
    for (const [path, title] of [
      ['/assignments', 'Asignaciones'],
      ['/works', 'Trabajos'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => bodyRows(page, title).count(), SETTLE).toBeGreaterThan(0);
      expect(await accessibilityProblems(page)).toBe('');
    }
    await page.goto(`/assignments/${assignmentId}/edit`);
    await field(page, 'MAC del webserver').fill('00:1A:2B:3C:4D');
    await save(page);
    await page
      .getByText(/Introduce una MAC válida/)
      .first()
      .waitFor();
    await field(page, 'MAC del webserver').fill('00:1A:2B:3C:4D:5E');
    expect(await accessibilityProblems(page)).toBe('');
    await save(page);
    await toast(page, /correctamente/).waitFor();
    expect(problems).toEqual([]);
  });
});

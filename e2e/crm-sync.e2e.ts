import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeRemote,
  fakeCrmHandler,
  startFakeRemote,
} from '../apps/server/src/test/fakes/fake-remote.ts';
import { accessibilityProblems } from './src/axe.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, choose, field, pathIs, SETTLE } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const ALIAS = 'E2E_CRM';
const SECRET = 'e2e-crm-signing-secret-0001';
const CONFIGS = 'mscrm.v1/crm-configurations';

/** The CRM the test talks to: started here, on 127.0.0.1, checking every signature. */
let crm: FakeRemote;
beforeAll(async () => {
  crm = await startFakeRemote(SECRET, fakeCrmHandler().handler);
});
afterAll(() => crm.close());

/** A configuration an interrupted run left behind would take the Spanish companies first. */
async function removeLeftovers(page: Page) {
  const context = encodeURIComponent(
    JSON.stringify({ currentPage: 1, perPage: 50, filter: { alias: ALIAS } }),
  );
  const list = await gatewayCall(page, 'GET', `${CONFIGS}?context=${context}`);
  for (const row of (list.json.crm_configurations as { data: { id: number; alias: string }[] }).data)
    if (row.alias === ALIAS) await gatewayCall(page, 'DELETE', `${CONFIGS}/${row.id}`);
}

describe('sync to CRM', () => {
  const browser = useBrowserSession(baseUrl);

  it('an administrator configures a CRM, syncs a company to it and reads the call in the CRM logs', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await removeLeftovers(page);

    // The configuration, through the kit's form: the secret is typed once and never shown again.
    await page.goto('/crmconfigurations/create');
    await field(page, 'Alias').fill(ALIAS);
    await field(page, 'Referencia').fill('CRM de pruebas E2E');
    await field(page, 'End point').fill(crm.url);
    await choose(page, page.getByRole('combobox', { name: 'País' }), 'ES - España');
    await field(page, 'Secreto (nuevo o sustituto)').fill(SECRET);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.waitForURL(pathIs(/^\/crmconfigurations\/\d+(\/edit)?$/), SETTLE);
    const configId = /\/crmconfigurations\/(\d+)/.exec(page.url())![1];
    const saved = await gatewayCall(page, 'GET', `${CONFIGS}/${configId}`);
    expect(saved.json.crm_configuration).toMatchObject({ alias: ALIAS, secret_set: true, active: true });
    expect(JSON.stringify(saved.json)).not.toContain(SECRET);

    // "Sync to CRM" of a Spanish company (the company screen gets the button from the lead; the
    // button's own call is made here).
    const context = encodeURIComponent(JSON.stringify({ perPage: 4, filter: { country_iso: 'ES' } }));
    const companies = await gatewayCall(page, 'GET', `mscustomer.v1/admin/companies?context=${context}`);
    const company = (companies.json.companies as { data: { id: number; vat: string }[] }).data[0]!;
    const queued = await gatewayCall(page, 'POST', `mscustomer.v1/admin/companies/${company.id}/sync-crm`);
    expect(queued.status).toBe(202);
    await expect
      .poll(async () => {
        const state = await gatewayCall(page, 'GET', `mscustomer.v1/admin/companies/${company.id}/sync-crm`);
        return (state.json.sync_state as { status: string } | null)?.status;
      }, SETTLE)
      .toBe('synced');
    expect(crm.calls.at(-1)).toMatchObject({ method: 'POST', signed: true });

    // The CRM logs list: newest first, the call on top.
    await page.goto('/crmlogs');
    const rows = bodyRows(page, 'Logs CRM');
    await rows.first().waitFor();
    await expect.poll(() => rows.first().textContent(), SETTLE).toContain('Crear o actualizar cliente');
    expect(await rows.first().textContent()).toContain(String(company.id));
    expect(await rows.first().textContent()).toContain('Correcto');
    expect(await accessibilityProblems(page)).toBe('');

    // Its details: the request as sent, pretty-printed, with the signature masked.
    const logs = await gatewayCall(
      page,
      'GET',
      `mscrm.v1/crm-logs?context=${encodeURIComponent('{"perPage":4}')}`,
    );
    const logId = (logs.json.crm_logs as { data: { id: number }[] }).data[0]!.id;
    await page.goto(`/crmlogs/${logId}`);
    await expect.poll(() => field(page, 'Operación').inputValue(), SETTLE).toBe('Crear o actualizar cliente');
    const request = field(page, 'Petición');
    await expect.poll(() => request.inputValue(), SETTLE).toContain('"x-proboard-signature": "***"');
    expect(await request.inputValue()).toContain(company.vat);
    expect(await request.inputValue()).not.toContain(SECRET);
    expect(await field(page, 'Respuesta').inputValue()).toContain('CRM-');
    // On its own lines (a box of several), and the call's moment in the user's language.
    expect((await request.inputValue()).split('\n').length).toBeGreaterThan(5);
    expect(await field(page, 'Fecha').inputValue()).toMatch(
      /^\d{1,2} de \p{L}+ de \d{4} a las \d{1,2}:\d{2}:\d{2}$/u,
    );
    expect(await accessibilityProblems(page)).toBe('');

    await gatewayCall(page, 'DELETE', `${CONFIGS}/${configId}`);
    expect(problems).toEqual([]);
  });
});

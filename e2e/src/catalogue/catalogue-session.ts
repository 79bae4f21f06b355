import type { Page } from 'playwright-core';
import { loginPage, storedItem } from '../login-page.ts';

export const READONLY = { email: 'readonly@proboard.local', password: 'proboard-demo' } as const;

/** Signs in from /login and waits for the home screen. */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await loginPage(page).signIn(account);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a, / }).waitFor();
}

/** Calls the gateway with the page's session, the way the SPA does (apikey, locale, bearer token). */
export async function gatewayCall(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const token = (await storedItem(page, 'token')) ?? '';
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { apikey: 'proboard-web', 'app-locale': 'es', authorization: token },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  return { status: response.status(), json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * Deletes what an earlier, interrupted run left behind (records whose code starts with `prefix`),
 * so the specs also pass against a long-running server (E2E_BASE_URL).
 */
export async function removeLeftovers(
  page: Page,
  apiPath: string,
  plural: string,
  prefix: string,
  listPath = apiPath,
) {
  const context = encodeURIComponent(
    JSON.stringify({ currentPage: 1, perPage: 50, filter: { az_iso: prefix } }),
  );
  const list = await gatewayCall(page, 'GET', `${listPath}?context=${context}`);
  const rows = ((list.json[plural] as { data?: { id: number; az_iso: string }[] })?.data ?? []).filter(
    (row) => row.az_iso.startsWith(prefix),
  );
  for (const row of rows) await gatewayCall(page, 'DELETE', `${apiPath}/${row.id}`);
}

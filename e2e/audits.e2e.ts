import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { pathIs, SETTLE, toast } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const ARTICLES = 'msproduct.v1/admin/articles';

type Article = Record<string, unknown> & { id: number; az_iso: string; name: string };

describe('audits: an article’s change in its History panel and in /audits, reverted', () => {
  const browser = useBrowserSession(baseUrl);

  it('shows the rename with its word diff, reverts it, and audits the revert', async () => {
    const { page } = browser();
    await signInAs(page, DEMO_ADMIN);
    const list = await gatewayCall(page, 'GET', `${ARTICLES}?context=${encodeURIComponent('{"perPage":1}')}`);
    const first = ((list.json.articles as { data: Article[] }).data[0] ?? null) as Article;
    const read = await gatewayCall(page, 'GET', `${ARTICLES}/${first.id}`);
    const article = read.json.article as Article;
    const original = article.name;
    const renamed = `${original} edición E2E`;
    const put = await gatewayCall(page, 'PUT', `${ARTICLES}/${article.id}`, { ...article, name: renamed });
    expect(put.status).toBe(200);

    // The article's details: its History panel lists the change, newest first.
    await page.goto(`/articles/${encodeURIComponent(article.az_iso)}`);
    const history = page.getByTestId('record-history');
    await history.getByRole('row').nth(1).waitFor();
    const latest = history.getByRole('row').nth(1);
    await expect.poll(() => latest.textContent(), SETTLE).toContain('Modificado');
    expect(await latest.textContent()).toContain('Nombre');
    await saveScreenshot(page, 'audits-history-panel');

    // Its details in /audits: the name old beside new, the added words marked.
    await latest.getByRole('link').click();
    await page.waitForURL(pathIs(/^\/audits\/\d+$/));
    const nameRow = page.getByTestId('audit-changes').locator('tr[data-field="name"]');
    await nameRow.waitFor();
    expect(await nameRow.textContent()).toContain(original);
    await expect.poll(() => nameRow.locator('ins').first().textContent(), SETTLE).toContain('E2E');
    await saveScreenshot(page, 'audits-change-diff');

    // Revert (the confirmation first): the old name is back, as a new change.
    await page.getByRole('button', { name: 'Revertir el cambio', exact: true }).click();
    const answered = page.waitForResponse((response) => response.url().endsWith('/revert'));
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    expect((await answered).status()).toBe(200);
    await toast(page, 'Revertido: el registro tiene de nuevo los valores anteriores.').waitFor();
    const after = await gatewayCall(page, 'GET', `${ARTICLES}/${article.id}`);
    expect((after.json.article as Article).name).toBe(original);

    await page.goto(`/articles/${encodeURIComponent(article.az_iso)}`);
    const reverted = page.getByTestId('record-history').getByRole('row').nth(1);
    await expect.poll(() => reverted.textContent(), SETTLE).toContain('Revertido');
    const audits = await gatewayCall(
      page,
      'GET',
      `mstools.v1/admin/audits?context=${encodeURIComponent(JSON.stringify({ filter: { auditable_type: 'articles', auditable_id: String(article.id) } }))}`,
    );
    const [revert] = (audits.json.audits as { data: { event: string; fields: string }[] }).data;
    expect(revert).toMatchObject({ event: 'reverted' });
    expect(revert!.fields).toContain('name');
  });
});

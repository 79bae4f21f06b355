import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './src/browser.ts';
import { useBrowserSession } from './src/browser-session.ts';
import { gatewayCall, signInAs } from './src/catalogue/catalogue-session.ts';
import { bodyRows, pathIs, SETTLE } from './src/catalogue/screen.ts';
import { DEMO_ADMIN } from './src/demo-accounts.ts';
import { serverUnderTest } from './src/server-under-test.ts';

const { baseUrl } = serverUnderTest();
const DETAILS = /^\/compatibilityiumodels\/(\d+)$/;

interface CompatibilityRow {
  article: string;
  compatibility_type: string;
  warning_texts: string | null;
}

describe('the compatibility look-up of an after-sales agent', () => {
  const browser = useBrowserSession(baseUrl);

  it('finds a model by a loosely typed reference and reads its compatible articles and warnings', async () => {
    const { page, problems } = browser();
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/compatibilityiumodels');
    await bodyRows(page, 'Modelos UI').first().waitFor();

    // As the customer reads it off the unit: maker, then the reference with a dash.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('daikin fxsq-50');
    await page.waitForURL((url) => url.searchParams.get('search') === 'daikin fxsq-50');
    const row = bodyRows(page, 'Modelos UI').filter({ hasText: 'FXSQ50A' });
    await row.waitFor();
    await expect.poll(() => bodyRows(page, 'Modelos UI').count(), SETTLE).toBe(1);
    await row.dblclick();
    await page.waitForURL(pathIs(DETAILS));
    const id = DETAILS.exec(new URL(page.url()).pathname)?.[1] ?? '';

    await page.getByRole('tab', { name: 'Artículos compatibles' }).click();
    await page.waitForURL(pathIs(`/compatibilityiumodels/${id}/compatibilities`));
    const rows = bodyRows(page, 'Artículos compatibles');
    await rows.first().waitFor();

    // One of its compatibilities with a warning, as the API answers it, reads the same on screen.
    const answer = await gatewayCall(
      page,
      'GET',
      `msproduct.v1/admin/compatibility-iu-models/${id}/compatibilities?context=${encodeURIComponent(JSON.stringify({ perPage: 50 }))}`,
    );
    const all = (answer.json.compatibilities as { data: CompatibilityRow[] }).data;
    expect(all.length).toBeGreaterThan(0);
    const warned = all.find((c) => c.warning_texts);
    expect(warned).toBeDefined();
    const line = rows.filter({ hasText: warned!.article });
    await line.waitFor();
    await line.getByText(warned!.compatibility_type, { exact: true }).waitFor();
    await line.getByText(warned!.warning_texts!).waitFor();
    await saveScreenshot(page, 'compatibility-model-articles');
    expect(problems).toEqual([]);
  });
});

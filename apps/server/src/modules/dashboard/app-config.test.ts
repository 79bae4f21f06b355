import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ENVIRONMENT_LABEL: 'PRE' } });
});
afterAll(() => t.close());

describe('shell configuration', () => {
  it('gives the footer its environment label and contact mailbox', async () => {
    const token = await t.signIn('readonly@proboard.local');
    const res = await t.request({ method: 'GET', url: '/api/msdashboard.v1/app-config', token });
    expect(res.json()).toMatchObject({ environment: 'PRE', contact_email: expect.stringContaining('@') });
  });

  it('serves the export config with a permission per entry', async () => {
    const token = await t.signIn('catalogue@proboard.local');
    const { config } = (
      await t.request({ method: 'GET', url: '/api/msloader.v1/exports/config', token })
    ).json();
    expect(config.gart.articles).toEqual({ ms: 'msproduct', permission: 'export-gart-articles' });
    expect(Object.keys(config.articles)).toContain('translations');
  });

  it('shows managers-only applications to managers alone', async () => {
    const names = async (email: string) => {
      const token = await t.signIn(email);
      const res = await t.request({ method: 'GET', url: '/api/mslogin.v1/auth/applications', token });
      return res.json().corporate_applications.map((a: { name: string }) => a.name);
    };
    expect(await names('admin@proboard.local')).toContain('Intranet');
    const agent = await names('aftersales@proboard.local');
    expect(agent).not.toContain('Intranet');
    expect(agent).toContain('Airzone Cloud');
  });
});

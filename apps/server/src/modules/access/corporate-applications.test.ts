import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const APPS = '/api/mslogin.v1/corporate-applications';
const HOME = '/api/mslogin.v1/auth/applications';

let t: TestApp;
let admin: string;

async function groupId(name: string): Promise<number> {
  const result = await t.db.execute<{ id: number }>(sql`select id from role_groups where name = ${name}`);
  return result.rows[0]!.id;
}

async function homeNames(email: string): Promise<string[]> {
  const res = await t.request({ method: 'GET', url: HOME, token: await t.signIn(email) });
  expect(res.statusCode).toBe(200);
  return res.json().corporate_applications.map((a: { name: string }) => a.name);
}

const application = (overrides: object = {}) => ({
  name: 'Portal SAT',
  description: 'Incidencias y repuestos',
  url: 'https://sat.example.com',
  image_url: 'portal-sat.png',
  sort_key: 40,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

describe('corporate applications', () => {
  it('creates, reads, updates and deletes an application with the groups that see it', async () => {
    const posventa = await groupId('Posventa');
    const created = await t.request({
      method: 'POST',
      url: APPS,
      token: admin,
      payload: application({ role_groups: [posventa] }),
    });
    expect(created.statusCode).toBe(201);
    const record = created.json().corporate_application;
    expect(record).toMatchObject({
      name: 'Portal SAT',
      managers_only: false,
      active: true,
      role_groups: [posventa],
    });

    const updated = await t.request({
      method: 'PUT',
      url: `${APPS}/${record.id}`,
      token: admin,
      payload: { ...record, description: 'Incidencias, repuestos y garantías', role_groups: [] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().corporate_application).toMatchObject({ role_groups: [] });
    expect(
      (await t.request({ method: 'DELETE', url: `${APPS}/${record.id}`, token: admin })).statusCode,
    ).toBe(200);
    const links = await t.db.execute(
      sql`select 1 from corporate_application_role_groups where corporate_application_id = ${record.id}`,
    );
    expect(links.rows).toHaveLength(0);
  });

  it('refuses a URL that is not http(s), a non-image icon and an unknown group, each on its field', async () => {
    const res = await t.request({
      method: 'POST',
      url: APPS,
      token: admin,
      payload: application({ url: 'javascript:alert(1)', image_url: 'icon.exe' }),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['image_url', 'url']);
    const group = await t.request({
      method: 'POST',
      url: APPS,
      token: admin,
      payload: application({ role_groups: [999_999] }),
    });
    expect(group.statusCode).toBe(422);
    expect(group.json().errors.role_groups).toBeDefined();
  });

  it('answers 403 to a user without the permission', async () => {
    const agent = await t.signIn('aftersales@proboard.local');
    expect(
      (await t.request({ method: 'POST', url: APPS, token: agent, payload: application() })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: APPS, token: agent })).statusCode).toBe(403);
  });
});

describe('the home list follows the applications', () => {
  it('shows an application restricted to a group to that group only; none restricted to everybody', async () => {
    const posventa = await groupId('Posventa');
    await t.request({
      method: 'POST',
      url: APPS,
      token: admin,
      payload: application({ name: 'Repuestos SAT', role_groups: [posventa] }),
    });
    await t.request({
      method: 'POST',
      url: APPS,
      token: admin,
      payload: application({ name: 'Directorio' }),
    });
    const agent = await homeNames('aftersales@proboard.local');
    expect(agent).toContain('Repuestos SAT');
    expect(agent).toContain('Directorio');
    const editor = await homeNames('catalogue@proboard.local');
    expect(editor).not.toContain('Repuestos SAT');
    expect(editor).toContain('Directorio');
    // A manager outside the group does not see it either: the group decides.
    expect(await homeNames('admin@proboard.local')).not.toContain('Repuestos SAT');
  });

  it('shows managers-only applications to managers alone, and inactive ones to nobody', async () => {
    await t.request({
      method: 'POST',
      url: APPS,
      token: admin,
      payload: application({ name: 'Cuadro de mando', managers_only: true }),
    });
    await t.request({
      method: 'POST',
      url: APPS,
      token: admin,
      payload: application({ name: 'Antiguo CRM', active: false }),
    });
    const manager = await homeNames('admin@proboard.local');
    expect(manager).toContain('Cuadro de mando');
    expect(manager).not.toContain('Antiguo CRM');
    const agent = await homeNames('aftersales@proboard.local');
    expect(agent).not.toContain('Cuadro de mando');
    expect(agent).not.toContain('Antiguo CRM');
  });

  it('a managers-only application of a group shows to the managers of that group only', async () => {
    const administracion = await groupId('Administración');
    await t.request({
      method: 'POST',
      url: APPS,
      token: admin,
      payload: application({ name: 'Nóminas', managers_only: true, role_groups: [administracion] }),
    });
    expect(await homeNames('admin@proboard.local')).toContain('Nóminas');
    expect(await homeNames('catalogue@proboard.local')).not.toContain('Nóminas');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { logs } from './platform.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('gateway', () => {
  it('answers 403 when the guard refuses the signed-in user', async () => {
    const token = await t.signIn('readonly@proboard.local');
    const res = await t.request({
      method: 'GET',
      url: '/api/mslogin.v1/admin/roles',
      token,
      headers: { 'app-locale': 'fr' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Vous n'avez pas le droit de faire cela" });
  });

  it('lets a user with one of the listed permissions through', async () => {
    const token = await t.signIn('admin@proboard.local');
    const res = await t.request({
      method: 'GET',
      url: '/api/mslogin.v1/admin/roles_groups?is_public=1',
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles_groups.map((g: { name: string }) => g.name)).toEqual(['Profesionales']);
  });

  it('answers 404 for an unknown record and for an unknown route', async () => {
    const token = await t.signIn('admin@proboard.local');
    const record = await t.request({
      method: 'GET',
      url: '/api/mslogin.v1/admin/roles_groups/999999',
      token,
    });
    expect(record.statusCode).toBe(404);
    expect(record.json().message).toBe('No se ha encontrado el registro');
    const unknown = await t.request({ method: 'GET', url: '/api/mslogin.v1/nothing-here', token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBeTruthy();
  });

  it('answers 422 for a malformed path parameter', async () => {
    const token = await t.signIn('admin@proboard.local');
    const res = await t.request({ method: 'GET', url: '/api/mslogin.v1/admin/roles_groups/abc', token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id).toBeTruthy();
  });

  it('publishes the OpenAPI document with every gateway route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toContain('/api/msdashboard.v1-public/auth/login');
    expect(t.app.gatewayRoutes.length).toBeGreaterThan(5);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unexpected failure with 500, a request id and no internals, and logs it', async () => {
    const token = await t.signIn('admin@proboard.local');
    await t.db.execute(sql`alter table role_groups rename to role_groups_gone`);
    try {
      const res = await t.request({ method: 'GET', url: '/api/mslogin.v1/admin/roles_groups', token });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['message', 'request_id']);
      expect(res.body).not.toMatch(/role_groups|relation|at \w+ \(|\.ts:/);
      const [row] = await t.db.select().from(logs).where(sql`request_id = ${body.request_id}`);
      expect(row?.level).toBe('error');
    } finally {
      await t.db.execute(sql`alter table role_groups_gone rename to role_groups`);
    }
  });
});

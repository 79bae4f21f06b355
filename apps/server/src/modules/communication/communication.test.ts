import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '../../platform/mail-templates/built-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { USER_INVITATION_QUEUE } from '../access/user-invitations.ts';

const API = '/api/msnotifier.v1/admin';
const TEMPLATES = `${API}/email-templates`;
const NOTIFICATIONS = `${API}/notifications`;
const en = { 'app-locale': 'en' };
const context = (value: object) => `context=${encodeURIComponent(JSON.stringify(value))}`;

let t: TestApp;
let admin: string;

type Template = {
  id: number;
  key: string;
  layout: string;
  translations: Record<string, Record<string, string>>;
} & Record<string, unknown>;

async function template(key: string): Promise<Template> {
  const found = await t.db.execute<{ id: number }>(sql`select id from email_templates where key = ${key}`);
  const res = await t.request({ method: 'GET', url: `${TEMPLATES}/${found.rows[0]!.id}`, token: admin });
  expect(res.statusCode).toBe(200);
  return res.json().email_template as Template;
}

/** The template sent back with `change` applied, as the form would save it. */
const save = (saved: Template, change: Partial<Template>) =>
  t.request({
    method: 'PUT',
    url: `${TEMPLATES}/${saved.id}`,
    headers: en,
    token: admin,
    payload: {
      key: saved.key,
      email_template_category_id: saved.email_template_category_id,
      layout: saved.layout,
      translations: saved.translations,
      updated_at: saved.updated_at,
      ...change,
    },
  });

const withText = (saved: Template, language: string, texts: Record<string, string>) => ({
  ...saved.translations,
  [language]: { ...saved.translations[language], ...texts },
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

describe('seeded templates', () => {
  it('holds the built-in text of every event the system mails, in the five languages', async () => {
    const rows = await t.db.execute<{
      key: string;
      layout: string;
      translations: object;
      category: string;
    }>(sql`
      select e.key, e.layout, e.translations, c.name as category from email_templates e
      left join email_template_categories c on c.id = e.email_template_category_id order by e.key`);
    expect(rows.rows.map((r) => r.key).sort()).toEqual(BUILT_IN_TEMPLATES.map((b) => b.key).sort());
    for (const built of BUILT_IN_TEMPLATES) {
      const row = rows.rows.find((r) => r.key === built.key)!;
      expect(row.translations, built.key).toEqual(built.translations);
      expect(Object.keys(row.translations).sort()).toEqual(['en', 'es', 'fr', 'it', 'pt']);
      expect(row.category, built.key).toBeTruthy();
    }
  });
});

describe('a template sent back as read', () => {
  it('saves unchanged: the seeded texts are as the sanitiser writes them', async () => {
    const saved = await template('assistance_report');
    const res = await save(saved, {});
    expect(res.statusCode).toBe(200);
    expect((await template('assistance_report')).translations).toEqual(saved.translations);
  });
});

describe('saving a template', () => {
  it('writes a deleted template anew, once however many ask at the same time, and refuses a stale save', async () => {
    const saved = await template('export_ready');
    const body = {
      key: saved.key,
      email_template_category_id: saved.email_template_category_id,
      layout: saved.layout,
      translations: saved.translations,
    };
    const taken = await t.request({
      method: 'POST',
      url: TEMPLATES,
      headers: en,
      token: admin,
      payload: body,
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['key']);
    const removed = await t.request({ method: 'DELETE', url: `${TEMPLATES}/${saved.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    const creates = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({ method: 'POST', url: TEMPLATES, headers: en, token: admin, payload: body }),
      ),
    );
    expect(creates.map((res) => res.statusCode).sort()).toEqual([201, ...Array(9).fill(422)]);
    const created = await template('export_ready');
    expect(created.translations).toEqual(saved.translations);
    expect((await save(created, {})).statusCode).toBe(200);
    const stale = await save(created, { layout: 'basic' });
    expect(stale.statusCode).toBe(409);
    expect((await template('export_ready')).layout).toBe(created.layout);
  });

  it('refuses a variable its event does not give, naming the language and the variable', async () => {
    const saved = await template('return_accepted');
    const res = await save(saved, {
      translations: withText(saved, 'fr', { body: '<p>Bonjour {{name}}, votre lien : {{link}}</p>' }),
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['translations.fr.body']);
    expect(errors['translations.fr.body']![0]).toBe(
      'The French text uses the variable link, which the event “return_accepted” does not give',
    );
  });

  it('refuses a mistyped placeholder, a link layout without its label, and a link layout for an event without a link', async () => {
    const saved = await template('password_reset');
    const typo = await save(saved, { translations: withText(saved, 'es', { subject: 'Hola {{name}' }) });
    expect(typo.statusCode).toBe(422);
    expect(typo.json().errors['translations.es.subject'][0]).toMatch(/Spanish text has a mistyped variable/);

    const noLabel = await save(saved, { layout: 'link' });
    expect(noLabel.statusCode).toBe(422);
    expect(Object.keys(noLabel.json().errors).sort()).toEqual(
      ['en', 'es', 'fr', 'it', 'pt'].map((l) => `translations.${l}.link_label`),
    );

    const returns = await template('return_accepted');
    const noLink = await save(returns, { layout: 'link' });
    expect(noLink.json().errors.layout[0]).toBe(
      'The event “return_accepted” gives no link: choose the basic layout',
    );
  });

  it('requires the Spanish subject and body', async () => {
    const saved = await template('warranty_validated');
    const { es: _es, ...others } = saved.translations;
    const res = await save(saved, { translations: others });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'translations.es.body',
      'translations.es.subject',
    ]);
  });

  it('saves a link layout with its labels, the body sanitised', async () => {
    const saved = await template('password_reset');
    const labels: Record<string, Record<string, string>> = Object.fromEntries(
      Object.entries(saved.translations).map(([l, texts]) => [l, { ...texts, link_label: `Reset (${l})` }]),
    );
    labels.es!.body = '<p>Hola {{name}}</p><script>alert(1)</script><p onclick="x()">Pulsa el botón.</p>';
    const res = await save(saved, { layout: 'link', translations: labels });
    expect(res.statusCode).toBe(200);
    const after = await template('password_reset');
    expect(after.layout).toBe('link');
    expect(after.translations.es!.body).toBe('<p>Hola {{name}}</p><p>Pulsa el botón.</p>');
  });
});

describe('preview and test', () => {
  it('renders unsaved texts in any language and layout with sample data, one-time links masked', async () => {
    const saved = await template('user_invitation');
    const res = await t.request({
      method: 'POST',
      url: `${TEMPLATES}/preview`,
      token: admin,
      payload: {
        key: 'user_invitation',
        layout: 'link',
        locale: 'it',
        translations: Object.fromEntries(
          Object.entries(saved.translations).map(([l, texts]) => [
            l,
            { ...texts, link_label: l === 'it' ? 'Scegli la password' : `Password (${l})` },
          ]),
        ),
      },
    });
    expect(res.statusCode).toBe(200);
    const { preview } = res.json();
    expect(preview.subject).toBe('Benvenuto in PRO board');
    expect(preview.locale).toBe('it');
    expect(preview.html).toContain('Ana García');
    expect(preview.html).toContain('Scegli la password');
    expect(preview.html).not.toContain('token=');
    expect(preview.text).toContain('Scegli la password: ••••••');
  });

  it('sends a test to the caller’s own address', async () => {
    const saved = await template('pickup_booked');
    const res = await t.request({
      method: 'POST',
      url: `${TEMPLATES}/${saved.id}/test`,
      token: admin,
      headers: en,
      payload: { locale: 'pt' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Test sent to admin@proboard.local');
    const row = await t.db.execute<{ recipient: string; locale: string; status: string }>(sql`
      select recipient, locale, status from notifications where id = ${res.json().notification.notificationId}`);
    expect(row.rows[0]).toEqual({ recipient: 'admin@proboard.local', locale: 'pt', status: 'sent' });
  });
});

describe('every e-mail from its template', () => {
  it('mails a new invitation with the wording staff gave its template', async () => {
    const saved = await template('user_invitation');
    const changed = await save(saved, {
      translations: withText(saved, 'es', {
        subject: 'Ya tienes cuenta en PRO board, {{name}}',
        body: '<p>Bienvenida al equipo de posventa, {{name}}.</p><p>{{link}}</p>',
      }),
    });
    expect(changed.statusCode).toBe(200);
    const group = await t.db.execute<{ id: number }>(sql`select id from role_groups order by id limit 1`);
    const created = await t.request({
      method: 'POST',
      url: '/api/mslogin.v1/admin/internal-users',
      token: admin,
      payload: {
        email: 'nuria.sanz@example.com',
        name: 'Nuria',
        surname: 'Sanz',
        country_iso: 'ES',
        market: 'ES',
        role_group_id: group.rows[0]!.id,
        role_ids: [],
        status: 'active',
      },
    });
    expect(created.statusCode).toBe(201);
    await t.jobsDone(USER_INVITATION_QUEUE);
    const row = await t.db.execute<{ subject: string; eml_path: string; template: string }>(sql`
      select subject, eml_path, template from notifications where recipient = 'nuria.sanz@example.com'`);
    expect(row.rows[0]!.subject).toBe('Ya tienes cuenta en PRO board, Nuria');
    const eml = (await fs.readFile(row.rows[0]!.eml_path, 'utf8')).replace(/=\r?\n/g, '');
    expect(eml).toContain('Bienvenida al equipo de posventa, Nuria.');
  });
});

/** A notification sent through the mailer (the seeded template), as the list shows it. */
async function sent(event: 'return_accepted' | 'user_invitation', to: string) {
  const values: Record<string, string | number> =
    event === 'return_accepted'
      ? { name: 'Ana', code: 'RMA-2026-0999', invoice: 'FV-1' }
      : { name: 'Ana', email: to, link: 'https://x.example/?token=T0P-SECRET', days: 7 };
  const result = await t.ctx.mail.send({
    to,
    event,
    locale: 'es',
    values,
    related: { type: 'returns', id: 1 },
  });
  return result.notificationId;
}

describe('notifications', () => {
  it('lists with filters by state, template and a search, and shows the message as sent with its timeline', async () => {
    const id = await sent('return_accepted', 'compras@frigorificos-e2e.example.com');
    await t.db.execute(sql`update notifications set status = 'rejected', reject_reason = '550 5.1.1 no such user'
      where id = ${id}`);
    const list = await t.request({
      method: 'GET',
      url: `${NOTIFICATIONS}?${context({ filter: { status: 'rejected', template: 'return_accepted', search: 'frigorificos-e2e' } })}`,
      token: admin,
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().notifications.data as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(rows[0]).toMatchObject({ status: 'rejected', related: { type: 'returns', id: 1 } });
    expect(rows[0]).not.toHaveProperty('html');

    const details = await t.request({ method: 'GET', url: `${NOTIFICATIONS}/${id}`, token: admin });
    const notification = details.json().notification;
    expect(notification.merge_vars).toEqual({ name: 'Ana', code: 'RMA-2026-0999', invoice: 'FV-1' });
    expect(notification.html).toContain('RMA-2026-0999');
    expect(notification.text).toContain('RMA-2026-0999');
    expect(notification.events.map((e: { type: string }) => e.type)).toEqual(['queued', 'sent']);
    expect(notification.template_exists).toBe(true);
  });

  it('resends to another address as a linked child; the original shows resent and keeps its message', async () => {
    const id = await sent('return_accepted', 'antiguo@frigorificos-e2e.example.com');
    await t.db.execute(
      sql`update notifications set status = 'rejected', reject_reason = '550 gone' where id = ${id}`,
    );
    const before = (await t.request({ method: 'GET', url: `${NOTIFICATIONS}/${id}`, token: admin })).json()
      .notification;
    const res = await t.request({
      method: 'POST',
      url: `${NOTIFICATIONS}/${id}/resend`,
      token: admin,
      headers: en,
      payload: { to: 'nuevo@frigorificos-e2e.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Notification resent to nuevo@frigorificos-e2e.example.com');
    const child = res.json().notification;
    expect(child).toMatchObject({
      recipient: 'nuevo@frigorificos-e2e.example.com',
      status: 'sent',
      resent_from_id: id,
      template: 'return_accepted',
      related: { type: 'returns', id: 1 },
    });
    const after = (await t.request({ method: 'GET', url: `${NOTIFICATIONS}/${id}`, token: admin })).json()
      .notification;
    expect(after.status).toBe('resent');
    expect(after.resent_as.map((c: { id: number }) => c.id)).toEqual([child.id]);
    for (const key of ['recipient', 'subject', 'html', 'text', 'merge_vars', 'reject_reason']) {
      expect(after[key], key).toEqual(before[key]);
    }
    expect(after.events.at(-1)).toMatchObject({ type: 'resent', to: 'nuevo@frigorificos-e2e.example.com' });
  });

  it('refuses an address that is not one (422), a one-time link (409) and a deleted template (409)', async () => {
    const id = await sent('return_accepted', 'otro@frigorificos-e2e.example.com');
    const bad = await t.request({
      method: 'POST',
      url: `${NOTIFICATIONS}/${id}/resend`,
      token: admin,
      payload: { to: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['to']);

    const invitation = await sent('user_invitation', 'invitada@example.com');
    const secret = await t.request({
      method: 'POST',
      url: `${NOTIFICATIONS}/${invitation}/resend`,
      token: admin,
      headers: en,
    });
    expect(secret.statusCode).toBe(409);
    expect(secret.json().message).toMatch(/one-time link/);

    await t.db.execute(sql`delete from email_templates where key = 'return_accepted'`);
    const gone = await t.request({
      method: 'POST',
      url: `${NOTIFICATIONS}/${id}/resend`,
      token: admin,
      headers: en,
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('The template of this notification was deleted: it cannot be resent');
    const children = await t.db.execute(sql`select 1 from notifications where resent_from_id = ${id}`);
    expect(children.rows).toHaveLength(0);
  });
});

import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/mstickets.v1/admin';
const SECRET = 'inbound-secret-for-the-tickets-test';
const INBOUND = '/api/mstickets.v1-public/tickets/inbound-mail';

let t: TestApp;
let agent: string;
let agentId: number;
let category: number;
let subcategory: number;
let otherSub: number;
let company: number;
let made = 0;

type Json = Record<string, unknown>;

const post = (url: string, payload: object, token = agent) =>
  t.request({ method: 'POST', url, payload, token });

async function createCategory(body: Json) {
  const res = await post(`${API}/ticket-categories`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ticket_category.id as number;
}

async function createTicket(body: Json = {}) {
  made += 1;
  const res = await post(`${API}/tickets`, {
    subject: `Bomba de calor Aidoo sin comunicación ${made}`,
    category_id: category,
    subcategory_id: subcategory,
    recipient: 'marta.soler@instalacionesllevant.example.com',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ticket as Json & { id: number };
}

const read = async (id: number) =>
  (await t.request({ method: 'GET', url: `${API}/tickets/${id}`, token: agent })).json().ticket as Json;

const message = (id: number, body: string, internal: boolean) =>
  post(`${API}/tickets/${id}/messages`, { body, internal });

const history = async (id: number) =>
  (
    await t.db.execute<{ from_state: string; to_state: string; fields: Json }>(
      sql`select from_state, to_state, fields from workflow_history where workflow = 'tickets' and record_id = ${id} order by id`,
    )
  ).rows;

const mailsTo = async (ticketId: number) => {
  await t.jobsDone('mail.workflow');
  return (
    await t.db.execute<{ recipient: string; subject: string; eml_path: string; status: string }>(
      sql`select recipient, subject, eml_path, status from notifications
        where template = 'ticket_answered' and (merge_vars->>'ticket_id')::int = ${ticketId} order by id`,
    )
  ).rows;
};

const tokenOf = async (id: number) =>
  (await t.db.execute<{ reply_token: string }>(sql`select reply_token from tickets where id = ${id}`))
    .rows[0]!.reply_token;

/** A customer's reply as the mail system posts it: a raw RFC 822 message. */
const rfc822 = (to: string, text: string) =>
  [
    'From: Marta Soler <marta.soler@instalacionesllevant.example.com>',
    `To: ${to}`,
    'Subject: Re: [CON] Bomba de calor',
    'Message-ID: <reply-1@instalacionesllevant.example.com>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
  ].join('\r\n');

const inbound = (raw: string, secret = SECRET) =>
  t.request({
    method: 'POST',
    url: INBOUND,
    payload: raw,
    headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': secret },
  });

beforeAll(async () => {
  t = await createTestApp({ env: { TICKETS_INBOUND_SECRET: SECRET } });
  agent = await t.signIn('aftersales@proboard.local');
  agentId = (
    await t.db.execute<{ id: number }>(sql`select id from users where email = 'aftersales@proboard.local'`)
  ).rows[0]!.id;
  const es = (await t.db.execute<{ id: number }>(sql`select id from markets where iso = 'ES'`)).rows[0]!.id;
  category = await createCategory({
    az_iso: 'TEST-INSTALACION',
    name: 'Instalación',
    translations: { en: { name: 'Installation' } },
    contacts: [
      { market_id: es, contact_name: 'Lucía Ferrer', contact_email: 'lucia.ferrer@proboard.example.com' },
    ],
  });
  subcategory = await createCategory({
    az_iso: 'TEST-INST-WIFI',
    name: 'Conexión wifi',
    parent_id: category,
  });
  const other = await createCategory({ az_iso: 'TEST-RECAMBIOS', name: 'Recambios' });
  otherSub = await createCategory({ az_iso: 'TEST-REC-PLACAS', name: 'Placas', parent_id: other });
  company = (
    await t.db.execute<{ id: number }>(sql`insert into companies (name, vat, country_iso, market)
      values ('Instalaciones Llevant S.L.', 'B12345674', 'ES', 'ES') returning id`)
  ).rows[0]!.id;
});
afterAll(() => t.close());

describe('ticket categories', () => {
  it('keep one contact per market with a valid e-mail, and one level of subcategories', async () => {
    const es = (await t.db.execute<{ id: number }>(sql`select id from markets where iso = 'ES'`)).rows[0]!.id;
    const contact = {
      market_id: es,
      contact_name: 'Jordi Puig',
      contact_email: 'jordi.puig@proboard.example.com',
    };
    const refused = await post(`${API}/ticket-categories`, {
      az_iso: 'TEST-GARANTIAS',
      name: 'Garantías',
      contacts: [contact, { ...contact, contact_email: 'no es un correo' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual([
      'contacts.1.contact_email',
      'contacts.1.market_id',
    ]);
    const nested = await post(`${API}/ticket-categories`, {
      az_iso: 'TEST-SUB-SUB',
      name: 'Nivel 3',
      parent_id: subcategory,
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors.parent_id).toBeTruthy();
    const record = (
      await t.request({ method: 'GET', url: `${API}/ticket-categories/${category}`, token: agent })
    ).json().ticket_category;
    expect(record.contacts).toEqual([
      { market_id: es, contact_name: 'Lucía Ferrer', contact_email: 'lucia.ferrer@proboard.example.com' },
    ]);
    expect(record.translations.es.name).toBe('Instalación');
  });

  it('feed the form: the main categories, then the subcategories of the one chosen, in the caller’s language', async () => {
    const main = await t.request({
      method: 'GET',
      url: '/api/mstickets.v1/ticket-categories',
      token: agent,
      headers: { 'app-locale': 'en' },
    });
    expect(main.statusCode).toBe(200);
    const mains = main.json().ticket_categories as { id: number; name: string }[];
    expect(mains).toContainEqual(expect.objectContaining({ id: category, name: 'Installation' }));
    expect(mains.map((c) => c.id)).not.toContain(subcategory);
    const children = await t.request({
      method: 'GET',
      url: `/api/mstickets.v1/ticket-categories/${category}/subcategories`,
      token: agent,
    });
    expect((children.json().ticket_categories as { id: number }[]).map((c) => c.id)).toEqual([subcategory]);
  });
});

describe('tickets', () => {
  it('refuse a subcategory of another category (422 on it), and never show the reply token', async () => {
    const refused = await post(`${API}/tickets`, {
      subject: 'Consulta',
      category_id: category,
      subcategory_id: otherSub,
      recipient: 'cliente@example.com',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      subcategory_id: ['La subcategoría no pertenece a la categoría elegida'],
    });
    const ticket = await createTicket();
    expect(ticket.code).toMatch(/^CON-\d{7}$/);
    expect(ticket.status).toBe('open');
    expect(ticket).not.toHaveProperty('reply_token');
    const list = await t.request({
      method: 'GET',
      url: `${API}/tickets?context=${encodeURIComponent(JSON.stringify({ filter: { search: String(ticket.code) } }))}`,
      token: agent,
    });
    expect(list.json().tickets.data.map((r: Json) => r.id)).toEqual([ticket.id]);
    expect(list.body).not.toContain(await tokenOf(ticket.id));
  });

  it('take the market configuration’s assignee and close-when-reply default, and write assignments to the history', async () => {
    // Ticket configurations belong to the global settings (AZ_SADMIN, AZ_DASH_GLOBAL).
    const admin = await t.signIn('admin@proboard.local');
    await t.db.execute(sql`delete from tickets_configurations where market = 'ES'`);
    const config = await post(
      `${API}/tickets-configurations`,
      {
        market: 'es',
        default_assignee_id: agentId,
        reply_from: 'consultas.es@proboard.example.com',
        close_when_reply: true,
        signature: 'SAT Airzone España · 902 400 445',
      },
      admin,
    );
    expect(config.statusCode, config.body).toBe(201);
    const ticket = await createTicket({ company_id: company });
    expect(ticket).toMatchObject({ market: 'ES', assigned_to: agentId, close_when_reply: true });
    // Its e-mails come from the market's address and end with the market's signature.
    await message(ticket.id, 'Le enviamos la pieza hoy.', false);
    const [mail] = await mailsTo(ticket.id);
    const parsed = await simpleParser(await fs.readFile(mail!.eml_path));
    expect(parsed.from?.value[0]?.address).toBe('consultas.es@proboard.example.com');
    expect(parsed.text).toContain('Le enviamos la pieza hoy.\n\n-- \nSAT Airzone España · 902 400 445');
    const adminId = (
      await t.db.execute<{ id: number }>(sql`select id from users where email = 'admin@proboard.local'`)
    ).rows[0]!.id;
    const res = await t.request({
      method: 'PUT',
      url: `${API}/tickets/${ticket.id}`,
      payload: { ...(await read(ticket.id)), assigned_to: adminId },
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await history(ticket.id)).toEqual([
      { from_state: 'open', to_state: 'closed', fields: {} },
      { from_state: 'closed', to_state: 'closed', fields: { assigned: expect.any(String) } },
    ]);
    await t.db.execute(sql`delete from tickets_configurations where market = 'ES'`);
  });
});

describe('the tickets list', () => {
  it('filters by state (the whole value) and by the assignee’s name', async () => {
    const mine = await createTicket({ assigned_to: agentId });
    const unassigned = await createTicket();
    const answered = await createTicket({ assigned_to: agentId });
    await message(answered.id, 'Respondida', false);
    const context = { currentPage: 1, perPage: 50, filter: { status: 'open', assigned: 'Sergio Posventa' } };
    const res = await t.request({
      method: 'GET',
      url: `${API}/tickets?context=${encodeURIComponent(JSON.stringify(context))}`,
      token: agent,
    });
    const ids = res.json().tickets.data.map((r: Json) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(unassigned.id);
    expect(ids).not.toContain(answered.id);
  });
});

describe('the thread', () => {
  it('refuses an empty message with the spec’s message', async () => {
    const ticket = await createTicket();
    const res = await message(ticket.id, '   ', false);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: ['El mensaje no puede estar vacío'] });
  });

  it('keeps an internal note for the staff: never mailed, the state unchanged', async () => {
    const ticket = await createTicket();
    const res = await message(ticket.id, 'Llamar al instalador antes de responder', true);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().ticket.status).toBe('open');
    expect(await mailsTo(ticket.id)).toEqual([]);
    expect(await history(ticket.id)).toEqual([]);
  });

  it('mails an external message to the recipient with the ticket’s reply-to address, and answers the ticket', async () => {
    const ticket = await createTicket();
    const res = await message(ticket.id, 'Hola Marta: reinicia la pasarela y vuelve a emparejar.', false);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().ticket.status).toBe('answered');
    expect(await history(ticket.id)).toMatchObject([{ from_state: 'open', to_state: 'answered' }]);
    const [mail] = await mailsTo(ticket.id);
    expect(mail).toMatchObject({ recipient: 'marta.soler@instalacionesllevant.example.com', status: 'sent' });
    expect(mail!.subject).toBe(`[${ticket.code}] ${ticket.subject}`);
    const eml = await fs.readFile(mail!.eml_path, 'utf8');
    expect(eml).toMatch(new RegExp(`Reply-To: consultas\\+${await tokenOf(ticket.id)}@proboard\\.local`));
    expect(eml).toContain('reinicia la pasarela');
  });

  it('closes with the next message when close_when_reply is set (one history row)', async () => {
    const ticket = await createTicket({ close_when_reply: true });
    const res = await message(ticket.id, 'Resuelto: el firmware 3.2 corrige el fallo.', false);
    expect(res.json().ticket.status).toBe('closed');
    expect(await history(ticket.id)).toMatchObject([{ from_state: 'open', to_state: 'closed' }]);
    expect(await mailsTo(ticket.id)).toHaveLength(1);
  });

  it('is refused to a user without the tickets permissions (403)', async () => {
    const ticket = await createTicket();
    const catalogue = await t.signIn('catalogue@proboard.local');
    const res = await post(
      `${API}/tickets/${ticket.id}/messages`,
      { body: 'Hola', internal: true },
      catalogue,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('customers’ replies by e-mail', () => {
  it('reopen an answered ticket with the customer’s words (the quoted thread left out)', async () => {
    const ticket = await createTicket();
    await message(ticket.id, 'Prueba a reiniciar la pasarela.', false);
    const to = `consultas+${await tokenOf(ticket.id)}@proboard.local`;
    const res = await inbound(
      rfc822(
        to,
        'Sigue sin funcionar, adjunto foto.\r\n\r\nEl lun, Soporte <consultas@proboard.local> escribió:\r\n> Prueba a reiniciar la pasarela.',
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await read(ticket.id)).status).toBe('open');
    const replies = await t.db.execute<{ body: string; internal: boolean; user_email: string }>(
      sql`select body, internal, user_email from workflow_messages where workflow = 'tickets' and record_id = ${ticket.id} and kind = 'reply'`,
    );
    expect(replies.rows).toEqual([
      {
        body: 'Sigue sin funcionar, adjunto foto.',
        internal: false,
        user_email: 'marta.soler@instalacionesllevant.example.com',
      },
    ]);
    expect(await history(ticket.id)).toMatchObject([
      { from_state: 'open', to_state: 'answered' },
      { from_state: 'answered', to_state: 'open' },
    ]);
  });

  it('close the ticket when close_when_reply is set', async () => {
    const ticket = await createTicket();
    await message(ticket.id, 'Te enviamos la pieza.', false);
    const current = await read(ticket.id);
    await t.request({
      method: 'PUT',
      url: `${API}/tickets/${ticket.id}`,
      payload: { ...current, close_when_reply: true },
      token: agent,
    });
    const res = await inbound(
      rfc822(`consultas+${await tokenOf(ticket.id)}@proboard.local`, 'Recibida, gracias.'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await read(ticket.id)).status).toBe('closed');
  });

  it('are refused with a wrong secret (404) or an address no ticket answers to (422), writing nothing', async () => {
    const ticket = await createTicket();
    const to = `consultas+${await tokenOf(ticket.id)}@proboard.local`;
    expect((await inbound(rfc822(to, 'Hola'), 'not-the-secret-at-all')).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: INBOUND,
          payload: rfc822(to, 'Hola'),
          headers: { 'content-type': 'message/rfc822' },
        })
      ).statusCode,
    ).toBe(404);
    const unknown = await inbound(rfc822(`consultas+${'0'.repeat(32)}@proboard.local`, 'Hola'));
    expect(unknown.statusCode).toBe(422);
    const messages = await t.db.execute(
      sql`select 1 from workflow_messages where workflow = 'tickets' and record_id = ${ticket.id}`,
    );
    expect(messages.rows).toEqual([]);
  });
});

describe('the company’s tickets tab', () => {
  it('lists only the company’s tickets and creates them under it', async () => {
    const elsewhere = await createTicket();
    // Company tabs take the companies' permissions (spec section 6): the after-sales agent only reads them.
    const admin = await t.signIn('admin@proboard.local');
    const res = await post(
      `/api/mstickets.v1/admin/companies/${company}/tickets`,
      {
        subject: 'Pedido de recambios de placa',
        category_id: category,
        recipient: 'compras@instalacionesllevant.example.com',
        company_id: 999999,
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().ticket.company_id).toBe(company);
    const list = await t.request({
      method: 'GET',
      url: `/api/mstickets.v1/admin/companies/${company}/tickets?context=${encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 50 }))}`,
      token: agent,
    });
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().tickets.data.map((r: Json) => r.id);
    expect(ids).toContain(res.json().ticket.id);
    expect(ids).not.toContain(elsewhere.id);
  });
});

describe('the demo tickets', () => {
  it('cover every state, each with a thread, a history that ends in its state, some on demo companies', async () => {
    // The demo's references come first (CON-0000001 to CON-0000360); the tests' own follow.
    const demo = sql`t.code <= 'CON-0000360'`;
    const states = await t.db.execute<{ status: string }>(
      sql`select distinct status from tickets t where ${demo}`,
    );
    expect(states.rows.map((r) => r.status).sort()).toEqual(['answered', 'closed', 'open']);
    const broken = await t.db.execute(sql`select t.code from tickets t where ${demo} and (
        not exists (select 1 from workflow_messages m where m.workflow = 'tickets' and m.record_id = t.id)
        or (t.status <> 'open' and t.status is distinct from (select h.to_state from workflow_history h
          where h.workflow = 'tickets' and h.record_id = t.id order by h.created_at desc limit 1)))`);
    expect(broken.rows).toEqual([]);
    const kinds = await t.db.execute<{
      internal: boolean;
      kind: string;
    }>(sql`select distinct m.kind, m.internal
      from workflow_messages m join tickets t on t.id = m.record_id where m.workflow = 'tickets' and ${demo}`);
    expect(kinds.rows).toEqual(
      expect.arrayContaining([
        { kind: 'comment', internal: true },
        { kind: 'comment', internal: false },
        { kind: 'reply', internal: false },
      ]),
    );
    const onCompanies = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from tickets t where ${demo} and company_id is not null`,
    );
    expect(onCompanies.rows[0]!.n).toBeGreaterThan(0);
  });
});

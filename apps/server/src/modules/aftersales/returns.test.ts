import { returnWorkflow } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../trust/harness.ts';
import { sampleReturn } from './return-sample.ts';

const BASE = '/api/mswarranties.v1/admin/returns';
const list = (context: object) => `${BASE}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.signIn('aftersales@proboard.local');
});
afterAll(() => t.close());

async function read(id: number) {
  const res = await t.request({ method: 'GET', url: `${BASE}/${id}`, token: agent });
  expect(res.statusCode).toBe(200);
  return res.json().return as Record<string, unknown> & { lines: { id: number; return_amount: number }[] };
}

const move = (id: number, body: object, token = agent) =>
  t.request({ method: 'POST', url: `${BASE}/${id}/transitions`, payload: body, token });

const timeline = async (id: number) =>
  (await t.request({ method: 'GET', url: `${BASE}/${id}/timeline`, token: agent })).json().timeline as Record<
    string,
    unknown
  >[];

describe('returns list', () => {
  it('finds a return by its reference or its invoice, and filters a state exactly', async () => {
    const requested = await sampleReturn(t.db, 'requested');
    const pickup = await sampleReturn(t.db, 'pickup_requested');
    const { code, invoice_number } = await read(requested);
    for (const search of [String(code).slice(-8), String(invoice_number)]) {
      const res = await t.request({ method: 'GET', url: list({ filter: { search } }), token: agent });
      expect(res.json().returns.data.map((r: { id: number }) => r.id)).toContain(requested);
    }
    const byState = await t.request({
      method: 'GET',
      url: list({ currentPage: 1, perPage: 50, filter: { status: 'requested' } }),
      token: agent,
    });
    const ids = byState.json().returns.data.map((r: { id: number; status: string }) => r.id);
    expect(ids).toContain(requested);
    expect(ids).not.toContain(pickup);
  });

  it('is refused (403) to a user without the returns permissions, and details need azc-returns-update', async () => {
    const catalogue = await t.signIn('catalogue@proboard.local');
    expect((await t.request({ method: 'GET', url: list({}), token: catalogue })).statusCode).toBe(403);
    await t.db.execute(sql`insert into roles (name) values ('RETURNS_READER')`);
    await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r, permissions p where r.name = 'RETURNS_READER' and p.name = 'azc-returns-read'`);
    const reader = await t.signIn(
      await createUser(t.db, 'returns.reader@proboard.local', ['RETURNS_READER']),
    );
    const id = await sampleReturn(t.db, 'hold');
    expect((await t.request({ method: 'GET', url: list({}), token: reader })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${BASE}/${id}`, token: reader })).statusCode).toBe(403);
    expect((await move(id, { to: 'pending', fields: { transport_fee: 10 } }, reader)).statusCode).toBe(403);
  });
});

describe('a return and its money', () => {
  it('computes each line and the total on the server, exactly, less the transport fee', async () => {
    const id = await sampleReturn(t.db, 'hold');
    await t.db.execute(sql`update returns set transport_fee = null where id = ${id}`);
    await t.db.execute(sql`update return_lines set return_amount = 0 where return_id = ${id}`);
    // 310.50 less 10% is 279.45, less a 5.00 rotation charge: 274.45; 99.99 less 12.50 and 3.00: 84.49.
    const moved = await move(id, { to: 'pending', fields: { transport_fee: '15.10' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const record = await read(id);
    expect(record.lines.map((line) => line.return_amount)).toEqual([274.45, 84.49]);
    expect(record.transport_fee).toBe(15.1);
    expect(record.total).toBe(343.84);
  });

  it('refuses a transport fee that is not a number, and a total sent by a client', async () => {
    const id = await sampleReturn(t.db, 'hold');
    const notNumber = await move(id, { to: 'pending', fields: { transport_fee: '12,5 €' } });
    expect(notNumber.statusCode).toBe(422);
    expect(Object.keys(notNumber.json().errors)).toEqual(['transport_fee']);
    const withTotal = await move(id, { to: 'pending', fields: { transport_fee: 10, total: 0 } });
    expect(withTotal.statusCode).toBe(422);
    expect(withTotal.json().errors.total).toBeTruthy();
    expect((await read(id)).status).toBe('hold');
  });

  it('asks a credit invoice of exactly 8 digits and a tracking number to deliver', async () => {
    const id = await sampleReturn(t.db, 'requested');
    for (const credit_invoice of ['1234567', '123456789', '1234567a']) {
      const res = await move(id, { to: 'delivered', fields: { credit_invoice, tracking_number: 'JD01' } });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['credit_invoice']);
    }
    const noTracking = await move(id, { to: 'delivered', fields: { credit_invoice: '40012345' } });
    expect(Object.keys(noTracking.json().errors)).toEqual(['tracking_number']);
    const done = await move(id, {
      to: 'delivered',
      fields: { credit_invoice: '40012345', tracking_number: 'JD01' },
    });
    expect(done.statusCode).toBe(200);
    expect(await read(id)).toMatchObject({
      status: 'delivered',
      credit_invoice: '40012345',
      tracking_number: 'JD01',
    });
  });

  it('keeps the cancellation reason, which is required', async () => {
    const id = await sampleReturn(t.db, 'accepted');
    const missing = await move(id, { to: 'cancelled', fields: { cancel_reason: '   ' } });
    expect(Object.keys(missing.json().errors)).toEqual(['cancel_reason']);
    expect(
      (await move(id, { to: 'cancelled', fields: { cancel_reason: 'Pedido duplicado' } })).statusCode,
    ).toBe(200);
    expect((await read(id)).cancel_reason).toBe('Pedido duplicado');
  });
});

describe('two agents moving one return at once', () => {
  it('lets one win; the other gets 409 and the history has one row', async () => {
    const id = await sampleReturn(t.db, 'pending');
    const { updated_at } = await read(id);
    const other = await t.signIn('admin@proboard.local');
    const answers = await Promise.all([
      move(id, { to: 'accepted', updated_at }),
      move(id, { to: 'hold', updated_at }, other),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.execute(
      sql`select * from workflow_history where workflow = 'returns' and record_id = ${id}`,
    );
    expect(rows.rows).toHaveLength(1);
  });
});

describe('customer e-mail', () => {
  it('tells the customer by e-mail when the return is accepted (a Notification row, sent)', async () => {
    const id = await sampleReturn(t.db, 'pending');
    expect((await move(id, { to: 'accepted' })).statusCode).toBe(200);
    await t.jobsDone('mail.workflow');
    const sent = await t.db.execute<{ recipient: string; subject: string; status: string }>(
      sql`select recipient, subject, status from notifications where template = 'return_accepted'
        and merge_vars->>'return_id' = ${String(id)}`,
    );
    expect(sent.rows).toHaveLength(1);
    expect(sent.rows[0]).toMatchObject({ recipient: 'compras@climaebro.example.com', status: 'sent' });
    expect(sent.rows[0]!.subject).toContain(String((await read(id)).code));
  });

  it('mails nobody when the transition is refused', async () => {
    const id = await sampleReturn(t.db, 'hold');
    expect((await move(id, { to: 'accepted' })).statusCode).toBe(409);
    const queued = await t.db.execute(sql`select 1 from pgboss.job where name = 'mail.workflow'
      and data->'mergeVars'->>'return_id' = ${String(id)}`);
    expect(queued.rows).toHaveLength(0);
  });
});

describe('lines', () => {
  it('deleting a line recomputes the total; deleting the last one cancels the return with a history row', async () => {
    const id = await sampleReturn(t.db, 'accepted');
    const [first, second] = (await read(id)).lines;
    const one = await t.request({ method: 'DELETE', url: `${BASE}/${id}/lines/${first!.id}`, token: agent });
    expect(one.statusCode).toBe(200);
    expect(one.json().return).toMatchObject({ status: 'accepted', total: 69.49 });
    const last = await t.request({
      method: 'DELETE',
      url: `${BASE}/${id}/lines/${second!.id}`,
      token: agent,
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().return).toMatchObject({ status: 'cancelled', total: 0, lines: [] });
    expect(last.json().return.cancel_reason).toBeTruthy();
    const history = await t.db.execute(sql`select from_state, to_state from workflow_history
      where workflow = 'returns' and record_id = ${id}`);
    expect(history.rows).toEqual([{ from_state: 'accepted', to_state: 'cancelled' }]);
  });

  it('refuses to change the lines of a closed return (409) and a line of another return (404)', async () => {
    const closed = await sampleReturn(t.db, 'delivered');
    const open = await sampleReturn(t.db, 'hold');
    const [line] = (await read(closed)).lines;
    const res = await t.request({
      method: 'DELETE',
      url: `${BASE}/${closed}/lines/${line!.id}`,
      token: agent,
    });
    expect(res.statusCode).toBe(409);
    const foreign = await t.request({
      method: 'DELETE',
      url: `${BASE}/${open}/lines/${line!.id}`,
      token: agent,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await read(closed)).lines).toHaveLength(2);
  });
});

describe('comments, ticket requests and the timeline', () => {
  it('refuses an empty comment or ticket message (422 on the field)', async () => {
    const id = await sampleReturn(t.db, 'hold');
    const comment = await t.request({
      method: 'POST',
      url: `${BASE}/${id}/messages`,
      payload: { body: ' ' },
      token: agent,
    });
    expect(comment.statusCode).toBe(422);
    expect(Object.keys(comment.json().errors)).toEqual(['body']);
    const ticket = await t.request({
      method: 'POST',
      url: `${BASE}/${id}/ticket`,
      payload: { message: '' },
      token: agent,
    });
    expect(ticket.statusCode).toBe(422);
    expect(Object.keys(ticket.json().errors)).toEqual(['message']);
  });

  it('merges transitions, messages and edits, newest first, each step once', async () => {
    const id = await sampleReturn(t.db, 'hold');
    await move(id, { to: 'pending', fields: { transport_fee: 9 }, note: 'Portes pagados' });
    await t.request({
      method: 'POST',
      url: `${BASE}/${id}/messages`,
      payload: { body: 'Llamar al cliente' },
      token: agent,
    });
    const [line] = (await read(id)).lines;
    await t.request({ method: 'DELETE', url: `${BASE}/${id}/lines/${line!.id}`, token: agent });
    await t.request({
      method: 'POST',
      url: `${BASE}/${id}/ticket`,
      payload: { message: 'Revisar el abono' },
      token: agent,
    });
    const entries = await timeline(id);
    expect(entries.map((entry) => entry.kind)).toEqual(['ticket', 'edit', 'comment', 'transition']);
    expect(entries[3]).toMatchObject({
      from_state: 'hold',
      to_state: 'pending',
      note: 'Portes pagados',
      fields: { transport_fee: 9 },
    });
    expect(entries[3]!.user_email).toBe('aftersales@proboard.local');
  });
});

describe('create ticket from a return', () => {
  it('creates a real ticket to the customer, linked to the return, with the message as its first note', async () => {
    const id = await sampleReturn(t.db, 'pending');
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/${id}/ticket`,
      payload: { message: 'El cliente pide el abono antes de la recogida' },
      token: agent,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { ticket } = res.json();
    expect(ticket).toMatchObject({
      status: 'open',
      return_id: id,
      recipient: 'compras@climaebro.example.com',
      category_name: 'Devoluciones',
    });
    expect(ticket.subject).toContain(String((await read(id)).code));
    const notes = await t.db.execute(sql`select body, internal from workflow_messages
      where workflow = 'tickets' and record_id = ${ticket.id}`);
    expect(notes.rows).toEqual([{ body: 'El cliente pide el abono antes de la recogida', internal: true }]);
    expect((await timeline(id))[0]).toMatchObject({
      kind: 'ticket',
      body: expect.stringContaining(ticket.code),
    });
  });

  it('refuses a return without a customer e-mail (422 on the message), creating nothing', async () => {
    const id = await sampleReturn(t.db, 'hold');
    await t.db.execute(sql`update returns set customer_email = null where id = ${id}`);
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/${id}/ticket`,
      payload: { message: 'Revisar el abono' },
      token: agent,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['message']);
    const made = await t.db.execute(sql`select 1 from tickets where return_id = ${id}`);
    expect(made.rows).toEqual([]);
  });
});

describe('the demo returns', () => {
  it('cover every state, each return with lines and a history that ends in its state', async () => {
    const states = await t.db.execute<{ status: string }>(
      sql`select distinct status from returns where code like 'RT-2026-%'`,
    );
    expect(states.rows.map((r) => r.status).sort()).toEqual([...returnWorkflow.states].sort());
    const broken = await t.db.execute(sql`select r.code from returns r where r.code like 'RT-2026-%' and (
        not exists (select 1 from return_lines l where l.return_id = r.id)
        or (r.status <> 'hold' and r.status is distinct from (select h.to_state from workflow_history h
          where h.workflow = 'returns' and h.record_id = r.id order by h.created_at desc limit 1)))`);
    expect(broken.rows).toEqual([]);
  });
});

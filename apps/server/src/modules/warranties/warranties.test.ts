import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BASE = '/api/mswarranties.v1/admin/warranties';
const list = (context: object) => `${BASE}?context=${encodeURIComponent(JSON.stringify(context))}`;

type Json = Record<string, unknown>;
let t: TestApp;
let agent: string;
let companyId: number;
let made = 0;

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.signIn('aftersales@proboard.local');
  const company = await t.db.execute<{ id: number }>(sql`
    insert into companies (name, vat, country_iso, email, status)
    values ('Climatizaciones Turia SL', 'ESB46123457', 'ES', 'postventa@climaturia.example.com', 'active')
    returning id`);
  companyId = company.rows[0]!.id;
  await t.db.execute(sql`
    insert into articles (az_iso, name, product_id, blocked) values
      ('WTY_THINK', 'Termostato Think radio blanco', (select min(id) from products), false),
      ('WTY_PLENUM', 'Plenum motorizado 2 salidas', (select min(id) from products), false)`);
});
afterAll(() => t.close());

const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await t.request({ method, url, payload, token: agent, headers: { 'app-locale': 'es' } });
  return { status: res.statusCode, body: res.json() as Json };
};

/** A new warranty's body with one line on `serial` of WTY_THINK (a unit of its own unless said). */
function warrantyBody(serial = `SN-${process.pid}-${++made}`, extra: Json = {}): Json {
  return {
    az_iso: `gar-${process.pid}-${++made}`,
    company_id: companyId,
    description: 'El termostato se reinicia cada pocos minutos',
    type_payment_iso: 'WARRANTY',
    contact_name: 'Marta Soler',
    contact_email: 'marta.soler@climaturia.example.com',
    lines: [
      {
        article: 'wty_think',
        quantity: 1,
        serial_number: serial,
        plenum_id: 'PLN-7781',
        invoice: 'FV-2026-004512',
      },
    ],
    ...extra,
  };
}

async function create(body: Json = warrantyBody()) {
  const res = await send('POST', BASE, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.warranty as Json & { id: number; lines: Json[] };
}

const move = (id: number, body: Json) => send('POST', `${BASE}/${id}/transitions`, body);
const timeline = async (id: number) =>
  (await send('GET', `${BASE}/${id}/timeline`)).body.timeline as (Json & { kind: string })[];

describe('creating a warranty', () => {
  it('saves its lines, starts opened, and takes its creator from the signed-in user', async () => {
    const created = await create();
    expect(created).toMatchObject({
      status: 'opened',
      company_name: 'Climatizaciones Turia SL',
      creator_type: 'internal',
      lines_count: 1,
    });
    expect(created.creator_name).toBeTruthy();
    expect(created.az_iso).toMatch(/^GAR-/);
    expect(created.lines).toEqual([
      expect.objectContaining({
        article: 'WTY_THINK',
        quantity: 1,
        plenum_id: 'PLN-7781',
        invoice: 'FV-2026-004512',
      }),
    ]);
    const sentCreator = await send('POST', BASE, { ...warrantyBody(), creator_name: 'Otra persona' });
    expect(sentCreator.status).toBe(201);
    expect((sentCreator.body.warranty as Json).creator_name).toBe(created.creator_name);
  });

  it('refuses a reposition order that is not exactly 8 digits, with the spec message', async () => {
    for (const bad of ['1234567', '123456789', '$-12345678', 'ABCDEFGH']) {
      const res = await send('POST', BASE, warrantyBody(undefined, { reposition_order: bad }));
      expect(res.status, bad).toBe(422);
      expect((res.body.errors as Record<string, string[]>).reposition_order![0]).toContain('8 dígitos');
    }
    const good = await create(warrantyBody(undefined, { reposition_order: '99999999' }));
    expect(good.reposition_order).toBe('99999999');
  });

  it('refuses an unknown article and a warranty without lines, on their fields', async () => {
    const unknown = await send('POST', BASE, {
      ...warrantyBody(),
      lines: [{ article: 'NO_SUCH', quantity: 1, serial_number: 'X1' }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty(['lines.0.article']);
    const empty = await send('POST', BASE, { ...warrantyBody(), lines: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toHaveProperty('lines');
  });
});

describe('saving a warranty again', () => {
  it('keeps the lines sent back as read (same ids), adds new ones and drops the missing ones', async () => {
    const created = await create();
    const { id, lines } = created;
    const resent = await send('PUT', `${BASE}/${id}`, created);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect((resent.body.warranty as Json).lines).toEqual(lines);
    const added = { article: 'WTY_PLENUM', quantity: 1, serial_number: `SN-ADD-${id}` };
    const grown = await send('PUT', `${BASE}/${id}`, {
      ...(resent.body.warranty as Json),
      lines: [added],
    });
    expect(grown.status).toBe(200);
    const after = (grown.body.warranty as Json).lines as Json[];
    expect(after).toEqual([expect.objectContaining(added)]);
    expect(after[0]!.id).not.toBe(lines[0]!.id);
    const foreign = await send('PUT', `${BASE}/${id}`, {
      ...(grown.body.warranty as Json),
      lines: [{ ...added, id: 999_999 }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toHaveProperty(['lines.0.id']);
  });
});

describe('an article already in another open warranty', () => {
  it('is refused with the spec message until that warranty is cancelled', async () => {
    const first = await create(warrantyBody('SN-SHARED-1'));
    const second = await send('POST', BASE, warrantyBody('sn-shared-1'));
    expect(second.status).toBe(422);
    expect((second.body.errors as Record<string, string[]>)['lines.0.article']).toEqual([
      'Este artículo ya está en otra garantía abierta',
    ]);
    // The first warranty may keep its own unit when it is saved again.
    const resaved = await send('PUT', `${BASE}/${first.id}`, {
      ...warrantyBody('SN-SHARED-1'),
      az_iso: first.az_iso,
      updated_at: first.updated_at,
    });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    const cancelled = await move(first.id, {
      to: 'cancelled',
      fields: { reason: 'Reclamación duplicada' },
      note: 'Se tramita en otra garantía',
    });
    expect(cancelled.status).toBe(200);
    expect((await send('POST', BASE, warrantyBody('SN-SHARED-1'))).status).toBe(201);
  });

  it('is won by one of two warranties claiming it at once; the other gets 422 and writes nothing', async () => {
    const bodies = [warrantyBody('SN-RACE-1'), warrantyBody('SN-RACE-1')];
    const results = await Promise.all(bodies.map((body) => send('POST', BASE, body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const loser = results.find((r) => r.status === 422)!;
    expect(loser.body.errors).toHaveProperty(['lines.0.article']);
    const stored = await t.db.execute(
      sql`select w.az_iso from warranties w join warranty_lines l on l.warranty_id = w.id
        where l.serial_number = 'SN-RACE-1'`,
    );
    expect(stored.rows).toHaveLength(1);
    const orphan = await t.db.execute(
      sql`select 1 from warranties where az_iso = any(${sql.param(bodies.map((b) => String(b.az_iso).toUpperCase()))}::text[])`,
    );
    expect(orphan.rows).toHaveLength(1);
  });
});

describe('a claim not yet committed', () => {
  it('makes the other write wait, then refuse the unit (the unique index decides, not the read)', async () => {
    const holder = await create();
    let pending: ReturnType<typeof send> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into warranty_lines (warranty_id, position, article_id, article, quantity,
          serial_number) values (${holder.id}, 1, (select id from articles where az_iso = 'WTY_THINK'),
          'WTY_THINK', 1, 'SN-LOCK-1')`);
      // Its check cannot see the uncommitted line: only the insert's wait on the index can stop it.
      pending = send('POST', BASE, warrantyBody('SN-LOCK-1'));
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    const res = await pending!;
    expect(res.status).toBe(422);
    expect((res.body.errors as Record<string, string[]>)['lines.0.article']).toEqual([
      'Este artículo ya está en otra garantía abierta',
    ]);
  });
});

describe('the warranties list', () => {
  it('finds a warranty by a line invoice, serial number or plenum ID, and filters a state exactly', async () => {
    const tag = `${process.pid}${++made}`;
    const target = await create({
      ...warrantyBody(),
      lines: [
        {
          article: 'WTY_THINK',
          quantity: 1,
          serial_number: `SNL-${tag}`,
          plenum_id: `PLX-${tag}`,
          invoice: `FVX-${tag}`,
        },
        { article: 'WTY_PLENUM', quantity: 2, serial_number: `SNM-${tag}` },
      ],
    });
    const other = await create();
    for (const search of [`FVX-${tag}`, `snl-${tag}`, `PLX-${tag}`, `SNM-${tag}`]) {
      const res = await send('GET', list({ filter: { search } }));
      const ids = ((res.body.warranties as Json).data as Json[]).map((r) => r.id);
      expect(ids, search).toEqual([target.id]);
    }
    expect((await move(other.id, { to: 'validated', note: 'Fotos revisadas' })).status).toBe(200);
    const opened = await send('GET', list({ currentPage: 1, perPage: 50, filter: { status: 'opened' } }));
    const openedIds = ((opened.body.warranties as Json).data as Json[]).map((r) => r.id);
    expect(openedIds).toContain(target.id);
    expect(openedIds).not.toContain(other.id);
  });
});

describe('transitions', () => {
  it('ask for observations, and cancel and close for a reason (422 on each, nothing moves)', async () => {
    const w = await create();
    const bare = await move(w.id, { to: 'validated' });
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toHaveProperty('note');
    const noReason = await move(w.id, { to: 'cancelled', note: 'Lo pide el cliente' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty('reason');
    expect((await send('GET', `${BASE}/${w.id}`)).body.warranty).toMatchObject({ status: 'opened' });
  });

  it('tell the customer by e-mail when the warranty is validated', async () => {
    const w = await create();
    expect((await move(w.id, { to: 'validated', note: 'Avería confirmada' })).status).toBe(200);
    await t.jobsDone('mail.workflow');
    const sent = await t.db.execute<{ recipient: string; subject: string; status: string }>(
      sql`select recipient, subject, status from notifications where template = 'warranty_validated'
        and merge_vars->>'warranty_id' = ${String(w.id)}`,
    );
    expect(sent.rows).toHaveLength(1);
    expect(sent.rows[0]).toMatchObject({ recipient: 'marta.soler@climaturia.example.com', status: 'sent' });
    expect(sent.rows[0]!.subject).toContain(String(w.az_iso));
  });

  it('request the pickup, and a closed warranty no longer changes (409)', async () => {
    const w = await create();
    await move(w.id, { to: 'validated', note: 'Avería confirmada' });
    const parcels = {
      parcel_count: 1,
      parcel_weight_kg: 9,
      parcel_height_cm: 50,
      parcel_width_cm: 50,
      parcel_length_cm: 70,
    };
    // The carrier cannot book a pickup without its parcels: the transition asks for them.
    const withoutParcels = await move(w.id, { to: 'pickup_requested', note: 'Recoger por la mañana' });
    expect(withoutParcels.status).toBe(422);
    expect(withoutParcels.body.errors).toHaveProperty('parcel_count');
    expect(
      (await move(w.id, { to: 'pickup_requested', fields: parcels, note: 'Recoger por la mañana' })).status,
    ).toBe(200);
    const requested = (await send('GET', `${BASE}/${w.id}`)).body.warranty as Json;
    expect(requested.pickup_requested_at).toBeTruthy();
    // The carrier is asked through the shipments area: a pickup at the warranty's contact, linked back.
    const pickups =
      await t.db.execute(sql`select status, is_return, contact_name, contact_email, serves_reference,
        note from shipments where serves = 'warranty' and serves_id = ${w.id}`);
    expect(pickups.rows).toEqual([
      {
        status: 'pending',
        is_return: true,
        contact_name: 'Marta Soler',
        contact_email: 'marta.soler@climaturia.example.com',
        serves_reference: w.az_iso,
        note: 'Recoger por la mañana',
      },
    ]);
    await move(w.id, { to: 'pickup_processed', note: 'Recogido' });
    const closed = await move(w.id, { to: 'closed', fields: { reason: 'Equipo sustituido' }, note: 'Fin' });
    expect(closed.status).toBe(200);
    const edit = await send('PUT', `${BASE}/${w.id}`, {
      ...warrantyBody(),
      updated_at: (closed.body.warranty as Json).updated_at,
    });
    expect(edit.status).toBe(409);
    // Past its first state it stays, with its history: refused naming the state it is in.
    const deleted = await send('DELETE', `${BASE}/${w.id}`);
    expect(deleted.status).toBe(409);
    expect(String(deleted.body.message)).toContain('Cerrada');
  });
});

describe('the action log', () => {
  it('refuses an empty chat message, and shows create, update, transition and chat entries', async () => {
    const w = await create();
    const empty = await send('POST', `${BASE}/${w.id}/messages`, { body: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toHaveProperty('body');
    const saved = await send('PUT', `${BASE}/${w.id}`, {
      ...warrantyBody(String(w.lines[0]!.serial_number)),
      az_iso: w.az_iso,
      diagnostic_code: 'E-14',
      updated_at: w.updated_at,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await move(w.id, { to: 'validated', note: 'Avería confirmada' })).status).toBe(200);
    expect(
      (await send('POST', `${BASE}/${w.id}/messages`, { body: '¿Podéis enviar una foto de la placa?' }))
        .status,
    ).toBe(201);
    const entries = await timeline(w.id);
    expect(entries.map((e) => e.kind)).toEqual(['comment', 'transition', 'edit', 'create']);
    expect(entries[1]).toMatchObject({
      from_state: 'opened',
      to_state: 'validated',
      note: 'Avería confirmada',
    });
    expect(entries[2]!.new_values).toMatchObject({ diagnostic_code: 'E-14' });
  });
});

describe('the demo seed', () => {
  it('holds a few hundred warranties over every state, with lines, histories, chat and the create entry', async () => {
    const states = await t.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from warranties where az_iso like 'GAR-2026-%' group by status`,
    );
    expect(states.rows.map((r) => r.status).sort()).toEqual([
      'cancelled',
      'closed',
      'hold',
      'opened',
      'pickup_processed',
      'pickup_requested',
      'validated',
    ]);
    expect(states.rows.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(200);
    const demo = await t.db.execute<{ id: number }>(
      sql`select id from warranties where az_iso like 'GAR-2026-%' and status = 'closed' and lines_count > 1
        order by id limit 1`,
    );
    const entries = await timeline(demo.rows[0]!.id);
    const kinds = new Set(entries.map((e) => e.kind));
    expect(kinds).toContain('create');
    expect(kinds).toContain('transition');
    const chatted = await t.db.execute<{ n: number }>(
      sql`select count(distinct record_id)::int as n from workflow_messages where workflow = 'warranties'`,
    );
    expect(chatted.rows[0]!.n).toBeGreaterThan(100);
    const found = await send('GET', list({ filter: { search: 'PLN-4000' } }));
    expect(((found.body.warranties as Json).data as Json[]).map((r) => r.az_iso)).toEqual(['GAR-2026-00800']);
  });
});

import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_MAIL_QUEUE } from '../../platform/workflows/workflow-mail.ts';
import { pdf } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureSampleCentre, sampleAssignment } from './assistance-sample.ts';

const API = '/api/msservices.v1/admin';
const PUBLIC = '/api/msservices.v1-public/surveys';
type Json = Record<string, unknown>;

let t: TestApp;
let agent: string;
let centre: number;

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.signIn('aftersales@proboard.local');
  centre = await ensureSampleCentre(t.db);
});
afterAll(() => t.close());

let made = 0;
const assistanceBody = (overrides: Json = {}) => {
  made += 1;
  return {
    request_number: `AT-${process.pid}-${made}`,
    service_type: 'repair',
    requester_name: 'Marta Gil Navarro',
    requester_email: `marta.gil.${made}@correo.example.com`,
    installation_address: 'Avenida del Puerto 120, 5º A',
    installation_city: 'Valencia',
    systems_quantity: 1,
    thermostats_quantity: 3,
    installation_checklist: ['power_supply', 'bus_wiring'],
    reason: 'El termostato del dormitorio no responde',
    ...overrides,
  };
};

const post = (url: string, payload: object, token: string | undefined = agent) =>
  t.request({ method: 'POST', url, payload, token });
const get = (url: string, token: string | undefined = agent) => t.request({ method: 'GET', url, token });
const move = (resource: string, id: number, to: string, fields: Json = {}, note?: string) =>
  post(`${API}/${resource}/${id}/transitions`, { to, fields, ...(note ? { note } : {}) });

async function createAssistance(overrides: Json = {}) {
  const res = await post(`${API}/technical-assistances`, assistanceBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().technical_assistance as Json & { id: number };
}

/** The survey link of the last survey mail sent to `to`, read from the .eml as the customer gets it. */
async function surveyTokenMailedTo(to: string): Promise<string> {
  await t.jobsDone(WORKFLOW_MAIL_QUEUE);
  const found = await t.db.execute<{ eml_path: string }>(sql`select eml_path from notifications
    where recipient = ${to} and template = 'assistance_survey' order by id desc limit 1`);
  const mail = await simpleParser(await fs.readFile(found.rows[0]!.eml_path));
  return /\/survey\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!;
}

describe('technical assistances', () => {
  it('refuses a reason of 5 characters on its field, and creates a pending assistance', async () => {
    const short = await post(`${API}/technical-assistances`, assistanceBody({ reason: 'Falla' }));
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['reason']);
    const created = await createAssistance();
    expect(created.status).toBe('pending');
    expect(created.installation_checklist).toEqual(['power_supply', 'bus_wiring']);
  });

  it('finds an assistance by request number or requester, and filters a state exactly', async () => {
    const mine = await createAssistance({ requester_name: 'Iñaki Zubizarreta Etxeberria' });
    const list = (context: object) =>
      get(`${API}/technical-assistances?context=${encodeURIComponent(JSON.stringify(context))}`);
    for (const search of [String(mine.request_number), 'Zubizarreta']) {
      const ids = (await list({ filter: { search } }))
        .json()
        .technical_assistances.data.map((r: Json) => r.id);
      expect(ids).toContain(mine.id);
    }
    const pending = (await list({ currentPage: 1, perPage: 50, filter: { status: 'pending' } })).json();
    expect(pending.technical_assistances.data.every((r: Json) => r.status === 'pending')).toBe(true);
    const done = (await list({ currentPage: 1, perPage: 50, filter: { status: 'done' } })).json();
    expect(done.technical_assistances.data.map((r: Json) => r.id)).not.toContain(mine.id);
  });

  it('assigns a professional centre (creating its pending assignment) and refuses anything else', async () => {
    const assistance = await createAssistance();
    const finalCustomer = await t.db.execute<{ id: number }>(
      sql`select id from companies where client_type = 'FINAL' limit 1`,
    );
    const wrong = await move('technical-assistances', assistance.id, 'assigned', {
      sta_company_id: finalCustomer.rows[0]?.id ?? 999_999_999,
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors ?? { [wrong.json().field]: 1 })).toContain('sta_company_id');
    const moved = await move('technical-assistances', assistance.id, 'assigned', { sta_company_id: centre });
    expect(moved.statusCode, moved.body).toBe(200);
    const read = (await get(`${API}/technical-assistances/${assistance.id}`)).json().technical_assistance;
    expect(read.status).toBe('assigned');
    expect(read.sta_name).toBe('Servicio Técnico Levante Clima S.L.');
    expect(read.assignments).toHaveLength(1);
    expect(read.assignments[0].status).toBe('pending');
  });

  it('cancelled, cancels its open assignment for the same reason (with its history), never a closed one', async () => {
    const assistance = await createAssistance();
    expect(
      (await move('technical-assistances', assistance.id, 'assigned', { sta_company_id: centre })).statusCode,
    ).toBe(200);
    const reason = 'El cliente lo resolvió con el instalador';
    const cancelled = await move('technical-assistances', assistance.id, 'cancelled', {
      cancel_reason: reason,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const read = (await get(`${API}/technical-assistances/${assistance.id}`)).json().technical_assistance;
    expect(read.assignments.map((a: Json) => a.status)).toEqual(['cancelled']);
    const assignment = await t.db.execute<{
      cancel_reason: string;
      moves: number;
    }>(sql`select g.cancel_reason,
      (select count(*)::int from workflow_history h where h.workflow = 'assignments' and h.record_id = g.id
        and h.to_state = 'cancelled') as moves
      from assignments g where g.assistance_id = ${assistance.id}`);
    expect(assignment.rows).toEqual([{ cancel_reason: reason, moves: 1 }]);

    // Past their first state both stay, with their history: refused naming the state they are in.
    const refused = await t.request({
      method: 'DELETE',
      url: `${API}/technical-assistances/${assistance.id}`,
      token: agent,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Cancelada');
    const assignmentId = read.assignments[0].id as number;
    const kept = await t.request({
      method: 'DELETE',
      url: `${API}/assignments/${assignmentId}`,
      token: agent,
    });
    expect(kept.statusCode).toBe(409);
    const pending = await createAssistance();
    const removed = await t.request({
      method: 'DELETE',
      url: `${API}/technical-assistances/${pending.id}`,
      token: agent,
    });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('is refused (403) to a user without the technical assistance permissions', async () => {
    const catalogue = await t.signIn('catalogue@proboard.local');
    expect((await get(`${API}/technical-assistances`, catalogue)).statusCode).toBe(403);
    const assistance = await createAssistance();
    const res = await post(
      `${API}/technical-assistances/${assistance.id}/transitions`,
      { to: 'requested', fields: {} },
      catalogue,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('assignments', () => {
  it('refuses an end before the start and a malformed webserver MAC, each on its field', async () => {
    const id = await sampleAssignment(t.db, 'accepted');
    const record = (await get(`${API}/assignments/${id}`)).json().assignment;
    const res = await t.request({
      method: 'PUT',
      url: `${API}/assignments/${id}`,
      token: agent,
      payload: {
        ...record,
        start_at: '2026-11-24T10:00',
        end_at: '2026-11-24T09:30',
        webserver_mac: '00:1A:2B:3C:4D',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['end_at', 'webserver_mac']);
    const ok = await t.request({
      method: 'PUT',
      url: `${API}/assignments/${id}`,
      token: agent,
      payload: {
        ...record,
        start_at: '2026-11-24T09:00',
        end_at: '2026-11-24T11:15',
        webserver_mac: '00:1a:2b:3c:4d:5e',
        materials_used: [{ article: 'AZX6THINKR', quantity: 2 }],
        materials_pending: [{ article: 'AZX6CCPBUS', quantity: 1 }],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().assignment.materials_pending).toEqual([{ article: 'AZX6CCPBUS', quantity: 1 }]);
  });

  it('keeps a drawn PNG signature as a stored file and refuses anything that is not a PNG', async () => {
    const id = await sampleAssignment(t.db, 'accepted');
    const url = `${API}/assignments/${id}/signatures`;
    const fake = await post(url, {
      signer: 'customer',
      image: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    });
    expect(fake.statusCode).toBe(422);
    // A 1x1 transparent PNG, as a canvas exports it.
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const signed = await post(url, { signer: 'customer', image: `data:image/png;base64,${png}` });
    expect(signed.statusCode, signed.body).toBe(200);
    const stored = signed.json().assignment.customer_signature_url as string;
    const file = await t.request({ method: 'GET', url: stored });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(Buffer.from(png, 'base64'))).toBe(true);
  });

  it('mails the report only once done, and the survey link once done: answered once, 1 to 5, average to one decimal', async () => {
    const id = await sampleAssignment(t.db, 'accepted');
    const early = await post(`${API}/assignments/${id}/report`, {});
    expect(early.statusCode).toBe(409);

    const done = await move('assignments', id, 'done');
    expect(done.statusCode, done.body).toBe(200);
    const report = await post(`${API}/assignments/${id}/report`, {});
    expect(report.statusCode, report.body).toBe(200);
    const to = 'lucia.ferrer@correo.example.com';
    const reportRow = await t.db.execute<{ subject: string; status: string }>(sql`select subject, status
      from notifications where recipient = ${to} and template = 'assistance_report' order by id desc limit 1`);
    expect(reportRow.rows[0]).toMatchObject({ status: 'sent' });
    expect(reportRow.rows[0]!.subject).toMatch(/^Informe de la asistencia técnica AT-TEST-/);

    const token = await surveyTokenMailedTo(to);
    const stored = await t.db.execute(sql`select 1 from assistance_surveys where token_hash = ${token}`);
    expect(stored.rows).toHaveLength(0);
    const opened = await get(`${PUBLIC}/${token}`, undefined);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().survey).toMatchObject({
      answered: false,
      centre: 'Servicio Técnico Levante Clima S.L.',
    });

    const six = await post(
      `${PUBLIC}/${token}`,
      { punctuality: 6, professionalism: 3, issue_resolved: 4, overall: 4 },
      undefined,
    );
    expect(six.statusCode).toBe(422);
    expect(Object.keys(six.json().errors)).toEqual(['punctuality']);

    const answer = {
      punctuality: 2,
      professionalism: 3,
      issue_resolved: 4,
      overall: 4,
      comment: 'Muy amable',
    };
    const first = await post(`${PUBLIC}/${token}`, answer, undefined);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().survey.average).toBe(3.3);
    const second = await post(`${PUBLIC}/${token}`, answer, undefined);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Esta encuesta ya se ha respondido: cada enlace vale una sola vez');

    const record = (await get(`${API}/assignments/${id}`)).json().assignment;
    expect(record.survey_average).toBe(3.3);
    expect(record.survey).toMatchObject({ punctuality: 2, overall: 4, comment: 'Muy amable', average: 3.3 });
    expect((await get(`${PUBLIC}/${'x'.repeat(43)}`, undefined)).statusCode).toBe(404);
  });
});

describe('works', () => {
  it("takes an attached report through the files module, and refuses a file of the wrong type with the spec's message", async () => {
    const upload = (name: string, bytes: Buffer) =>
      t.request({
        method: 'POST',
        url: '/api/msmultimedia.v1/uploads?purpose=document',
        token: agent,
        ...multipart(name, bytes),
      });
    const exe = await upload('informe.exe', Buffer.from('MZ\x90\x00 not a report'));
    expect(exe.statusCode).toBe(422);
    expect(exe.json().message).toBe('No se admiten archivos .exe');
    const disguised = await upload('informe.pdf', Buffer.from('just text pretending to be a PDF'));
    expect(disguised.statusCode).toBe(422);
    const report = await upload('informe.pdf', pdf());
    expect(report.statusCode, report.body).toBe(201);
    const assignment = await sampleAssignment(t.db, 'accepted');
    const created = await post(`${API}/works`, {
      assignment_id: assignment,
      title: 'Informe de la visita',
      description: 'Fotos y medidas de la instalación',
      file_url: report.json().file.url,
    });
    expect(created.statusCode, created.body).toBe(201);
    // The report is private: answered as a signed link to the file uploaded.
    expect(created.json().work.file_url).toMatch(/\?expires=\d+&signature=/);
    expect(created.json().work.file_url.split('?')[0]).toBe(report.json().file.url);
  });

  it('approves a request only with a comment, which the work keeps', async () => {
    const assignment = await sampleAssignment(t.db, 'accepted');
    const created = await post(`${API}/works`, {
      assignment_id: assignment,
      title: 'Cambiar la pasarela de la unidad',
      description: 'La pasarela no comunica con la unidad interior',
    });
    expect(created.statusCode, created.body).toBe(201);
    const work = created.json().work as { id: number; status: string };
    expect(work.status).toBe('pending');
    const bare = await move('works', work.id, 'approved');
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(['review_comment']);
    const approved = await move('works', work.id, 'approved', { review_comment: 'Adelante, en garantía' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().work).toMatchObject({
      status: 'approved',
      review_comment: 'Adelante, en garantía',
    });
    const again = await move('works', work.id, 'rejected', { review_comment: 'No' });
    expect(again.statusCode).toBe(409);
  });
});

/**
 * Every record's private files (issue 30), generated from the definitions' `privateFiles`: for each
 * such column of each resource the server serves, a file stored there is refused without a link
 * (404, as for a file that is not there), opens through the link the record's answer gives, kept by
 * no cache, and a user who may not read the record gets neither the record nor a link. A column
 * added to a definition later is covered without new code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { privateFilesOf, type ResourceDefinition } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAssignment } from '../modules/assistance/assistance-sample.ts';
import { FILE_REFERENCES } from '../modules/files/file-references.ts';
import { CARRIER_PICKUP_QUEUE } from '../modules/shipments/carrier-queue.ts';
import { requestPickup } from '../modules/shipments/request-pickup.ts';
import { sampleShipment } from '../modules/shipments/shipment-sample.ts';
import { keepFilesPrivate, privateFileStores } from '../platform/resources/private-record-files.ts';
import { bodyShape } from '../platform/resources/resource-answers.ts';
import type { ResourceStore } from '../platform/resources/resource-store.ts';
import { fakeCarrierHandler } from '../test/fakes/fake-carrier.ts';
import { type FakeRemote, startFakeRemote } from '../test/fakes/fake-remote.ts';
import { pdf, png } from '../test/fixtures/files.ts';
import { multipart } from '../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bodyOf, bodySchema, createUser, RESOURCE_DEFINITIONS } from './harness.ts';

const CARRIER_SECRET = 'carrier-signing-secret-for-tests-0002';
let t: TestApp;
let carrier: FakeRemote;
let admin: string;
/** A signed-in back-office user with no role at all: reads no record. */
let nobody: string;

beforeAll(async () => {
  // A carrier that books pickups, so its job stores labels as the server's own writes do.
  carrier = await startFakeRemote(CARRIER_SECRET, fakeCarrierHandler().handler);
  t = await createTestApp({ env: { CARRIER_END_POINT: carrier.url, CARRIER_SECRET } });
  admin = await t.signIn('admin@proboard.local');
  nobody = await t.signIn(await createUser(t.db, 'no-roles.private-files@proboard.local', []));
});
afterAll(async () => {
  await t.close();
  await carrier.close();
});

const SIGNED_LINK = /^\/files\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=[\w-]{43}$/;
const api = (definition: ResourceDefinition) => `/api/${definition.service}.v1/${definition.apiPath}`;
const named = (name: string) => RESOURCE_DEFINITIONS.find((d) => d.name === name)!;
const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** A file uploaded as the forms upload one: stored, not yet private. */
async function uploaded(title: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/msmultimedia.v1/uploads?purpose=document',
    token: admin,
    ...multipart(`${title}.pdf`, pdf(title)),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file.url;
}

/** The generated cases: every private column of every definition (variants and nested tabs included). */
const cases = RESOURCE_DEFINITIONS.flatMap((definition) =>
  privateFilesOf(definition).map((key) => ({ definition, key, label: `${definition.name}.${key}` })),
);
/** The store the server registered for a definition (its table). */
const storeOf = (definition: ResourceDefinition) =>
  privateFileStores().find((store) => store.definition.name === definition.name)!;

/**
 * The first record a definition's own list answers (a variant's scope: professional orders), and the
 * path of its details: a nested tab's under the parent record it belongs to.
 */
async function firstRecord(definition: ResourceDefinition): Promise<{ id: number; path: string }> {
  let listPath = api(definition);
  if (definition.parent) {
    const parent = named(definition.parent.resource);
    const owner = await t.db.execute<{ parent: number }>(sql`select ${quoted(definition.parent.key)} as parent
      from ${quoted(storeOf(definition).table)} where ${quoted(definition.parent.key)} is not null
      order by id limit 1`);
    listPath = `${api(parent)}/${owner.rows[0]!.parent}/${definition.apiPath}`;
  }
  const context = encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 1 }));
  const list = await t.request({ method: 'GET', url: `${listPath}?context=${context}`, token: admin });
  expect(list.statusCode, list.body).toBe(200);
  const id = list.json()[definition.plural].data[0]?.id as number | undefined;
  expect(id, `${definition.name} has a seeded record`).toBeDefined();
  return { id: id!, path: `${listPath}/${id}` };
}

/**
 * Stores `url` in `key` of a record the way the server does: through the resource's own update
 * where the body takes the column (the web's form), else as the server's own code writes it (a
 * carrier's label, a drawn signature: their routes and jobs store the file private, tested below).
 */
async function storeIn(store: ResourceStore, key: string, record: { id: number; path: string }, url: string) {
  const { definition } = store;
  const { id, path } = record;
  const update = t.app.gatewayRoutes.find(
    (r) => r.method === 'PUT' && r.url === `${path.slice(0, -String(id).length)}:id`,
  );
  if (update && key in bodyShape(store)) {
    const read = await t.request({ method: 'GET', url: path, token: admin });
    expect(read.statusCode, read.body).toBe(200);
    const body = { ...bodyOf(read.json()[definition.singular], bodySchema(t.app, update)), [key]: url };
    const saved = await t.request({ method: 'PUT', url: path, token: admin, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    return;
  }
  await t.db.execute(sql`update ${quoted(store.table)} set ${quoted(key)} = ${url} where id = ${id}`);
  await keepFilesPrivate(t.db, [url]);
}

describe('private record files', () => {
  it('cover every resource the server serves with private files, and every file column of their tables', async () => {
    const served = new Set(privateFileStores().map((s) => s.definition.name));
    const declared = RESOURCE_DEFINITIONS.filter((d) => privateFilesOf(d).length > 0).map((d) => d.name);
    // A definition with private files whose records the server answers outside the resource kit
    // would be answered without links: each is served by resourceRoutes.
    expect(declared.filter((name) => !served.has(name))).toEqual([]);
    for (const { definition, key, label } of cases) {
      const store = storeOf(definition);
      const column = await t.db.execute(sql`select 1 from information_schema.columns
        where table_schema = current_schema() and table_name = ${store.table} and column_name = ${key}`);
      expect(column.rows, `${label} is a column of ${store.table}`).toHaveLength(1);
    }
    // Every column of those tables that holds files (file-references.ts) is private.
    const tables = new Map(privateFileStores().map((s) => [s.table, s.definition]));
    const publicOnes = FILE_REFERENCES.filter((ref) => tables.has(ref.table))
      .filter((ref) => !privateFilesOf(tables.get(ref.table)!).includes(ref.column))
      .map((ref) => `${ref.table}.${ref.column}`);
    expect(publicOnes).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(14);
    console.log(`private record files: ${cases.length} columns of ${served.size} resources`);
  });

  it.each(cases.map((c) => [c.label, c] as const))(
    '%s: refused without a link, opened with the one its answer gives, never to a user who may not read it',
    async (_label, { definition, key }) => {
      const store = storeOf(definition);
      const record = await firstRecord(definition);
      const { id, path } = record;
      const url = await uploaded(`${definition.name} ${key}`);
      await storeIn(store, key, record, url);

      const bare = await t.request({ method: 'GET', url, headers: { apikey: '' } });
      expect(bare.statusCode).toBe(404);
      expect(bare.headers['cache-control']).toBe('private, no-store');

      const read = await t.request({ method: 'GET', url: path, token: admin });
      expect(read.statusCode, read.body).toBe(200);
      const link = String(read.json()[definition.singular][key]);
      expect(link).toMatch(SIGNED_LINK);
      expect(link.startsWith(`${url}?`)).toBe(true);
      const opened = await t.request({ method: 'GET', url: link, headers: { apikey: '' } });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('private, no-store');
      expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Stored plain: the audit trail and the table keep the file's own URL.
      const stored = await t.db.execute<{ url: string }>(
        sql`select ${quoted(key)} as url from ${quoted(store.table)} where id = ${id}`,
      );
      expect(stored.rows[0]!.url).toBe(url);

      const refused = await t.request({ method: 'GET', url: path, token: nobody });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('signature=');
    },
  );

  it('every migration that makes files private leaves no file of a private column public', async () => {
    // Files stored in every private column as before issue 30: public.
    for (const { definition, key } of cases) {
      const store = storeOf(definition);
      const url = await uploaded(`legacy ${store.table} ${key}`);
      await t.db.execute(sql`update ${quoted(store.table)} set ${quoted(key)} = ${url}
        where id = (select max(id) from ${quoted(store.table)})`);
    }
    const folder = join(import.meta.dirname, '../../drizzle');
    const statements = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .flatMap((name) => readFileSync(join(folder, name), 'utf8').split('--> statement-breakpoint'))
      .map((statement) => statement.replace(/^\s*(--[^\n]*\n\s*)*/, '').trim())
      .filter((statement) => statement.startsWith('UPDATE "stored_files" SET "private" = true'));
    expect(statements.length).toBeGreaterThanOrEqual(2);
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    const left = [];
    for (const { definition, key, label } of cases) {
      const store = storeOf(definition);
      const found = await t.db.execute(sql`select 1 from ${quoted(store.table)} t
        join stored_files f on '/files/' || f.storage_key = t.${quoted(key)} where not f.private`);
      if (found.rows.length) left.push(label);
    }
    expect(left).toEqual([]);
  });
});

/** Whether the stored file a URL (plain or a link) names is private. */
async function isPrivate(url: string) {
  const key = url.split('?')[0]!.slice('/files/'.length);
  const found = await t.db.execute<{ private: boolean }>(
    sql`select private from stored_files where storage_key = ${key}`,
  );
  expect(found.rows, url).toHaveLength(1);
  return found.rows[0]!.private;
}

describe('private files the server stores itself', () => {
  const SHIPMENTS = '/api/msshipper.v1/admin/shipments';
  const SERVICES = '/api/msservices.v1/admin';

  it('a carrier label, a shipment document and a drawn signature are private from the start', async () => {
    const { id: booked } = await t.db.transaction((tx) =>
      requestPickup(
        tx,
        {
          serves: 'return',
          servesId: 41,
          servesReference: 'RT-PRIVATE-LABEL',
          address: {
            street_1: 'Carrer de Balmes 150',
            postcode: '08008',
            city: 'Barcelona',
            state: 'Barcelona',
            country_iso: 'ES',
          },
          contact: {
            name: 'Núria Vidal Roca',
            phone: '+34 934 556 677',
            email: 'nuria.vidal@climaterm.example.com',
          },
          parcels: [{ weight_kg: 9.5, height_cm: 30, width_cm: 30, length_cm: 40 }],
          pickupDate: '2026-12-03',
          window: { morning: ['09:00', '13:00'], afternoon: ['15:00', '18:00'] },
          isReturn: true,
        },
        t.ctx,
      ),
    );
    await t.jobsDone(CARRIER_PICKUP_QUEUE);
    const shipment = (await t.request({ method: 'GET', url: `${SHIPMENTS}/${booked}`, token: admin })).json()
      .shipment;
    expect(shipment.label_url).toMatch(SIGNED_LINK);
    expect(await isPrivate(shipment.label_url)).toBe(true);

    const attached = await t.request({
      method: 'POST',
      url: `${SHIPMENTS}/${await sampleShipment(t.db, 'requested')}/document`,
      token: admin,
      ...multipart('albaran-firmado.pdf', pdf('Albarán firmado')),
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().shipment.document_url).toMatch(SIGNED_LINK);
    expect(await isPrivate(attached.json().shipment.document_url)).toBe(true);

    const signed = await t.request({
      method: 'POST',
      url: `${SERVICES}/assignments/${await sampleAssignment(t.db, 'accepted')}/signatures`,
      token: admin,
      payload: { signer: 'technician', image: `data:image/png;base64,${png().toString('base64')}` },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const signature = String(signed.json().assignment.technician_signature_url);
    expect(signature).toMatch(/^\/files\/[0-9a-f-]{36}\.png\?expires=\d+&signature=[\w-]{43}$/);
    expect(await isPrivate(signature)).toBe(true);
    expect((await t.request({ method: 'GET', url: signature.split('?')[0]! })).statusCode).toBe(404);
  });

  it('records carried inside other answers are signed too: an assignment’s works, the works list', async () => {
    const assignment = await sampleAssignment(t.db, 'accepted');
    const report = await uploaded('Informe de la visita');
    const created = await t.request({
      method: 'POST',
      url: `${SERVICES}/works`,
      token: admin,
      payload: {
        assignment_id: assignment,
        title: 'Informe',
        description: 'Fotos de la instalación',
        file_url: report,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await t.request({
      method: 'GET',
      url: `${SERVICES}/assignments/${assignment}`,
      token: admin,
    });
    const [work] = read.json().assignment.works as { file_url: string }[];
    expect(work!.file_url).toMatch(SIGNED_LINK);
    const context = encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 100, sort: ['-id'] }));
    const list = await t.request({
      method: 'GET',
      url: `${SERVICES}/works?context=${context}`,
      token: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json().works.data as { id: number; file_url: string }[]).find(
      (r) => r.id === created.json().work.id,
    );
    expect(row?.file_url).toMatch(SIGNED_LINK);
    expect((await t.request({ method: 'GET', url: report })).statusCode).toBe(404);
  });
});

/**
 * Concurrency on every resource the server serves (found from the domain definitions and the
 * registered routes): two users saving the same record, 50 creates racing for one unique code,
 * parallel updates of different records while lists are read. Records are made by cloning a seeded
 * one, the way the duplicate screen does, so a new resource needs no test code here.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import {
  bodyOf,
  bodySchema,
  callAs,
  cloneBody,
  codeField,
  createClone,
  createUser,
  editableTextField,
  everyRow,
  expectedOutcome,
  listUrl,
  permissionCatalogue,
  recordAsBody,
  refusedAsTaken,
  type ServedResource,
  SIGNABLE_ACCOUNTS,
  seededGrants,
  servedResources,
  valueAt,
  withValueAt,
} from './harness.ts';

const t = await createTestApp();
afterAll(() => t.close());
const admin = { email: 'admin@proboard.local', token: await t.signIn('admin@proboard.local') };
const secondAdmin = await createUser(t.db, 'second-admin@trust.local', ['AZ_SADMIN']);
const otherAdmin = { email: secondAdmin, token: await t.signIn(secondAdmin) };
const resources = servedResources(t.app);
const allPermissions = await permissionCatalogue(t.db);

const asAdmin = callAs(t, admin.token);

/** A second user allowed to edit the resource: a demo account if one may, else another admin. */
async function secondEditor(resource: ServedResource) {
  const account = SIGNABLE_ACCOUNTS.find(
    (a) =>
      a.email !== admin.email &&
      expectedOutcome(resource.update, seededGrants(a.email, allPermissions)) === 'allowed',
  );
  return account ? { email: account.email, token: await t.signIn(account.email) } : otherAdmin;
}

let codes = 0;
/** A new record of the resource (a clone of a seeded one with fresh codes). */
async function createRecord(resource: ServedResource) {
  const schema = bodySchema(t.app, resource.create);
  const template = await recordAsBody(asAdmin, resource, schema);
  const res = await createClone(asAdmin, resource, schema, template, () => ++codes);
  expect(res.status, JSON.stringify(res.json())).toBe(201);
  return res.json()[resource.definition.singular] as Record<string, unknown> & { id: number };
}

async function readRecord(resource: ServedResource, id: number) {
  const res = await asAdmin('GET', `${resource.base}/${id}`);
  expect(res.status).toBe(200);
  return res.json()[resource.definition.singular] as Record<string, unknown> & {
    id: number;
    updated_at: string;
  };
}

type ListPage = { data: { id: number }[]; total: number; last_page: number };

/**
 * One page of the list with `context`; without one, every row and the total, read page by page in
 * the order of ids (which no update moves: read while records are renamed, a page sorted by name
 * would meet a renamed row twice or miss it).
 */
async function listAll(resource: ServedResource, context?: object): Promise<ListPage> {
  if (!context) {
    const { data, total } = await everyRow(asAdmin, resource.base, resource.definition.plural, {
      sortBy: 'id',
    });
    return { data: data as ListPage['data'], total, last_page: 1 };
  }
  const res = await asAdmin('GET', listUrl(resource.base, context));
  expect(res.status).toBe(200);
  return res.json()[resource.definition.plural] as ListPage;
}

it('finds the served resources', () => {
  expect(resources.length).toBeGreaterThan(0);
  console.log(`concurrency: ${resources.map((r) => r.definition.name).join(', ')}`);
});

describe.each(resources.map((r) => [r.definition.name, r] as const))('%s', (_name, resource) => {
  const schema = bodySchema(t.app, resource.update);
  const createSchema = bodySchema(t.app, resource.create);
  const field = editableTextField(resource.definition, schema);
  /** The required unique code of the resource, if it has one (az_iso, iso, email...). */
  const code = codeField(resource.definition, createSchema);

  it('two users saving the same record: one 200, the other 409, nothing silently overwritten', async () => {
    expect(field, 'a text field to edit').toBeTruthy();
    const editor = await secondEditor(resource);
    const created = await createRecord(resource);
    for (let round = 1; round <= 5; round++) {
      const record = await readRecord(resource, created.id);
      const lastAudit = (
        await t.db.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from audits`)
      ).rows[0]!.id;
      const base = bodyOf(record, schema);
      const saves = [
        { who: admin, text: `Saved by A ${round}` },
        { who: editor, text: `Saved by B ${round}` },
      ];
      const results = await Promise.all(
        saves.map((s) =>
          callAs(t, s.who.token)('PUT', `${resource.base}/${record.id}`, withValueAt(base, field!, s.text)),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect([...statuses].sort(), JSON.stringify(results.map((r) => r.json()))).toEqual([200, 409]);
      const winner = saves[statuses.indexOf(200)]!;
      const stored = await readRecord(resource, record.id);
      expect(valueAt(stored, field!)).toBe(winner.text);
      expect(new Date(stored.updated_at).getTime()).toBeGreaterThan(new Date(record.updated_at).getTime());
      const trail = await t.db.execute<{ user_email: string; value: unknown }>(sql`
        select user_email, new_values #> ${sql.param([...field!])}::text[] as value from audits
        where auditable_type = ${resource.definition.name} and auditable_id = ${String(record.id)}
          and event = 'updated' and id > ${lastAudit}
        order by id`);
      expect(trail.rows).toEqual([{ user_email: winner.who.email, value: winner.text }]);
    }
  });

  // Racing for one code applies where there is a code; every resource must keep all of 50 racing creates.
  if (code) {
    it('50 concurrent creates with the same unique code: exactly one row, the others refused as taken', async () => {
      const before = await listAll(resource);
      const taken = new Set(
        before.data.map((r) => String((r as Record<string, unknown>)[code]).toLowerCase()),
      );
      // A code nobody holds yet (the seed or an earlier test may hold a fresh one: Qatar's QA).
      let body = await cloneBody(asAdmin, resource, createSchema, ++codes);
      for (let tries = 0; taken.has(String(body[code]).toLowerCase()) && tries < 50; tries++) {
        body = await cloneBody(asAdmin, resource, createSchema, ++codes);
      }
      expect(taken.has(String(body[code]).toLowerCase()), 'a free code').toBe(false);
      const results = await Promise.all(
        Array.from({ length: 50 }, () => asAdmin('POST', resource.base, body)),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 422 || s === 409)).toHaveLength(49);
      for (const loser of results.filter((r) => r.status !== 201)) {
        expect(refusedAsTaken(loser.status, loser.json(), code), JSON.stringify(loser.json())).toBe(true);
      }
      const after = await listAll(resource);
      expect(after.total).toBe(before.total + 1);
      const value = String(body[code]).toLowerCase();
      const matching = after.data.filter(
        (r) => String((r as Record<string, unknown>)[code]).toLowerCase() === value,
      );
      expect(matching).toHaveLength(1);
      const audits = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audits
        where auditable_type = ${resource.definition.name} and auditable_id = ${String(matching[0]!.id)} and event = 'created'`);
      expect(audits.rows[0]!.n).toBe(1);
    });
  } else {
    it('50 concurrent creates of the same record (no unique code): 50 rows, each created once', async () => {
      const body = await cloneBody(asAdmin, resource, createSchema, ++codes);
      const before = await listAll(resource);
      const results = await Promise.all(
        Array.from({ length: 50 }, () => asAdmin('POST', resource.base, body)),
      );
      expect(
        results.map((r) => r.status),
        JSON.stringify(results.find((r) => r.status !== 201)?.json()),
      ).toEqual(results.map(() => 201));
      const ids = results.map((r) => (r.json()[resource.definition.singular] as { id: number }).id);
      expect(new Set(ids).size).toBe(50);
      const after = await listAll(resource);
      expect(after.total).toBe(before.total + 50);
      const listed = new Set(after.data.map((r) => r.id));
      expect(ids.filter((id) => !listed.has(id))).toEqual([]);
      const audits = await t.db.execute<{ id: string }>(sql`select auditable_id as id from audits
        where auditable_type = ${resource.definition.name} and event = 'created'
          and auditable_id = any(${sql.param(ids.map(String))}::text[])`);
      expect(audits.rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(
        [...ids].sort((a, b) => a - b),
      );
    });
  }

  it('parallel updates to different records keep list totals and pages consistent', async () => {
    expect(field, 'a text field to edit').toBeTruthy();
    const records = [];
    for (let i = 0; i < 8; i++) records.push(await readRecord(resource, (await createRecord(resource)).id));
    const total = (await listAll(resource)).total;
    const updates = records.map((record, i) =>
      asAdmin(
        'PUT',
        `${resource.base}/${record.id}`,
        withValueAt(bodyOf(record, schema), field!, `Parallel ${i}`),
      ),
    );
    const reads = Array.from({ length: 8 }, (_, i) =>
      i % 2 ? listAll(resource) : listAll(resource, { currentPage: 1 + (i % 3), perPage: 4 }),
    );
    const [updated, lists] = await Promise.all([Promise.all(updates), Promise.all(reads)]);
    expect(updated.map((r) => r.status)).toEqual(records.map(() => 200));
    for (const list of lists) expect(list.total).toBe(total);
    for (const list of lists.filter((l) => l.data.length > 4)) {
      expect(list.data).toHaveLength(total);
      expect(new Set(list.data.map((r) => r.id)).size).toBe(total);
    }
    // Walking the pages afterwards meets every row once.
    const first = await listAll(resource, { currentPage: 1, perPage: 4 });
    const seen: number[] = first.data.map((r) => r.id);
    for (let page = 2; page <= first.last_page; page++) {
      seen.push(...(await listAll(resource, { currentPage: page, perPage: 4 })).data.map((r) => r.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    for (const [i, record] of records.entries()) {
      expect(valueAt(await readRecord(resource, record.id), field!)).toBe(`Parallel ${i}`);
    }
  });
});

/**
 * Walks every workflow the server registers, transition by transition and state by state: each allowed
 * transition succeeds with its fields' valid values (one history row, the new state) and is refused
 * without them (422 on each field it requires); every pair the table does not hold gets 409 naming both
 * states; a user without the transition's permission gets 403. A workflow added later is walked
 * without new test code (its store's `sample` writes the records).
 */
import {
  forbiddenPairs,
  statusWordIn,
  type TransitionDef,
  transitionGate,
  WORKFLOWS,
  type WorkflowDef,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { createUser } from '../../trust/harness.ts';
import { registeredWorkflows } from './workflow-routes.ts';
import type { WorkflowStore } from './workflow-store.ts';

const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.signIn('admin@proboard.local');
const targets = registeredWorkflows();

const base = (target: WorkflowStore) =>
  `/api/${target.store.definition.service}.v1/${target.store.definition.apiPath}`;

async function move(target: WorkflowStore, id: number, body: object, token = admin) {
  const res = await t.request({
    method: 'POST',
    url: `${base(target)}/${id}/transitions`,
    payload: body,
    token,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function stateOf(target: WorkflowStore, id: number): Promise<string> {
  const { store, workflow } = target;
  const rows = await t.db.execute<{ state: string }>(
    sql`select ${sql.raw(`"${workflow.stateKey}"`)} as state from ${sql.raw(`"${store.table}"`)} where id = ${id}`,
  );
  return rows.rows[0]!.state;
}

async function historyRows(workflow: WorkflowDef, id: number) {
  const rows = await t.db.execute<{ from_state: string; to_state: string }>(
    sql`select from_state, to_state from workflow_history where workflow = ${workflow.name} and record_id = ${id}`,
  );
  return rows.rows;
}

/** The keys the transition cannot do without: refused when sent empty. */
const requiredKeys = (transition: TransitionDef) =>
  Object.keys(transition.example).filter(
    (key) => !transition.schema.safeParse({ ...transition.example, [key]: undefined }).success,
  );

/** A user holding every permission but `permission` (through a role of its own), signed in. */
let withoutCount = 0;
async function userWithout(permission: string): Promise<string> {
  // Several workflows may share a permission (technical assistance's three): one role each.
  withoutCount += 1;
  const role = `WF_TEST_${permission.replace(/[^a-z]/gi, '_').toUpperCase()}_${withoutCount}`;
  const inserted = await t.db.execute<{ id: number }>(
    sql`insert into roles (name) values (${role}) returning id`,
  );
  await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
    select ${inserted.rows[0]!.id}, p.id from permissions p where p.name <> ${permission}`);
  const email = await createUser(t.db, `${role.toLowerCase()}@proboard.local`, [role]);
  return t.signIn(email);
}

describe('the workflows the server registers', () => {
  it('are every workflow of the domain, each with its side effects registered', () => {
    expect(targets.map((target) => target.workflow.name).sort()).toEqual(Object.keys(WORKFLOWS).sort());
    for (const { workflow, effects } of targets) {
      const named = workflow.transitions.flatMap((transition) => transition.effects ?? []);
      expect(
        named.filter((name) => !effects[name]),
        workflow.name,
      ).toEqual([]);
      expect(new Set(workflow.transitions.map((tr) => tr.to)).size, 'one transition per target').toBe(
        workflow.transitions.length,
      );
      for (const transition of workflow.transitions) {
        expect(
          transition.schema.safeParse(transition.example).success,
          `${workflow.name} -> ${transition.to}`,
        ).toBe(true);
        expect(workflow.final.some((state) => (transition.from as readonly string[]).includes(state))).toBe(
          false,
        );
      }
    }
  });
});

for (const target of targets) {
  const { workflow } = target;
  describe(`workflow ${workflow.name}`, () => {
    for (const transition of workflow.transitions) {
      for (const from of transition.from) {
        it(`${from} -> ${transition.to}: refused without its fields, done with them (one history row)`, async () => {
          const id = await target.sample(t.db, from);
          const required = requiredKeys(transition);
          if (required.length > 0 || transition.noteRequired) {
            const refused = await move(target, id, { to: transition.to, fields: {} });
            expect(refused.status, JSON.stringify(refused.body)).toBe(422);
            const errors = refused.body.errors as Record<string, string[]>;
            for (const key of required) expect(errors[key], key).toBeTruthy();
            if (transition.noteRequired) expect(errors.note).toBeTruthy();
            expect(await stateOf(target, id)).toBe(from);
          }
          const done = await move(target, id, {
            to: transition.to,
            fields: transition.example,
            note: 'Revisado con el cliente',
          });
          expect(done.status, JSON.stringify(done.body)).toBe(200);
          expect(await stateOf(target, id)).toBe(transition.to);
          expect(await historyRows(workflow, id)).toEqual([{ from_state: from, to_state: transition.to }]);
        });
      }
    }

    it("deletes a deleted record's history and message thread with it (and nobody else's)", async () => {
      const gone = await target.sample(t.db, workflow.initial);
      const kept = await target.sample(t.db, workflow.initial);
      for (const id of [gone, kept]) {
        await t.db.execute(sql`insert into workflow_history (workflow, record_id, from_state, to_state, fields)
          values (${workflow.name}, ${id}, ${workflow.initial}, ${workflow.initial}, '{}'::jsonb)`);
        await t.db.execute(sql`insert into workflow_messages (workflow, record_id, body)
          values (${workflow.name}, ${id}, 'Llamado el cliente')`);
      }
      await t.db.execute(sql`delete from ${sql.raw(`"${target.store.table}"`)} where id = ${gone}`);
      const left = await t.db.execute<{
        record_id: number;
        n: number;
      }>(sql`select record_id, count(*)::int as n
        from (select record_id from workflow_history where workflow = ${workflow.name}
          union all select record_id from workflow_messages where workflow = ${workflow.name}) r
        where record_id in (${gone}, ${kept}) group by record_id`);
      expect(left.rows).toEqual([{ record_id: kept, n: 2 }]);
    });

    it('answers 409 naming both states on every pair the table does not hold', async () => {
      // In Spanish, where a state agrees with its resource's noun (una devolución «Cancelada»).
      const word = (state: string) => statusWordIn('es', workflow.name, workflow.stateKey, state);
      for (const [from, to] of forbiddenPairs(workflow)) {
        const id = await target.sample(t.db, from);
        const example = workflow.transitions.find((tr) => tr.to === to)?.example ?? {};
        const res = await t.request({
          method: 'POST',
          url: `${base(target)}/${id}/transitions`,
          payload: { to, fields: example },
          headers: { 'app-locale': 'es' },
          token: admin,
        });
        expect(res.statusCode, `${from} -> ${to}`).toBe(409);
        const message = res.json().message as string;
        expect(message).toContain(`«${word(from)}» a «${word(to)}»`);
        expect(await stateOf(target, id)).toBe(from);
        expect(await historyRows(workflow, id)).toEqual([]);
      }
    });

    it('answers 403 to a user without the transition permission, and changes nothing', async () => {
      for (const gate of new Set(workflow.transitions.map(transitionGate))) {
        const sample = workflow.transitions.find((tr) => transitionGate(tr) === gate)!;
        // A role-gated transition: a user holding every permission and no role.
        const token = await userWithout(sample.permission ?? '');
        for (const transition of workflow.transitions.filter((tr) => transitionGate(tr) === gate)) {
          const from = transition.from[0]!;
          const id = await target.sample(t.db, from);
          const res = await move(target, id, { to: transition.to, fields: transition.example }, token);
          expect(res.status, `${from} -> ${transition.to}`).toBe(403);
          expect(await stateOf(target, id)).toBe(from);
        }
      }
    });
  });
}

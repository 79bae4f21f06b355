import { companyTickets, tickets, ticketWorkflow } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import type { WorkflowStore } from '../../platform/workflows/workflow-store.ts';
import { emptyAsNull } from '../customers/companies.store.ts';
import { TICKET_EFFECTS } from './ticket-effects.ts';
import { sampleTicket } from './ticket-sample.ts';
import { isStaff } from './tickets-configurations.store.ts';

type Errors = Record<string, string[]>;
const UNKNOWN = 'validations.in_array';

const userName = (column: string) =>
  `(select concat_ws(' ', u.name, nullif(u.surname, '')) from users u where u.id = ${column})`;

/** The category and subcategory named must exist, the category be a main one, the subcategory its child. */
async function categoryErrors(tx: Tx, body: Row): Promise<Errors> {
  const ids = [body.category_id, body.subcategory_id].filter(Boolean) as number[];
  const found = await tx.execute<{ id: number; parent_id: number | null }>(
    sql`select id, parent_id from ticket_categories where id = any(${sql.param(ids)}::int[])`,
  );
  const byId = new Map(found.rows.map((row) => [row.id, row.parent_id]));
  const errors: Errors = {};
  const category = body.category_id as number;
  if (!byId.has(category)) errors.category_id = [UNKNOWN];
  else if (byId.get(category) !== null) errors.category_id = ['tickets.notACategory'];
  const subcategory = body.subcategory_id as number | null | undefined;
  if (subcategory) {
    if (!byId.has(subcategory)) errors.subcategory_id = [UNKNOWN];
    else if (byId.get(subcategory) !== category) errors.subcategory_id = ['tickets.subcategoryOfAnother'];
  }
  return errors;
}

/**
 * A new ticket without a market takes its company's; without an assignee or a close-when-reply
 * choice, the market's ticket configuration decides (none: unassigned, not closing). The defaults
 * are written into the body the kit then saves, in the same transaction.
 */
async function applyDefaults(tx: Tx, body: Row, existing: Row | null) {
  if (!body.market && body.company_id) {
    const company = await tx.execute<{ market: string | null }>(
      sql`select market from companies where id = ${body.company_id as number}`,
    );
    body.market = company.rows[0]?.market ?? null;
  }
  if (!body.opened_at) delete body.opened_at;
  if (existing) {
    if (body.close_when_reply == null) delete body.close_when_reply;
    return;
  }
  const config = body.market
    ? (
        await tx.execute<{ default_assignee_id: number | null; close_when_reply: boolean }>(
          sql`select default_assignee_id, close_when_reply from tickets_configurations where market = ${body.market as string}`,
        )
      ).rows[0]
    : undefined;
  if (!body.assigned_to) body.assigned_to = config?.default_assignee_id ?? null;
  if (body.close_when_reply == null) body.close_when_reply = config?.close_when_reply ?? false;
}

/**
 * Assigning is written to the ticket's history (who gave it to whom, when), beside the audit row of
 * the save. The state does not change: from and to are the ticket's state.
 */
async function recordAssignment(tx: Tx, body: Row, existing: Row, userId: number | null) {
  if (!('assigned_to' in body) || (body.assigned_to ?? null) === (existing.assigned_to ?? null)) return;
  const assigned = body.assigned_to
    ? await tx.execute<{ name: string }>(
        sql`select concat_ws(' ', name, nullif(surname, '')) as name from users where id = ${body.assigned_to as number}`,
      )
    : null;
  await tx.execute(sql`insert into workflow_history (workflow, record_id, from_state, to_state, fields, user_id, user_email)
    values ('tickets', ${existing.id as number}, ${existing.status as string}, ${existing.status as string},
      ${JSON.stringify({ assigned: assigned?.rows[0]?.name ?? null })}::jsonb, ${userId},
      (select email from users where id = ${userId}))`);
}

export const ticketStore: ResourceStore = {
  definition: tickets,
  table: 'tickets',
  // A state tab, and one assignee's tickets, read their total from counters (migrations 0036, 0038).
  countedColumns: ['assigned_to', 'status'],
  countedFilters: ['assigned'],
  // A deep page starts at its week (migration 0038).
  weekCounted: { column: 'created_at' },
  // Searched through one lower-cased column and its one trigram index (migration 0039).
  searchText: true,
  // A search is totalled from the postings of its words (migration 0041).
  searchWords: true,
  // The reply token never leaves the server: it is the key of the customer's replies.
  listColumns: [
    'id',
    'code',
    'subject',
    'category_id',
    'subcategory_id',
    'company_id',
    'market',
    'recipient',
    'assigned_to',
    'opened_at',
    'close_when_reply',
    'status',
    'return_id',
    'created_at',
    'updated_at',
  ],
  writable: [
    'subject',
    'category_id',
    'subcategory_id',
    'company_id',
    'market',
    'recipient',
    'assigned_to',
    'opened_at',
    'close_when_reply',
  ],
  computed: {
    assigned: userName('t.assigned_to'),
    company_name: '(select c.name from companies c where c.id = t.company_id)',
    category_name: '(select k.name from ticket_categories k where k.id = t.category_id)',
    subcategory_name: '(select k.name from ticket_categories k where k.id = t.subcategory_id)',
  },
  filters: {
    // Matched among the staff only (assignees are internal users: a few hundred of the users, read
    // through the type-led users index instead of every customer account), so the assignee index
    // serves the tickets side. An array, not `in (select ...)`: the planner then looks the few ids up
    // in the (assignee, state, date) index instead of merge-joining the whole assignee index.
    assigned: (pattern) => sql`t.assigned_to = any(array(select u.id from users u where u.type = 'internal'
      and concat_ws(' ', u.name, nullif(u.surname, '')) ilike ${pattern}))`,
  },
  uniques: { tickets_code_key: 'code', tickets_reply_token_key: 'code' },
  hooks: {
    prepare: emptyAsNull,
    async validate(tx, body, existing, caller) {
      const errors = await categoryErrors(tx, body);
      if (body.company_id) {
        const company = await tx.execute(
          sql`select 1 from companies where id = ${body.company_id as number}`,
        );
        if (!company.rows.length) errors.company_id = [UNKNOWN];
      }
      if (body.market) {
        const market = await tx.execute(sql`select 1 from markets where iso = ${body.market as string}`);
        if (!market.rows.length) errors.market = [UNKNOWN];
      }
      if (body.assigned_to && !(await isStaff(tx, body.assigned_to as number))) {
        errors.assigned_to = ['tickets.notStaff'];
      }
      if (Object.keys(errors).length) return errors;
      await applyDefaults(tx, body, existing);
      if (existing) await recordAssignment(tx, body, existing, caller.userId);
      return {};
    },
    async attach(_db, record) {
      const { reply_token: _token, ...shown } = record;
      return shown;
    },
  },
};

/** The company's tickets tab: the same store, scoped to the company by the nested kit. */
export const companyTicketStore: ResourceStore = { ...ticketStore, definition: companyTickets };

export const ticketWorkflowStore: WorkflowStore = {
  workflow: ticketWorkflow,
  store: ticketStore,
  effects: TICKET_EFFECTS,
  sample: sampleTicket,
};

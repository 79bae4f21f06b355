import { type Locale, mayRun, type TransitionDef } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { CurrentUser } from '../../platform/current-user.ts';
import { notFound } from '../../platform/errors.ts';
import type { Queryable, Row, Tx } from '../../platform/resources/resource-store.ts';
import { applyTransition } from '../../platform/workflows/apply-transition.ts';
import { queueWorkflowMail } from '../../platform/workflows/workflow-mail.ts';
import { workflowMessages } from '../../platform/workflows/workflows.tables.ts';
import { ticketWorkflowStore } from './tickets.store.ts';

/**
 * A ticket's thread (spec section 3: messages internal or external). Messages are the workflow kit's
 * (`workflow_messages`, workflow `tickets`): `comment` for the staff's (internal: staff only, never
 * mailed; external: mailed to the recipient), `reply` for the customer's, which arrive by e-mail.
 */
export type TicketMessageKind = 'comment' | 'reply';

/** What sending a ticket's e-mail needs: its reference, subject, recipient and reply token. */
type TicketMailFacts = {
  id: number;
  code: string;
  subject: string;
  recipient: string;
  reply_token: string;
  reply_from: string | null;
  signature: string | null;
};

async function mailFacts(db: Queryable, ticketId: number): Promise<TicketMailFacts> {
  const found =
    await db.execute<TicketMailFacts>(sql`select t.id, t.code, t.subject, t.recipient, t.reply_token,
      c.reply_from, c.signature
    from tickets t left join tickets_configurations c on c.market = t.market where t.id = ${ticketId}`);
  const facts = found.rows[0];
  if (!facts) throw notFound();
  return facts;
}

/** The ticket's reply-to address: the inbound mailbox plus-addressed with the ticket's token. */
export function replyAddress(mailbox: string, token: string): string {
  const at = mailbox.lastIndexOf('@');
  return `${mailbox.slice(0, at)}+${token}${mailbox.slice(at)}`;
}

/** The token of a plus-addressed reply address of `mailbox` (`consultas+<token>@...`), or null. */
export function tokenOf(mailbox: string, address: string): string | null {
  const at = mailbox.lastIndexOf('@');
  const local = mailbox.slice(0, at).toLowerCase();
  const domain = mailbox.slice(at + 1).toLowerCase();
  const match = /^([^@+]+)\+([0-9a-f]{32})@(.+)$/i.exec(address.trim());
  if (!match || match[1]!.toLowerCase() !== local || match[3]!.toLowerCase() !== domain) return null;
  return match[2]!.toLowerCase();
}

/** Writes one message of a ticket's thread, with its audit row. */
export async function writeTicketMessage(
  tx: Tx,
  ticketId: number,
  message: { kind: TicketMessageKind; body: string; internal: boolean; author: string | null },
  actor: AuditActor,
): Promise<Row> {
  const [row] = await tx
    .insert(workflowMessages)
    .values({
      workflow: 'tickets',
      record_id: ticketId,
      kind: message.kind,
      internal: message.internal,
      body: message.body,
      user_id: message.kind === 'comment' ? actor.userId : null,
      user_email: message.author,
      request_id: actor.requestId,
    })
    .returning();
  await recordAudit(tx, actor, { event: 'created', type: 'workflow_messages', id: row!.id, after: row! });
  return row!;
}

/**
 * An external staff message: written to the thread and e-mailed to the recipient (a job queued in the
 * same transaction, sent through the mail service with its notification row), from the market's
 * reply-from address and with its signature, replies going to the ticket's tokened address.
 */
export async function sendStaffMessage(
  tx: Tx,
  app: AppContext,
  locale: Locale,
  ticketId: number,
  body: string,
  actor: AuditActor,
): Promise<Row> {
  const facts = await mailFacts(tx, ticketId);
  const message = await writeTicketMessage(
    tx,
    ticketId,
    { kind: 'comment', body, internal: false, author: actor.email },
    actor,
  );
  await queueWorkflowMail(app.jobs, tx, {
    to: facts.recipient,
    ...(facts.reply_from ? { from: facts.reply_from } : {}),
    replyTo: replyAddress(app.config.TICKETS_REPLY_ADDRESS, facts.reply_token),
    event: 'ticket_answered',
    locale,
    values: { code: facts.code, subject: facts.subject, message: body, signature: facts.signature ?? '' },
    mergeVars: { ticket_id: ticketId, message_id: message.id },
    related: { type: 'tickets', id: ticketId },
  });
  return message;
}

export interface ThreadCaller {
  actor: AuditActor;
  locale: Locale;
  app: AppContext;
  /** The signed-in user (staff messages); null for the mail system (customer replies). */
  user: CurrentUser | null;
}

/** Moves the ticket through its workflow as the caller (the mail system may run any transition). */
const move = (tx: Tx, ticketId: number, to: string, caller: ThreadCaller, fields: Row = {}) =>
  applyTransition(
    tx,
    ticketWorkflowStore,
    String(ticketId),
    { to, fields, note: null },
    {
      actor: caller.actor,
      locale: caller.locale,
      app: caller.app,
      mayRun: (transition: TransitionDef) => caller.user === null || mayRun(transition, caller.user),
    },
  );

async function lockTicket(tx: Tx, ticketId: number) {
  const found = await tx.execute<{ status: string; close_when_reply: boolean }>(
    sql`select status, close_when_reply from tickets where id = ${ticketId} for update`,
  );
  const ticket = found.rows[0];
  if (!ticket) throw notFound();
  return ticket;
}

/**
 * A staff message. Internal: written, never mailed, the state unchanged. External: mailed; an open
 * ticket becomes answered (the `answered` transition, which writes and mails it), and with
 * close_when_reply set the ticket closes with it instead. All in the caller's transaction.
 */
export async function postStaffMessage(
  tx: Tx,
  ticketId: number,
  message: { body: string; internal: boolean },
  caller: ThreadCaller,
): Promise<void> {
  const ticket = await lockTicket(tx, ticketId);
  if (message.internal) {
    await writeTicketMessage(
      tx,
      ticketId,
      { kind: 'comment', body: message.body, internal: true, author: caller.actor.email },
      caller.actor,
    );
    return;
  }
  if (ticket.status === 'open' && !ticket.close_when_reply) {
    await move(tx, ticketId, 'answered', caller, { message: message.body });
    return;
  }
  await sendStaffMessage(tx, caller.app, caller.locale, ticketId, message.body, caller.actor);
  if (ticket.close_when_reply && ticket.status !== 'closed') await move(tx, ticketId, 'closed', caller);
}

/**
 * A customer's reply (arrived by e-mail): appended as an external message; with close_when_reply set
 * the ticket closes (or stays closed), otherwise an answered or closed ticket is open again.
 */
export async function receiveCustomerReply(
  tx: Tx,
  ticketId: number,
  reply: { from: string; body: string },
  caller: ThreadCaller,
): Promise<string> {
  const ticket = await lockTicket(tx, ticketId);
  await writeTicketMessage(
    tx,
    ticketId,
    { kind: 'reply', body: reply.body, internal: false, author: reply.from },
    caller.actor,
  );
  if (ticket.close_when_reply) {
    if (ticket.status !== 'closed') await move(tx, ticketId, 'closed', caller);
    return 'closed';
  }
  if (ticket.status !== 'open') await move(tx, ticketId, 'open', caller);
  return 'open';
}

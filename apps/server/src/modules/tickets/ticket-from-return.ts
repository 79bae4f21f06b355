import { formatMessage, type Locale } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit.ts';
import { TranslatedError } from '../../platform/errors.ts';
import { readRecord } from '../../platform/resources/resource-routes.ts';
import type { Row, Tx } from '../../platform/resources/resource-store.ts';
import { writeTicketMessage } from './ticket-thread.ts';
import { ticketStore } from './tickets.store.ts';

/** The category of the tickets asked for from a return, made on first use (a system category). */
export const RETURNS_CATEGORY = 'DEVOLUCIONES';

async function returnsCategory(tx: Tx): Promise<number> {
  const found = await tx.execute<{ id: number }>(sql`
    with made as (
      insert into ticket_categories (az_iso, name, translations)
      values (${RETURNS_CATEGORY}, 'Devoluciones', ${JSON.stringify({
        es: { name: 'Devoluciones' },
        en: { name: 'Returns' },
        fr: { name: 'Retours' },
        it: { name: 'Resi' },
        pt: { name: 'Devoluções' },
      })}::jsonb)
      on conflict (az_iso) do nothing returning id)
    select id from made union all select id from ticket_categories where az_iso = ${RETURNS_CATEGORY}`);
  return found.rows[0]!.id;
}

/**
 * "Create ticket" on a return (spec section 2): a ticket about the return, to its customer's e-mail,
 * linked to it (`return_id`), with the agent's message as its first (internal) note. The ticket then
 * lives in the tickets area: answered, mailed and closed there. 422 on `message` when the return has
 * no customer e-mail to write to.
 */
export async function createTicketFromReturn(
  tx: Tx,
  record: Row,
  message: string,
  caller: { actor: AuditActor; locale: Locale },
): Promise<Row> {
  const recipient = record.customer_email as string | null;
  if (!recipient) {
    throw new TranslatedError(422, 'errors.invalidForm', {
      message: [formatMessage(caller.locale, 'tickets.noRecipient')],
    });
  }
  const category = await returnsCategory(tx);
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into tickets (subject, category_id, recipient, assigned_to, return_id)
    values (${formatMessage(caller.locale, 'tickets.fromReturn', { code: record.code as string })}, ${category},
      ${recipient}, ${caller.actor.userId}, ${record.id as number})
    returning id`);
  const id = inserted.rows[0]!.id;
  await writeTicketMessage(
    tx,
    id,
    { kind: 'comment', body: message, internal: true, author: caller.actor.email },
    caller.actor,
  );
  const ticket = (await readRecord(tx, ticketStore, String(id)))!;
  await recordAudit(tx, caller.actor, { event: 'created', type: 'tickets', id, after: ticket });
  return ticket;
}

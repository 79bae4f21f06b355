import type { SideEffect } from '../../platform/workflows/workflow-store.ts';
import { sendStaffMessage } from './ticket-thread.ts';

/** open -> answered: the reply is written to the thread and e-mailed to the customer. */
const answerTicket: SideEffect = async (tx, run) => {
  await sendStaffMessage(
    tx,
    run.app,
    run.locale,
    run.record.id as number,
    String(run.fields.message),
    run.actor,
  );
};

/** The tickets workflow's side effects by the names its table gives them. */
export const TICKET_EFFECTS = { answerTicket };

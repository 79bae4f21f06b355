import { sql } from 'drizzle-orm';
import type { SideEffect, TransitionRun } from '../../platform/workflows/workflow-store.ts';

const id = (run: TransitionRun) => run.record.id as number;

/** in process -> closed: the A3 order number and the installer's e-mail are kept on the plan. */
const closeRenewalPlan: SideEffect = async (tx, run) => {
  await tx.execute(sql`update renewal_plans set order_number = ${run.fields.order_number as string},
    installer_email = ${run.fields.installer_email as string} where id = ${id(run)}`);
};

/** -> closed without payment: the A3 credit (refund) number is kept on the plan. */
const refundRenewalPlan: SideEffect = async (tx, run) => {
  await tx.execute(
    sql`update renewal_plans set credit_number = ${run.fields.credit_number as string} where id = ${id(run)}`,
  );
};

/** The renewal plans workflow's side effects by the names its table gives them. */
export const RENEWAL_EFFECTS = { closeRenewalPlan, refundRenewalPlan };

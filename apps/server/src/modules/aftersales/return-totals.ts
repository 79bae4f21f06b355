import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/** Anything that runs SQL (a pool, a transaction, the bench's single client). */
type Executor = Pick<Queryable, 'execute'>;

/**
 * A line's return amount and a return's total, in PostgreSQL numeric (exact decimals, never floating
 * point): the line's amount less the customer's discount (rounded to the cent), less its rotation,
 * reprocessing and damage charges, never below zero; the total is the sum of the lines less the
 * transport fee, never below zero. Whatever a client sends as an amount or a total is never read.
 */
const LINE_RETURN_AMOUNT = sql.raw(`greatest(0, round(l.amount * (100 - l.user_discount) / 100, 2)
  - l.rotation_charge - l.reprocessing_charge - l.damage_charge)`);

/** Recomputes the lines' return amounts and the totals of the returns `where` selects (trusted SQL on `r`). */
async function recompute(db: Executor, where: ReturnType<typeof sql>) {
  await db.execute(sql`update return_lines l set return_amount = ${LINE_RETURN_AMOUNT}
    from returns r where r.id = l.return_id and ${where} and l.return_amount <> ${LINE_RETURN_AMOUNT}`);
  await db.execute(sql`update returns r set total = greatest(0,
      coalesce((select sum(l.return_amount) from return_lines l where l.return_id = r.id), 0)
      - coalesce(r.transport_fee, 0))
    where ${where}`);
}

export const recomputeReturnTotal = (db: Executor, returnId: number) =>
  recompute(db, sql`r.id = ${returnId}`);

/** Every return at once (the demo seed and the bench generator write lines in bulk). */
export const recomputeAllReturnTotals = (db: Executor) => recompute(db, sql`true`);

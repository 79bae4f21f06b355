import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { recomputeReturnTotal } from './return-totals.ts';

let made = 0;

/** A return in `state` with two lines and what its state implies (a fee once priced, an invoice once delivered). */
export async function sampleReturn(db: Queryable, state: string): Promise<number> {
  made += 1;
  const code = `RT-TEST-${process.pid}-${Date.now()}-${made}`;
  const priced = state !== 'hold';
  const inserted = await db.execute<{ id: number }>(sql`
    insert into returns (code, status, customer_number, customer_name, customer_email, invoice_number,
      observations, transport_fee, credit_invoice, tracking_number, cancel_reason)
    values (${code}, ${state}, 'C-004512', 'Climatizaciones Ebro S.L.', 'compras@climaebro.example.com',
      ${`FV-2026-${String(made).padStart(6, '0')}`}, 'Material sin abrir',
      ${priced ? 15 : null}, ${state === 'delivered' ? '40012345' : null},
      ${state === 'delivered' ? 'JD014600003828' : null}, ${state === 'cancelled' ? 'Duplicada' : null})
    returning id`);
  const id = inserted.rows[0]!.id;
  await db.execute(sql`insert into return_lines (return_id, invoice_line, quantity, amount, user_discount,
      rotation_charge, reprocessing_charge, damage_charge, serial_number, reason)
    values (${id}, 'FV-1/1', 2, 310.50, 10, 5, 0, 0, 'AZX6-0001', 'Error en el pedido'),
      (${id}, 'FV-1/2', 1, 99.99, 0, 0, 12.5, 3, null, 'Llegó dañado')`);
  await recomputeReturnTotal(db, id);
  return id;
}

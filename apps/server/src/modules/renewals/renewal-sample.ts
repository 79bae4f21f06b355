import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';

let made = 0;

/** A renewal plan in `state`, with what its state implies (the A3 numbers once closed or refunded). */
export async function sampleRenewalPlan(db: Queryable, state: string): Promise<number> {
  made += 1;
  const code = `RNV-TEST-${process.pid}-${Date.now()}-${made}`;
  const closed = state === 'closed';
  const inserted = await db.execute<{ id: number }>(sql`
    insert into renewal_plans (code, status, client_name, client_surname, address, postcode, city, carrier,
      has_installer, installer_company, installer_name, installer_phone, installer_email, order_number,
      credit_number, content_description)
    values (${code}, ${state}, 'Lucía', 'Martínez Sanz', 'Calle del Pilar 14, 3º B', '50003', 'Zaragoza',
      'DHL', true, 'Instalaciones Ebro S.L.', 'Jorge Lafuente', '+34 976 000 123',
      ${closed ? 'obras@instalacionesebro.example.com' : null}, ${closed ? '20260001' : null},
      ${state === 'closed_without_payment' ? '70000001' : null}, 'Split 1x1 de 3,5 kW para retirar')
    returning id`);
  return inserted.rows[0]!.id;
}

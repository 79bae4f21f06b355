import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';

let made = 0;

/** A ticket in `state` under a category made for it (the transition-table test walks every state). */
export async function sampleTicket(db: Queryable, state: string): Promise<number> {
  made += 1;
  const code = `TEST-${process.pid}-${Date.now()}-${made}`;
  const category = await db.execute<{ id: number }>(sql`
    insert into ticket_categories (az_iso, name) values (${code}, 'Instalación') returning id`);
  const inserted = await db.execute<{ id: number }>(sql`
    insert into tickets (subject, category_id, recipient, status)
    values ('Termostato Blueface sin conexión', ${category.rows[0]!.id}, 'instalaciones@climaebro.example.com',
      ${state})
    returning id`);
  return inserted.rows[0]!.id;
}

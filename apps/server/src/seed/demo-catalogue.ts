import { sql } from 'drizzle-orm';
import { corporateApplications } from '../modules/access/access.tables.ts';
import type { Db } from '../platform/database.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo's corporate applications (the home screen) and, as modules land, its catalogue. */
export async function seedDemoCatalogue(tx: Tx) {
  const [{ count } = { count: 0 }] = (
    await tx.execute<{ count: number }>(sql`select count(*)::int as count from ${corporateApplications}`)
  ).rows;
  if (count === 0) {
    await tx.insert(corporateApplications).values([
      {
        name: 'Airzone Cloud',
        description: 'Control de instalaciones',
        url: 'https://www.airzonecloud.com',
        sort_key: 1,
      },
      {
        name: 'Academy',
        description: 'Formación para profesionales',
        url: 'https://academy.example.com',
        sort_key: 2,
      },
      {
        name: 'Intranet',
        description: 'Portal del empleado',
        url: 'https://intranet.example.com',
        sort_key: 3,
        managers_only: true,
      },
    ]);
  }
}

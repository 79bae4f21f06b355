import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/** A client as a CRM knows it. */
export type CrmClient = {
  /** The CRM's own id of the client. */
  id: string;
  name: string;
  vat: string;
};

/**
 * What the customers area asks a CRM: find a client by VAT (sync of a temporary customer) or by its
 * id (moving a registration to another CRM client). The HTTP adapters of the CRMs (signed, timed out,
 * retried by jobs, logged) implement it later; until then `localCrmDirectory` answers.
 */
export interface CrmDirectory {
  findClientByVat(db: Queryable, vat: string): Promise<CrmClient | null>;
  findClientById(db: Queryable, id: string): Promise<CrmClient | null>;
}

/** A company's id in the CRMs: its CRM id of Spain, Italy or the USA, else `LOCAL-{id}`. */
const CRM_ID = `coalesce(c.crm_id_es, c.crm_id_it, c.crm_id_usa, 'LOCAL-' || c.id)`;

/**
 * The local fallback: our own companies table stands for the CRM (every company synced to a CRM is
 * one of its clients). Documented as such in the report and decisions; replaced by the CRM adapter.
 */
export const localCrmDirectory: CrmDirectory = {
  async findClientByVat(db, vat) {
    const found = await db.execute<CrmClient>(
      sql`select ${sql.raw(CRM_ID)} as id, c.name, c.vat from companies c where c.vat = ${vat} limit 1`,
    );
    return found.rows[0] ?? null;
  },
  async findClientById(db, id) {
    const found =
      await db.execute<CrmClient>(sql`select ${sql.raw(CRM_ID)} as id, c.name, c.vat from companies c
      where c.crm_id_es = ${id} or c.crm_id_it = ${id} or c.crm_id_usa = ${id} or 'LOCAL-' || c.id = ${id}
      order by c.id limit 1`);
    return found.rows[0] ?? null;
  },
};

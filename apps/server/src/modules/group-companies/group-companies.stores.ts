import { groupCompanies } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { fieldRefusal } from '../../platform/errors.ts';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';

/** Its markets: those naming it as their company (`markets.altra_company_iso`), by id. */
const marketIds = `array(select m.id from markets m where m.altra_company_iso = t.iso order by m.id)`;
/** Their codes (`ES, PT`), for the list. */
const marketCodes = `(select string_agg(m.iso, ', ' order by m.iso) from markets m where m.altra_company_iso = t.iso)`;

/** Orders and CRM configurations that name the company by its code: they keep it in use. */
async function usesOf(tx: Tx, iso: string): Promise<number> {
  const found = await tx.execute<{ n: number }>(sql`select
    (select count(*) from orders where altra_company_iso = ${iso})::int
    + (select count(*) from crm_configurations where altra_company_iso = ${iso})::int as n`);
  return found.rows[0]?.n ?? 0;
}

async function validate(tx: Tx, body: Row, existing: Row | null): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const markets = body.markets as number[] | undefined;
  if (markets?.length) {
    const found = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from markets where id = any(${sql.param(markets)}::int[])`,
    );
    if (found.rows[0]!.n !== new Set(markets).size) errors.markets = ['validations.in_array'];
  }
  // A code in use stays: orders and CRM configurations are written with it (the ERP keeps it too).
  if (existing && body.iso !== undefined && body.iso !== existing.iso) {
    const count = await usesOf(tx, existing.iso as string);
    if (count > 0) throw fieldRefusal(422, 'iso', 'globalcompanies.isoInUse', { count });
  }
  return errors;
}

/**
 * Its markets follow the body: those chosen name it (taken from any other company), those left out
 * name none; a new code moves its markets with it.
 */
async function afterWrite(tx: Tx, record: Row, body: Row) {
  const iso = body.iso as string;
  const previous = (record.iso as string | undefined) ?? iso;
  if (previous !== iso) {
    await tx.execute(sql`update markets set altra_company_iso = ${iso}, updated_at = now()
      where altra_company_iso = ${previous}`);
  }
  const markets = body.markets as number[] | undefined;
  if (markets === undefined) return;
  await tx.execute(sql`update markets set altra_company_iso = null, updated_at = now()
    where altra_company_iso = ${iso} and id <> all(${sql.param(markets)}::int[])`);
  await tx.execute(sql`update markets set altra_company_iso = ${iso}, updated_at = now()
    where id = any(${sql.param(markets)}::int[]) and altra_company_iso is distinct from ${iso}`);
}

/** A company with orders or CRM configurations stays (409); deleting one frees its markets. */
async function validateDelete(tx: Tx, existing: Row): Promise<Record<string, string[]>> {
  const iso = existing.iso as string;
  const count = await usesOf(tx, iso);
  if (count > 0) throw fieldRefusal(409, 'iso', 'globalcompanies.inUse', { count });
  await tx.execute(sql`update markets set altra_company_iso = null, updated_at = now()
    where altra_company_iso = ${iso}`);
  return {};
}

export const groupCompanyStore: ResourceStore = {
  definition: groupCompanies,
  table: 'global_companies',
  writable: [
    'iso',
    'name',
    'legal_name',
    'vat',
    'country_iso',
    'address',
    'city',
    'zipcode',
    'logo_url',
    'sort_key',
  ],
  computed: { markets: marketIds, market_codes: marketCodes },
  uniques: { global_companies_iso_unique: 'iso' },
  hooks: {
    prepare: (body) => {
      const blank = (key: string) =>
        key in body && typeof body[key] === 'string' && !(body[key] as string).trim() ? { [key]: null } : {};
      return {
        ...body,
        ...blank('address'),
        ...blank('city'),
        ...blank('zipcode'),
        ...blank('logo_url'),
        ...(Array.isArray(body.markets) && {
          markets: [...new Set(body.markets as number[])].sort((a, b) => a - b),
        }),
      };
    },
    validate,
    afterWrite,
    validateDelete,
  },
};

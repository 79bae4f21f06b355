import { companies } from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { COMPANY_SECRET_SET, storeCompanySecret } from './company-secrets.ts';

type Errors = Record<string, string[]>;
const UNKNOWN = 'validations.in_array';

/** Optional values sent empty are stored as null (an empty date or file is no date or file). */
export const emptyAsNull = (body: Row): Row =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === '' ? null : v]));

async function missing(tx: Tx, query: SQL): Promise<boolean> {
  const result = await tx.execute<{ found: boolean }>(sql`select (${query}) as found`);
  return result.rows[0]?.found !== true;
}

/** Countries, regions and profiles the form names must exist (a 422 on the field, not a 500). */
export async function referenceErrors(
  tx: Tx,
  body: Row,
  keys: Record<string, 'country' | 'region' | 'profile'>,
) {
  const errors: Errors = {};
  for (const [key, kind] of Object.entries(keys)) {
    const value = body[key];
    if (value === null || value === undefined || value === '') continue;
    const query =
      kind === 'country'
        ? sql`exists (select 1 from countries where iso = ${value as string})`
        : kind === 'region'
          ? sql`exists (select 1 from regions where id = ${value as number})`
          : sql`exists (select 1 from profiles where id = ${value as number})`;
    if (await missing(tx, query)) errors[key] = [UNKNOWN];
  }
  return errors;
}

const COMPANY_KEYS = [
  'name',
  'alias',
  'vat',
  'cif',
  'country_iso',
  'region_id',
  'market',
  'email',
  'phone',
  'web',
  'profile_id',
  'client_type',
  'client_family',
  'status',
  'inactive_reason',
  'crm_id_es',
  'crm_id_it',
  'crm_id_usa',
  'crm_alias',
  'end_point',
  'crm_url',
  'show_pvpr',
  'show_discounts',
  'show_net_prices',
  'billing_address',
  'billing_city',
  'billing_zipcode',
  'billing_region_id',
  'billing_country_iso',
  'tax_final',
  'tax_pro',
  'payment_type',
  ...['w9', 'w8ben', 'tax_exemption', 'business_licence', 'rib', 'kbis'].flatMap((k) => [
    `${k}_file_url`,
    `${k}_expires_on`,
  ]),
];

/**
 * Companies (`mscustomer admin/companies`): the customers' companies and their tabs' parent. The CRM
 * `secret` is write-only (`withSealedSecret`): the record says `secret_set`. Documents are private
 * files (the definition's `privateFiles`), answered as signed links (private-record-files.ts).
 */
export const companyStore: ResourceStore = {
  definition: companies,
  table: 'companies',
  searchText: true,
  // A search is totalled from the postings of its words (migration 0041).
  searchWords: true,
  sortedWords: { key: 'name', desc: false },
  // A state tab reads its total from counters (migration 0036).
  countedColumns: ['status'],
  writable: COMPANY_KEYS,
  // A list row holds what the list and the company selectors show, and how to reach the company:
  // not the CRM secret, nor the addresses, taxes and documents of the record's form.
  listColumns: [
    'id',
    'name',
    'alias',
    'vat',
    'country_iso',
    'market',
    'email',
    'phone',
    'client_type',
    'client_family',
    'status',
    'inactive_reason',
    'created_at',
    'updated_at',
  ],
  computed: { secret_set: COMPANY_SECRET_SET },
  uniques: { companies_vat_key: 'vat' },
  hooks: {
    // The reason only means something while inactive; a reactivated client drops it.
    prepare: (body) => {
      const values = emptyAsNull(body);
      return values.status === 'inactive' ? values : { ...values, inactive_reason: null };
    },
    validate: (tx, body) =>
      referenceErrors(tx, body, {
        country_iso: 'country',
        billing_country_iso: 'country',
        region_id: 'region',
        billing_region_id: 'region',
        profile_id: 'profile',
      }),
  },
};

/**
 * The store the companies' own routes write through: a body's non-empty `secret` sets or replaces the
 * sealed one (company_secrets, apart from the record); an absent or empty one keeps it.
 */
export function withSealedSecret(store: ResourceStore, key: Buffer): ResourceStore {
  return {
    ...store,
    hooks: {
      ...store.hooks,
      async afterWrite(tx, record, body) {
        await store.hooks?.afterWrite?.(tx, record, body);
        await storeCompanySecret(tx, key, record.id as number, body.secret);
      },
    },
  };
}

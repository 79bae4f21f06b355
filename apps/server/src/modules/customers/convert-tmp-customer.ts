import { EXTERNAL_TYPE_PROFILES, type Locale } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Jobs } from '../../platform/jobs.ts';
import type { Tx } from '../../platform/resources/resource-store.ts';
import { queueInvitation } from '../access/user-invitations.ts';

export interface TmpCustomerRow {
  id: number;
  name: string;
  vat: string;
  country_iso: string;
  email: string | null;
  phone: string | null;
  client_type: 'PRO' | 'FINAL';
  address: string | null;
  city: string | null;
  zipcode: string | null;
  user_email: string;
  user_name: string;
  user_surname: string;
  crm_client_id: string | null;
  status: string;
}

/** Why a conversion cannot happen: the answer names the field. */
export class ConversionRefused extends Error {
  constructor(
    readonly field: string,
    readonly reason: 'customers.alreadyConverted' | 'customers.vatInUse' | 'validations.unique',
  ) {
    super(reason);
  }
}

/**
 * Converts a registration into a real customer, all in the caller's transaction: the company
 * (pending activation), its delivery address as the default one, its first user (an external user of
 * the registration's type) with the invitation queued, and the registration marked converted and
 * linked. Any refusal or failure leaves nothing written.
 */
export async function convertTmpCustomer(
  tx: Tx,
  jobs: Jobs,
  tmp: TmpCustomerRow,
  locale: Locale,
): Promise<{ companyId: number; userId: number }> {
  if (tmp.status === 'converted') throw new ConversionRefused('_', 'customers.alreadyConverted');
  const taken = await tx.execute(sql`select 1 from companies where vat = ${tmp.vat}`);
  if (taken.rows.length) throw new ConversionRefused('vat', 'customers.vatInUse');
  const email = tmp.user_email.trim().toLowerCase();
  const user = await tx.execute(sql`select 1 from users where lower(email) = ${email}`);
  if (user.rows.length) throw new ConversionRefused('user_email', 'validations.unique');

  const company = await tx.execute<{ id: number }>(sql`
    insert into companies (name, vat, country_iso, email, phone, client_type, status, crm_id_es,
      billing_address, billing_city, billing_zipcode, billing_country_iso)
    values (${tmp.name}, ${tmp.vat}, ${tmp.country_iso}, ${tmp.email}, ${tmp.phone}, ${tmp.client_type},
      'pending_activation', ${tmp.country_iso === 'ES' ? tmp.crm_client_id : null},
      ${tmp.address}, ${tmp.city}, ${tmp.zipcode}, ${tmp.country_iso})
    returning id`);
  const companyId = company.rows[0]!.id;
  if (tmp.address && tmp.city && tmp.zipcode) {
    await tx.execute(sql`insert into company_addresses (company_id, type, is_default, address, city, zipcode, country_iso, phone)
      values (${companyId}, 'delivery', true, ${tmp.address}, ${tmp.city}, ${tmp.zipcode}, ${tmp.country_iso}, ${tmp.phone})`);
  }
  const profile = EXTERNAL_TYPE_PROFILES[tmp.client_type];
  const created = await tx.execute<{ id: number }>(sql`
    insert into users (email, name, surname, type, status, client_id, country_iso, profile_id)
    values (${email}, ${tmp.user_name}, ${tmp.user_surname}, ${tmp.client_type}, 'active', ${companyId},
      ${tmp.country_iso}, (select id from profiles where az_iso = ${profile}))
    returning id`);
  const userId = created.rows[0]!.id;
  await queueInvitation(jobs, tx, { userId, locale });
  await tx.execute(sql`update tmp_customers set status = 'converted', company_id = ${companyId}, updated_at = now()
    where id = ${tmp.id}`);
  return { companyId, userId };
}

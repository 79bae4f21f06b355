import { z } from 'zod';
import { isEmail, max, min, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { companyIdentity, vatForCountry } from './companies.ts';

/**
 * A registration waiting for review (`/tmpcustomers`): the company's data and its first user, as the
 * public sign-up sends them. Staff correct it, find it in the CRM (sync) and convert it into a real
 * company with that first user; a converted registration is kept, linked to its company.
 */
export const TMP_CUSTOMER_STATUSES = ['pending', 'converted'] as const;

export const tmpCustomerSchema = z
  .strictObject({
    ...companyIdentity,
    address: text(max(300)).nullish(),
    city: text(max(120)).nullish(),
    zipcode: text(max(20)).nullish(),
    user_email: requiredText(isEmail(), max(254)),
    user_name: requiredText(min(2), max(120)),
    user_surname: text(max(120)).default(''),
    /** The CRM client the registration belongs to (found by VAT, or moved by hand). */
    crm_client_id: text(max(60)).nullish(),
    notes: text(max(2000)).nullish(),
    updated_at: updatedAt,
  })
  .superRefine(vatForCountry);

export const tmpCustomers: ResourceDefinition<typeof tmpCustomerSchema> = {
  name: 'tmpcustomers',
  service: 'mscustomer',
  apiPath: 'admin/tmp-customers',
  singular: 'tmp_customer',
  plural: 'tmp_customers',
  idParam: 'id',
  schema: tmpCustomerSchema,
  fields: [
    { key: 'name', kind: 'text', half: true },
    { key: 'vat', kind: 'text', half: true },
    { key: 'country_iso', kind: 'select', source: 'countries', half: true },
    { key: 'client_type', kind: 'select', half: true },
    { key: 'email', kind: 'text', half: true },
    { key: 'phone', kind: 'text', half: true },
    { key: 'address', kind: 'text' },
    { key: 'city', kind: 'text', half: true },
    { key: 'zipcode', kind: 'text', half: true },
    { key: 'user_email', kind: 'text', half: true },
    { key: 'user_name', kind: 'text', half: true },
    { key: 'user_surname', kind: 'text', half: true },
    { key: 'crm_client_id', kind: 'text', half: true },
    { key: 'notes', kind: 'textarea' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'name' },
    { key: 'vat' },
    { key: 'country_iso' },
    { key: 'user_email' },
    { key: 'crm_client_id' },
    { key: 'status', values: 'status', statuses: TMP_CUSTOMER_STATUSES },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name', 'vat', 'user_email'],
  defaultSort: '-created_at',
  duplicate: false,
};

import { tmpCustomers } from '@proboard/domain';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';
import { emptyAsNull, referenceErrors } from './companies.store.ts';

/** Registrations waiting for review: listed, read and corrected by staff; created by the sign-up. */
export const tmpCustomerStore: ResourceStore = {
  definition: tmpCustomers,
  table: 'tmp_customers',
  writable: [
    'name',
    'vat',
    'country_iso',
    'email',
    'phone',
    'client_type',
    'address',
    'city',
    'zipcode',
    'user_email',
    'user_name',
    'user_surname',
    'crm_client_id',
    'notes',
  ],
  uniques: {},
  hooks: {
    prepare: emptyAsNull,
    validate: (tx, body) => referenceErrors(tx, body, { country_iso: 'country' }),
  },
};

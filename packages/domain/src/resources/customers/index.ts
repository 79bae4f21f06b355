export * from './companies.ts';
export * from './company-fields.ts';
export * from './company-tabs.ts';
export * from './tmp-customers.ts';
export * from './vat.ts';
export * from './vat-examples.ts';

import { companies } from './companies.ts';
import { COMPANY_TABS } from './company-tabs.ts';
import { tmpCustomers } from './tmp-customers.ts';

/** Companies with their tabs, and temporary customers (issue 14). */
export const CUSTOMER_RESOURCES = [companies, ...COMPANY_TABS, tmpCustomers] as const;

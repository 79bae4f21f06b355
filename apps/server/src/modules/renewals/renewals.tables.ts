import { renewalPlans as renewalPlansDefinition } from '@proboard/domain';
import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { newestFirstOrder, searchTextColumn, searchTextIndexes, timestamps } from '../../platform/columns.ts';

/**
 * Renewal plans (spec section 3). `status` moves only through the workflow (renewal-effects.ts writes
 * the A3 order number and the installer's e-mail on closing, the A3 credit number on closing without
 * payment); its history lives in the workflow kit's `workflow_history`.
 */
export const renewalPlans = pgTable(
  'renewal_plans',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    status: text('status').notNull().default('registered'),
    client_name: text('client_name').notNull(),
    client_surname: text('client_surname').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    carrier: text('carrier'),
    has_installer: boolean('has_installer').notNull().default(false),
    installer_company: text('installer_company'),
    installer_name: text('installer_name'),
    installer_phone: text('installer_phone'),
    installer_email: text('installer_email'),
    order_number: text('order_number'),
    credit_number: text('credit_number'),
    content_description: text('content_description'),
    note: text('note'),
    search_text: searchTextColumn(renewalPlansDefinition.search),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('renewal_plans_code_key').on(t.code),
    newestFirstOrder('renewal_plans', t),
    // The list filtered by state, newest first, read from the index (the list's common view).
    index('renewal_plans_status_created_at_index').on(t.status, t.created_at.desc().nullsLast(), t.id),
    ...searchTextIndexes('renewal_plans', t),
  ],
);

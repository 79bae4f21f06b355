import { z } from 'zod';
import { isEmail, max, requiredText, text } from '../../validation/rules.ts';
import { isoDay } from '../customers/company-fields.ts';
import type { ColumnDef, FieldDef, ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { TICKET_STATES } from './ticket-workflow.ts';

const id = () => z.number().int().positive();

/**
 * A ticket ("consulta", spec section 3). `code` (its reference), `status` and the reply token are the
 * server's; the state changes only through the workflow and the thread. A subcategory must belong to
 * the category (422 on `subcategory_id`); assignee and close_when_reply default to the market's ticket
 * configuration when not given. Changing the assignee writes a history row.
 */
const ticketFields = {
  subject: requiredText(max(200)),
  category_id: id(),
  subcategory_id: id().nullish(),
  market: text(max(8)).nullish(),
  recipient: requiredText(isEmail(), max(254)),
  assigned_to: id().nullish(),
  opened_at: isoDay().or(z.literal('')).nullish(),
  close_when_reply: z.boolean().nullish(),
  updated_at: updatedAt,
};

export const ticketSchema = z.strictObject({ ...ticketFields, company_id: id().nullish() });
/** In a company's tab the company is the parent of the path, never a field. */
export const companyTicketSchema = z.strictObject(ticketFields);

const fieldsWithout = (company: boolean): FieldDef[] => [
  { key: 'code', kind: 'text', readOnly: true, half: true },
  { key: 'status', kind: 'text', readOnly: true, half: true },
  { key: 'subject', kind: 'text' },
  { key: 'category_id', kind: 'select', source: 'mainticketcategories', half: true },
  {
    key: 'subcategory_id',
    kind: 'select',
    source: 'ticketsubcategories',
    dependsOn: 'category_id',
    half: true,
  },
  ...(company
    ? [{ key: 'company_id', kind: 'select', source: 'companies', searchOnly: true, half: true } as FieldDef]
    : []),
  { key: 'market', kind: 'select', source: 'marketcodes', half: true },
  { key: 'recipient', kind: 'text', half: true },
  { key: 'assigned_to', kind: 'select', source: 'internalusers', half: true },
  { key: 'opened_at', kind: 'date', half: true },
  { key: 'close_when_reply', kind: 'boolean', half: true },
];

const columns = (company: boolean): ColumnDef[] => [
  { key: 'id', type: 'number' },
  { key: 'code', type: 'code' },
  { key: 'subject' },
  ...(company ? [{ key: 'company_name' }] : []),
  { key: 'recipient' },
  { key: 'assigned' },
  { key: 'status', values: 'status', statuses: TICKET_STATES },
  // A market's code: the statistics' bars open the list filtered by it (f.market=ES).
  { key: 'market', type: 'code' },
  { key: 'opened_at', type: 'date' },
  { key: 'created_at', type: 'date' },
];

export const tickets: ResourceDefinition<typeof ticketSchema> = {
  name: 'tickets',
  service: 'mstickets',
  apiPath: 'admin/tickets',
  singular: 'ticket',
  plural: 'tickets',
  idParam: 'id',
  schema: ticketSchema,
  fields: fieldsWithout(true),
  columns: columns(true),
  // By reference or subject (spec: "search by subject/reference"), each served by a trigram index.
  search: ['code', 'subject'],
  defaultSort: '-created_at',
  duplicate: false,
};

/** The company's tickets tab (spec section 2 `tickets-company`): the same tickets, under one company. */
export const companyTickets: ResourceDefinition<typeof companyTicketSchema> = {
  ...tickets,
  name: 'companies-tickets-company',
  apiPath: 'tickets',
  parent: { resource: 'companies', key: 'company_id', param: 'ticketid' },
  schema: companyTicketSchema,
  fields: fieldsWithout(false),
  columns: columns(false),
};

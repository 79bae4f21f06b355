import { z } from 'zod';
import { max, requiredText, text } from '../../validation/rules.ts';
import { isoDay, PAYMENT_TYPES, storedFileUrl } from '../customers/company-fields.ts';
import type { ColumnDef, FieldDef, ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import {
  money,
  ORDER_KINDS,
  ORDER_LINES_MAX,
  ORDER_ORIGINS,
  ORDER_STATUSES,
  percent,
  QUANTITY_MAX,
  requiredMoney,
} from './order-fields.ts';

/**
 * One line of an order: the article by its code, how many, at what unit price, with what discount
 * and VAT rate. Its gross, discount and subtotal are computed by the server (order-totals.ts).
 */
export const orderLineSchema = z.strictObject({
  /** A line of this order to update; none: a new line. */
  id: z.number().int().positive().optional(),
  /** The article's code (az_iso); it must exist and not be blocked. */
  article: z
    .string()
    .transform((v) => v.trim())
    .pipe(requiredText(max(40))),
  quantity: z.number().int().min(1).max(QUANTITY_MAX),
  unit_price: requiredMoney(),
  discount: percent().default(0),
  vat_rate: percent(),
});
export type OrderLineInput = z.infer<typeof orderLineSchema>;

const optionalDay = () => isoDay().or(z.literal('')).nullish();

export const orderSchema = z.strictObject({
  kind: z.enum(ORDER_KINDS),
  company_id: z.number().int().positive(),
  user_id: z.number().int().positive().nullish(),
  order_reference: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(requiredText(max(40))),
  customer_reference: text(max(60)).nullish(),
  cart_id: text(max(60)).nullish(),
  order_date: isoDay(),
  status: z.enum(ORDER_STATUSES).default('pending_activation'),
  origin: z.enum(ORDER_ORIGINS).default('backoffice'),
  delivery_date: optionalDay(),
  shipping_date: optionalDay(),
  invoicing_date: optionalDay(),
  address: text(max(300)).nullish(),
  city: text(max(120)).nullish(),
  zipcode: text(max(20)).nullish(),
  country_iso: text(max(2)).nullish(),
  region_id: z.number().int().positive().nullish(),
  payment_type: z.enum(PAYMENT_TYPES).nullish(),
  a3_type: text(max(40)).nullish(),
  a3_option: text(max(40)).nullish(),
  /** Transport: the shipping cost, 0 until someone sets it (the order modal). */
  shipping_cost: money().default(0),
  /** A coupon's code, whatever its case; applying one counts a use. */
  coupon_code: text(max(40)).nullish(),
  confirmation_file_url: storedFileUrl(),
  delivery_note_file_url: storedFileUrl(),
  invoice_file_url: storedFileUrl(),
  notes: text(max(2000)).nullish(),
  lines: z.array(orderLineSchema).max(ORDER_LINES_MAX).default([]),
  updated_at: updatedAt,
});

const orderFields: FieldDef[] = [
  { key: 'order_reference', kind: 'text', half: true, uniqueCode: true, tab: 'order' },
  { key: 'kind', kind: 'select', half: true, tab: 'order' },
  { key: 'company_id', kind: 'select', source: 'companies', searchOnly: true, half: true, tab: 'order' },
  { key: 'nomcli', kind: 'text', readOnly: true, half: true, tab: 'order' },
  { key: 'nifcli', kind: 'text', readOnly: true, half: true, tab: 'order' },
  { key: 'codcli', kind: 'text', readOnly: true, half: true, tab: 'order' },
  { key: 'customer_reference', kind: 'text', half: true, tab: 'order' },
  { key: 'cart_id', kind: 'text', half: true, tab: 'order' },
  { key: 'order_date', kind: 'date', half: true, tab: 'order' },
  { key: 'status', kind: 'select', half: true, tab: 'order' },
  { key: 'origin', kind: 'select', half: true, tab: 'order' },
  { key: 'payment_type', kind: 'select', half: true, tab: 'order' },
  { key: 'altra_company_iso', kind: 'text', readOnly: true, half: true, tab: 'order' },
  { key: 'a3_order_number', kind: 'text', readOnly: true, half: true, tab: 'order' },
  { key: 'a3_type', kind: 'text', half: true, tab: 'order' },
  { key: 'a3_option', kind: 'text', half: true, tab: 'order' },
  { key: 'notes', kind: 'textarea', tab: 'order' },
  { key: 'lines', kind: 'rows', tab: 'lines' },
  { key: 'shipping_cost', kind: 'number', half: true, tab: 'lines' },
  { key: 'coupon_code', kind: 'text', half: true, tab: 'lines' },
  { key: 'subtotal', kind: 'number', readOnly: true, values: 'money', half: true, tab: 'lines' },
  { key: 'coupon_discount', kind: 'number', readOnly: true, values: 'money', half: true, tab: 'lines' },
  { key: 'vat_total', kind: 'number', readOnly: true, values: 'money', half: true, tab: 'lines' },
  { key: 'total', kind: 'number', readOnly: true, values: 'money', half: true, tab: 'lines' },
  { key: 'address', kind: 'text', tab: 'delivery' },
  { key: 'city', kind: 'text', half: true, tab: 'delivery' },
  { key: 'zipcode', kind: 'text', half: true, tab: 'delivery' },
  { key: 'country_iso', kind: 'select', source: 'countries', half: true, tab: 'delivery' },
  { key: 'delivery_date', kind: 'date', half: true, tab: 'delivery' },
  { key: 'shipping_date', kind: 'date', half: true, tab: 'delivery' },
  { key: 'invoicing_date', kind: 'date', half: true, tab: 'delivery' },
  { key: 'confirmation_file_url', kind: 'file', tab: 'documents' },
  { key: 'delivery_note_file_url', kind: 'file', tab: 'documents' },
  { key: 'invoice_file_url', kind: 'file', tab: 'documents' },
];

const orderColumns: ColumnDef[] = [
  { key: 'id', type: 'number' },
  { key: 'order_reference' },
  { key: 'nomcli' },
  { key: 'nifcli', visible: false },
  { key: 'kind' },
  { key: 'order_date', type: 'date' },
  // The filter statuses of spec section 4: the column filter is a select of their badges.
  { key: 'status', values: 'status', statuses: ORDER_STATUSES },
  { key: 'total', type: 'number', values: 'money' },
  { key: 'a3_order_number' },
  { key: 'altra_company_iso', type: 'code', visible: false },
];

const orderBase = {
  service: 'msbusiness',
  singular: 'order',
  plural: 'orders',
  idParam: 'id',
  schema: orderSchema,
  fields: orderFields,
  // An order's documents are the customer's: served only through signed links.
  privateFiles: ['confirmation_file_url', 'delivery_note_file_url', 'invoice_file_url'],
  search: ['order_reference', 'nomcli', 'nifcli', 'customer_reference'],
  defaultSort: '-order_date',
  duplicate: false,
} satisfies Omit<ResourceDefinition<typeof orderSchema>, 'name' | 'apiPath' | 'columns'>;

/** Every order, professional and client (`/orders`): created here, edited at its details route. */
export const orders: ResourceDefinition<typeof orderSchema> = {
  ...orderBase,
  name: 'orders',
  apiPath: 'admin/orders',
  columns: orderColumns,
  /** Order details are `/orders/:id/altra-company/:company` (spec section 2). */
  routeParams: { company: 'altra_company_iso' },
};

const withoutKind = orderColumns.filter((c) => c.key !== 'kind');

/** Professional orders only (`/professionalorders`: list, details, edit). */
export const professionalOrders: ResourceDefinition<typeof orderSchema> = {
  ...orderBase,
  name: 'professionalorders',
  apiPath: 'admin/professional-orders',
  columns: withoutKind,
};

/** Client orders only (`/clientorders`: list and details). */
export const clientOrders: ResourceDefinition<typeof orderSchema> = {
  ...orderBase,
  name: 'clientorders',
  apiPath: 'admin/client-orders',
  columns: withoutKind,
};

/** A company's orders tab (`orders-company`: list and details), nested under the company. */
export const companyOrders: ResourceDefinition<typeof orderSchema> = {
  ...orderBase,
  name: 'companies-orders-company',
  service: 'mscustomer',
  apiPath: 'orders',
  parent: { resource: 'companies', key: 'company_id', param: 'orderid' },
  columns: orderColumns.filter((c) => c.key !== 'nomcli' && c.key !== 'nifcli'),
};

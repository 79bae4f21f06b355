import { z } from 'zod';
import { isEmail, length, max, min, requiredText, text } from '../../validation/rules.ts';
import { EXTERNAL_USER_TYPES, USER_STATUSES } from '../access/users.ts';
import type { ParentLink, ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import { isoDay, percentage } from './company-fields.ts';

/**
 * The tabs of a company (spec section 2): nested resources whose records belong to one company.
 * Their names are the route table's `companies-{tab}` resources, whose guards they take.
 */
const underCompany = (param: string): ParentLink => ({ resource: 'companies', key: 'company_id', param });

// ---- users ----------------------------------------------------------------------------------------

/** A company's users are external users (`mslogin` accounts) whose `client_id` is the company. */
export const companyUserSchema = z.strictObject({
  email: requiredText(isEmail(), max(254)),
  name: requiredText(min(2), max(120)),
  surname: text(max(120)).default(''),
  country_iso: text(length(2)).nullish(),
  market: text(max(8)).nullish(),
  status: z.enum(USER_STATUSES).default('active'),
  type: z.enum(EXTERNAL_USER_TYPES),
  position: text(max(120)).nullish(),
  updated_at: updatedAt,
});

export const companyUsers: ResourceDefinition<typeof companyUserSchema> = {
  name: 'companies-users',
  service: 'mscustomer',
  apiPath: 'users',
  singular: 'user',
  plural: 'users',
  idParam: 'id',
  parent: { ...underCompany('userid'), key: 'client_id' },
  schema: companyUserSchema,
  fields: [
    { key: 'email', kind: 'text', half: true, uniqueCode: true },
    { key: 'status', kind: 'select', half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'surname', kind: 'text', half: true },
    { key: 'type', kind: 'select', half: true },
    { key: 'position', kind: 'text', half: true },
    { key: 'country_iso', kind: 'select', source: 'countries', half: true },
    { key: 'market', kind: 'select', source: 'marketcodes', half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'email' },
    { key: 'name' },
    { key: 'surname' },
    { key: 'type' },
    { key: 'status', values: 'status' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['email', 'name', 'surname'],
  defaultSort: '-created_at',
  duplicate: false,
};

// ---- addresses --------------------------------------------------------------------------------------

/** Where a company receives goods or invoices; one address of each kind is its default. */
export const ADDRESS_TYPES = ['delivery', 'billing'] as const;

export const companyAddressSchema = z.strictObject({
  type: z.enum(ADDRESS_TYPES),
  is_default: z.boolean().default(false),
  contact: text(max(120)).nullish(),
  phone: text(max(40)).nullish(),
  address: requiredText(max(300)),
  city: requiredText(max(120)),
  zipcode: requiredText(max(20)),
  region_id: z.number().int().positive().nullish(),
  country_iso: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(requiredText(length(2))),
  updated_at: updatedAt,
});

export const companyAddresses: ResourceDefinition<typeof companyAddressSchema> = {
  name: 'companies-addresses',
  service: 'mscustomer',
  apiPath: 'addresses',
  singular: 'address',
  plural: 'addresses',
  idParam: 'id',
  parent: underCompany('addressid'),
  schema: companyAddressSchema,
  fields: [
    { key: 'type', kind: 'select', half: true },
    { key: 'is_default', kind: 'boolean', half: true },
    { key: 'address', kind: 'text' },
    { key: 'city', kind: 'text', half: true },
    { key: 'zipcode', kind: 'text', half: true },
    { key: 'country_iso', kind: 'select', source: 'countries', half: true },
    // Pickups and commissions read it: the regions of the chosen country.
    { key: 'region_id', kind: 'select', source: 'regions', dependsOn: 'country_iso', half: true },
    { key: 'contact', kind: 'text', half: true },
    { key: 'phone', kind: 'text', half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'type' },
    { key: 'is_default', type: 'boolean' },
    { key: 'address' },
    { key: 'city' },
    { key: 'zipcode' },
    { key: 'country_iso' },
    { key: 'contact' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['address', 'city', 'zipcode', 'contact'],
  defaultSort: '-created_at',
  duplicate: false,
};

// ---- discounts --------------------------------------------------------------------------------------

/**
 * Discount kinds (SPEC-RULINGS): AC article × client, AF article × client family, CF article family ×
 * client, FF article family × client family. The first letter says what is discounted, the second
 * who gets it; the client is the company of the tab, the client family its `client_family`.
 */
export const DISCOUNT_KINDS = ['AC', 'AF', 'CF', 'FF'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const discountsArticle = (kind: DiscountKind) => kind === 'AC' || kind === 'AF';
export const discountsClientFamily = (kind: DiscountKind) => kind === 'AF' || kind === 'FF';

export const companyDiscountSchema = z
  .strictObject({
    kind: z.enum(DISCOUNT_KINDS),
    article_id: z.number().int().positive().nullish(),
    family_id: z.number().int().positive().nullish(),
    percentage: percentage(),
    valid_from: isoDay(),
    valid_to: isoDay().or(z.literal('')).nullish(),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    const target = discountsArticle(value.kind) ? 'article_id' : 'family_id';
    if (!value[target]) ctx.addIssue({ code: 'custom', path: [target], message: 'validations.required' });
    if (value.valid_to && value.valid_from && value.valid_to < value.valid_from) {
      ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'validations.dateOrder' });
    }
  });

export const companyDiscounts: ResourceDefinition<typeof companyDiscountSchema> = {
  name: 'companies-discounts',
  service: 'mscustomer',
  apiPath: 'discounts',
  singular: 'discount',
  plural: 'discounts',
  idParam: 'id',
  parent: underCompany('discountid'),
  schema: companyDiscountSchema,
  fields: [
    { key: 'kind', kind: 'select', half: true },
    { key: 'percentage', kind: 'number', half: true },
    {
      key: 'article_id',
      kind: 'select',
      source: 'articles',
      half: true,
      shownWhen: { key: 'kind', values: ['AC', 'AF'] },
    },
    {
      key: 'family_id',
      kind: 'select',
      source: 'families',
      half: true,
      shownWhen: { key: 'kind', values: ['CF', 'FF'] },
    },
    { key: 'valid_from', kind: 'date', half: true },
    { key: 'valid_to', kind: 'date', half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'kind' },
    { key: 'target' },
    { key: 'client_family' },
    { key: 'percentage', type: 'number', values: 'percentage' },
    { key: 'valid_from', type: 'date' },
    { key: 'valid_to', type: 'date' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['target'],
  defaultSort: '-created_at',
  duplicate: false,
};

/** Every tab of a company that has a definition, in the order of spec section 2. */
export const COMPANY_TABS = [companyUsers, companyAddresses, companyDiscounts] as const;

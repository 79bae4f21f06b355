import { z } from 'zod';
import { isAzIso, isEmail, isUrl, length, max, min, requiredText, text } from '../../validation/rules.ts';
import type { FieldDef, ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';
import {
  CLIENT_STATUSES,
  CLIENT_TYPES,
  COMPANY_DOCUMENTS,
  documentExpiryKey,
  documentFileKey,
  isoDay,
  PAYMENT_TYPES,
  percentage,
  storedFileUrl,
} from './company-fields.ts';
import { isValidVat, normalizeVat } from './vat.ts';
import { exampleVat } from './vat-examples.ts';

const vatText = () =>
  z
    .string()
    .max(40)
    .transform((v) => normalizeVat(v));

const documentShape = Object.fromEntries(
  COMPANY_DOCUMENTS.flatMap((kind) => [
    [documentFileKey(kind), storedFileUrl()],
    [documentExpiryKey(kind), isoDay().or(z.literal('')).nullish()],
  ]),
) as Record<
  `${(typeof COMPANY_DOCUMENTS)[number]}_${'file_url' | 'expires_on'}`,
  ReturnType<typeof storedFileUrl>
>;

/** What identifies a company for the CRM and the ERP: checked wherever a company is written. */
export const companyIdentity = {
  name: requiredText(min(2), max(200)),
  vat: vatText().pipe(requiredText(max(20))),
  country_iso: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(requiredText(length(2))),
  email: text(isEmail(), max(254)).nullish(),
  phone: text(max(40)).nullish(),
  client_type: z.enum(CLIENT_TYPES).default('PRO'),
};

/** The VAT (and the CIF, when given) must be valid for the company's country. */
export function vatForCountry(
  value: { vat?: string | null; cif?: string | null; country_iso?: string },
  ctx: z.RefinementCtx,
) {
  const country = value.country_iso;
  if (country?.length !== 2) return;
  for (const key of ['vat', 'cif'] as const) {
    const given = value[key];
    if (given && !isValidVat(country, given))
      ctx.addIssue({ code: 'custom', path: [key], message: 'validations.vat' });
  }
}

/** An inactive client says why (spec section 4, client states). */
function reasonWhenInactive(
  value: { status: string; inactive_reason?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.status === 'inactive' && !value.inactive_reason?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['inactive_reason'], message: 'validations.required' });
  }
}

export const companySchema = z
  .strictObject({
    ...companyIdentity,
    cif: vatText()
      .pipe(text(max(20)))
      .nullish(),
    alias: text(max(120)).nullish(),
    web: text(isUrl(), max(500)).nullish(),
    market: text(max(8)).nullish(),
    region_id: z.number().int().positive().nullish(),
    profile_id: z.number().int().positive().nullish(),
    /** Client family code: discounts of kinds AF and FF apply to every client of the family. */
    client_family: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .pipe(text(isAzIso(), max(30)))
      .nullish(),
    status: z.enum(CLIENT_STATUSES).default('pending_activation'),
    inactive_reason: text(max(2000)).nullish(),
    crm_id_es: text(max(60)).nullish(),
    crm_id_it: text(max(60)).nullish(),
    crm_id_usa: text(max(60)).nullish(),
    crm_alias: text(max(60)).nullish(),
    end_point: text(isUrl(), max(500)).nullish(),
    crm_url: text(isUrl(), max(500)).nullish(),
    /**
     * Write-only, as a CRM configuration's: sent to set or replace it, never answered (the record
     * says `secret_set`); left out or empty, the stored one stays.
     */
    secret: text(max(200)).nullish(),
    show_pvpr: z.boolean().default(true),
    show_discounts: z.boolean().default(false),
    show_net_prices: z.boolean().default(false),
    billing_address: text(max(300)).nullish(),
    billing_city: text(max(120)).nullish(),
    billing_zipcode: text(max(20)).nullish(),
    billing_region_id: z.number().int().positive().nullish(),
    billing_country_iso: text(length(2)).nullish(),
    tax_final: percentage().nullish(),
    tax_pro: percentage().nullish(),
    payment_type: z.enum(PAYMENT_TYPES).nullish(),
    ...documentShape,
    updated_at: updatedAt,
  })
  .superRefine(vatForCountry)
  .superRefine(reasonWhenInactive);

const documentFields: FieldDef[] = COMPANY_DOCUMENTS.flatMap((kind) => [
  { key: documentFileKey(kind), kind: 'file', half: true },
  { key: documentExpiryKey(kind), kind: 'date', half: true },
]);

export const companies: ResourceDefinition<typeof companySchema> = {
  name: 'companies',
  service: 'mscustomer',
  apiPath: 'admin/companies',
  singular: 'company',
  plural: 'companies',
  idParam: 'id',
  schema: companySchema,
  // The company's documents (W-9, W-8BEN, tax exemption, business licence, RIB, K-bis).
  privateFiles: COMPANY_DOCUMENTS.map(documentFileKey),
  fields: [
    { key: 'name', kind: 'text', half: true },
    { key: 'alias', kind: 'text', half: true },
    { key: 'country_iso', kind: 'select', source: 'countries', half: true },
    { key: 'region_id', kind: 'select', source: 'regions', dependsOn: 'country_iso', half: true },
    {
      key: 'vat',
      kind: 'text',
      half: true,
      uniqueCode: true,
      example: (n, record) => exampleVat(String(record.country_iso ?? 'ES'), n),
    },
    { key: 'cif', kind: 'text', half: true },
    { key: 'market', kind: 'select', source: 'marketcodes', half: true },
    { key: 'email', kind: 'text', half: true },
    { key: 'phone', kind: 'text', half: true },
    { key: 'web', kind: 'text', half: true },
    { key: 'profile_id', kind: 'select', source: 'confprofiles', half: true },
    { key: 'client_type', kind: 'select', half: true },
    { key: 'client_family', kind: 'text', half: true },
    { key: 'status', kind: 'select', half: true },
    { key: 'inactive_reason', kind: 'textarea', shownWhen: { key: 'status', values: ['inactive'] } },
    { key: 'show_pvpr', kind: 'boolean', half: true },
    { key: 'show_discounts', kind: 'boolean', half: true },
    { key: 'show_net_prices', kind: 'boolean', half: true },
    { key: 'payment_type', kind: 'select', half: true },
    { key: 'tax_final', kind: 'number', half: true },
    { key: 'tax_pro', kind: 'number', half: true },
    { key: 'billing_address', kind: 'text' },
    { key: 'billing_city', kind: 'text', half: true },
    { key: 'billing_zipcode', kind: 'text', half: true },
    { key: 'billing_country_iso', kind: 'select', source: 'countries', half: true },
    {
      key: 'billing_region_id',
      kind: 'select',
      source: 'regions',
      dependsOn: 'billing_country_iso',
      half: true,
    },
    { key: 'crm_id_es', kind: 'text', half: true },
    { key: 'crm_id_it', kind: 'text', half: true },
    { key: 'crm_id_usa', kind: 'text', half: true },
    { key: 'crm_alias', kind: 'text', half: true },
    { key: 'end_point', kind: 'text', half: true },
    { key: 'crm_url', kind: 'text', half: true },
    { key: 'secret', kind: 'text', half: true },
    { key: 'secret_set', kind: 'boolean', readOnly: true, half: true },
    ...documentFields,
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'name' },
    { key: 'vat' },
    { key: 'country_iso' },
    { key: 'client_type' },
    { key: 'client_family', visible: false },
    { key: 'market' },
    { key: 'status', values: 'status', statuses: CLIENT_STATUSES },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name', 'vat', 'alias'],
  defaultSort: 'name',
  duplicate: false,
};

import { z } from 'zod';
import { between, isAzIso, isImage, max, min, requiredText, text } from '../../validation/rules.ts';
import { ERP_IMAGE_MAX_BYTES } from '../catalogue/erp-images.ts';
import { vatForCountry } from '../customers/companies.ts';
import { normalizeVat } from '../customers/vat.ts';
import { exampleVat } from '../customers/vat-examples.ts';
import type { ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

/**
 * The group's own companies (`/globalcompanies`, spec section 1 "Global data"): Altra, Airzone
 * España, Airzone Francia, Airzone Italia, Airzone USA and the others. Their iso code is the
 * `altra_company_iso` of the markets they serve and of the orders they invoice; the market selectors
 * (spec section 2, widget 9) group markets under these companies' names, in their `sort_key` order.
 * A market belongs to one company at most: choosing it here takes it from the company that had it.
 */

/** The most markets one company serves (the group sells in a few dozen). */
export const GROUP_COMPANY_MARKETS_MAX = 100;

const upperCode = () =>
  z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(requiredText(isAzIso(), between(2, 12)));

export const groupCompanySchema = z
  .strictObject({
    /** The code markets and orders name it by (`AZES`): `altra_company_iso`. */
    iso: upperCode(),
    /** The name the market selectors show (`Airzone España`). */
    name: requiredText(min(2), max(120)),
    /** The registered name on invoices (`Airzone Control S.L.`). */
    legal_name: requiredText(min(2), max(200)),
    vat: z
      .string()
      .max(40)
      .transform((v) => normalizeVat(v))
      .pipe(requiredText(max(20))),
    /** Country of its registered office: its VAT number is checked by it. */
    country_iso: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .pipe(requiredText(between(2, 2))),
    address: text(max(300)).nullish(),
    city: text(max(120)).nullish(),
    zipcode: text(max(20)).nullish(),
    /** Ids of the markets it serves. */
    markets: idList.max(GROUP_COMPANY_MARKETS_MAX).optional(),
    /** An uploaded image (`/files/…`), public like a manufacturer's logo, at most 64 kB. */
    logo_url: text(isImage(), max(500)).nullish(),
    /** Its place among the selectors' groups (lower first). */
    sort_key: z.number().int().min(0).max(9999).default(100),
    updated_at: updatedAt,
  })
  .superRefine(vatForCountry);

export const groupCompanies: ResourceDefinition<typeof groupCompanySchema> = {
  name: 'globalcompanies',
  service: 'msmarket',
  apiPath: 'admin/global-companies',
  singular: 'global_company',
  plural: 'global_companies',
  idParam: 'id',
  schema: groupCompanySchema,
  fields: [
    { key: 'iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'legal_name', kind: 'text', half: true },
    {
      key: 'vat',
      kind: 'text',
      half: true,
      example: (n, record) => exampleVat(String(record.country_iso ?? 'ES'), n),
    },
    { key: 'country_iso', kind: 'select', source: 'countries', half: true },
    { key: 'address', kind: 'text', half: true },
    { key: 'city', kind: 'text', half: true },
    { key: 'zipcode', kind: 'text', half: true },
    { key: 'sort_key', kind: 'number', half: true },
    // No two companies share a market: a duplicate starts without them.
    {
      key: 'markets',
      kind: 'multiselect',
      source: 'markets',
      maxValues: GROUP_COMPANY_MARKETS_MAX,
      uniqueCode: true,
    },
    { key: 'logo_url', kind: 'image', maxBytes: ERP_IMAGE_MAX_BYTES },
  ],
  columns: [
    { key: 'sort_key', type: 'number' },
    { key: 'iso', type: 'code' },
    { key: 'name' },
    { key: 'legal_name' },
    { key: 'vat' },
    { key: 'country_iso', type: 'code' },
    { key: 'market_codes', sortable: false },
    { key: 'created_at', type: 'date' },
  ],
  search: ['iso', 'name', 'legal_name', 'vat'],
  defaultSort: 'sort_key',
  duplicate: false,
};

export const GROUP_COMPANY_RESOURCES = [groupCompanies] as const;

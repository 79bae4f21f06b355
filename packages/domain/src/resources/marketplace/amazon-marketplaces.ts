import { z } from 'zod';
import { between, isAzIso, isSlug, max, requiredText } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/** Amazon's own limit on an ASIN's search terms ("generic keywords"), in UTF-8 bytes. */
export const DEFAULT_KEYWORD_BYTE_LIMIT = 250;
/** The most a marketplace's limit may be set to: far above Amazon's, a typo guard. */
export const MAX_KEYWORD_BYTE_LIMIT = 5000;

/**
 * An Amazon marketplace we sell on (docs/decisions.md, "Amazon marketplaces and ASINs"): its
 * Selling Partner API id (A1RKKUPIHCS9HS is Amazon.es), the domain extension of its store
 * (`es`, `co.uk`, `com`), the country and language it serves, its currency and the byte limit
 * Amazon applies there to an ASIN's search terms.
 */
export const amazonMarketplaceSchema = z.strictObject({
  name: requiredText(max(100)),
  // Amazon's ids are 10 to 14 upper-case letters and digits (ATVPDKIKX0DER, A1PA6795UKMFR9).
  amazon_marketplace_id: requiredText(isAzIso(), between(10, 14)),
  domain_extension: requiredText(isSlug(), max(20)),
  country_iso: requiredText(max(2)),
  language: requiredText(max(10)),
  currency: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'validations.currency')),
  keyword_byte_limit: z.number().int().min(1).max(MAX_KEYWORD_BYTE_LIMIT).default(DEFAULT_KEYWORD_BYTE_LIMIT),
  active: z.boolean().default(true),
  updated_at: updatedAt,
});

export const amazonMarketplaces: ResourceDefinition<typeof amazonMarketplaceSchema> = {
  name: 'amazonmarketplaces',
  service: 'msproduct',
  apiPath: 'admin/amazon-marketplaces',
  singular: 'amazon_marketplace',
  plural: 'amazon_marketplaces',
  idParam: 'id',
  schema: amazonMarketplaceSchema,
  fields: [
    { key: 'name', kind: 'text', half: true },
    { key: 'amazon_marketplace_id', kind: 'text', uniqueCode: true, half: true },
    { key: 'domain_extension', kind: 'text', uniqueCode: true, half: true },
    { key: 'country_iso', kind: 'select', source: 'countries', half: true },
    { key: 'language', kind: 'select', source: 'languages', half: true },
    { key: 'currency', kind: 'text', half: true },
    { key: 'keyword_byte_limit', kind: 'number', half: true },
    { key: 'active', kind: 'boolean' },
  ],
  columns: [
    { key: 'name' },
    { key: 'amazon_marketplace_id', type: 'code' },
    { key: 'domain_extension' },
    { key: 'country_iso', type: 'code' },
    { key: 'language', type: 'code' },
    { key: 'currency', type: 'code' },
    { key: 'keyword_byte_limit', type: 'number' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['name', 'amazon_marketplace_id', 'domain_extension'],
  defaultSort: '-created_at',
  duplicate: false,
};

import { z } from 'zod';
import { MAX_RECORD_ID } from '../../validation/record-ids.ts';
import { max, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/** An ASIN: exactly ten upper-case letters and digits (B08N5WRWNW; a book's is its ISBN-10). */
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

/**
 * The most characters the search terms may hold whatever the marketplace: the bytes are checked
 * against the marketplace's own limit by the server, this only bounds what is read.
 */
export const KEYWORDS_MAX_CHARS = 5000;

const recordId = () => z.number().int().positive().max(MAX_RECORD_ID);

/**
 * One of our articles listed on one Amazon marketplace under its ASIN, with the search terms
 * ("generic keywords") Amazon indexes there, written in the marketplace's language and limited in
 * UTF-8 bytes by the marketplace (docs/decisions.md, "Amazon marketplaces and ASINs"). One ASIN
 * per article and marketplace.
 */
export const amazonAsinSchema = z.strictObject({
  article_id: recordId(),
  marketplace_id: recordId(),
  asin: requiredText(
    z.refine<string>((v) => v.trim() === '' || ASIN_PATTERN.test(v), { message: 'validations.asin' }),
  ),
  keywords: text(max(KEYWORDS_MAX_CHARS)).default(''),
  updated_at: updatedAt,
});

export const amazonAsins: ResourceDefinition<typeof amazonAsinSchema> = {
  name: 'amazonasins',
  service: 'msproduct',
  apiPath: 'admin/amazon-asins',
  singular: 'amazon_asin',
  plural: 'amazon_asins',
  idParam: 'id',
  schema: amazonAsinSchema,
  fields: [
    // With the marketplace, the ASIN's key: a duplicate is for another article.
    { key: 'article_id', kind: 'select', source: 'articles', searchOnly: true, uniqueCode: true, half: true },
    { key: 'marketplace_id', kind: 'select', source: 'amazonmarketplaces', half: true },
    { key: 'asin', kind: 'text', uniqueCode: true, half: true },
    {
      key: 'keywords',
      kind: 'textarea',
      byteLimit: { field: 'marketplace_id', key: 'keyword_byte_limit' },
    },
  ],
  columns: [
    { key: 'asin' },
    { key: 'article_iso' },
    { key: 'article_name' },
    { key: 'marketplace' },
    { key: 'keyword_bytes', type: 'number', searchable: false },
    { key: 'created_at', type: 'date' },
  ],
  search: ['asin', 'article_iso', 'article_name'],
  defaultSort: '-created_at',
  duplicate: false,
};

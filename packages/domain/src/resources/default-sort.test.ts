import { describe, expect, it } from 'vitest';
import { EXPORTED_DEFINITIONS } from './exported-definitions.ts';
import type { ResourceDefinition } from './resource.ts';

/**
 * Lists whose rows carry the moment that orders them in the business itself, or an order of their
 * own, where `created_at` (when proboard stored the row) would mislead (docs/decisions.md, "A list's
 * first order"). Each names the reason; any other definition follows SPEC-RULINGS.
 */
const OWN_ORDER: Readonly<Record<string, { sort: string; why: string }>> = {
  'admin/orders': { sort: '-order_date', why: 'the ERP order date; rows arrive by synchronisation' },
  'admin/client-orders': { sort: '-order_date', why: 'the ERP order date' },
  'admin/professional-orders': { sort: '-order_date', why: 'the ERP order date' },
  orders: { sort: '-order_date', why: "a company's orders tab: the ERP order date" },
  'admin/agent-commissions': { sort: '-month', why: 'computed per month, never created' },
  'admin/dhl-parcels': { sort: '-invoice_date', why: "the carrier's invoice date; rows come in files" },
  'tpv-operations': { sort: '-operation_at', why: "the card terminal's moment; rows arrive by notification" },
  'admin/logs': { sort: '-last_seen_at', why: 'one row per kind of error, newest occurrence first' },
  'admin/digital-sections': { sort: 'book_id,position', why: 'the book’s own order' },
  'admin/digital-subsections': { sort: 'section_id,position', why: 'the section’s own order' },
  'admin/digital-contents': { sort: 'subsection_id,position', why: 'the subsection’s own order' },
  'admin/email-templates': { sort: 'key', why: 'one per event, in the events’ order' },
  translations: { sort: 'key', why: 'the interface texts by key; a row exists only once edited' },
  'admin/wiki-documents': { sort: '-updated_at', why: 'a document is read by its last version' },
  'admin/documentation': { sort: '-updated_at', why: 'a document is read by its last version' },
  // Not a reason of its own: newest first, the demo's first companies are registrations awaiting
  // activation, whose orders, discounts and tickets tabs are empty (issue 36 keeps it open).
  'admin/companies': { sort: 'name', why: 'until the newest demo companies carry a history' },
};

const hasSortKey = (definition: ResourceDefinition) =>
  definition.fields.some((field) => field.key === 'sort_key') ||
  definition.columns.some((column) => column.key === 'sort_key');

describe('a list opens on SPEC-RULINGS’ order', () => {
  it('sort_key ascending where the resource has one, else -created_at, for every definition', () => {
    expect(EXPORTED_DEFINITIONS.length).toBeGreaterThan(75);
    const other = EXPORTED_DEFINITIONS.filter((definition) => !OWN_ORDER[definition.apiPath]).flatMap(
      (definition) => {
        const expected = hasSortKey(definition) ? 'sort_key' : '-created_at';
        return definition.defaultSort === expected
          ? []
          : [`${definition.apiPath}: ${definition.defaultSort}`];
      },
    );
    expect(other).toEqual([]);
  });

  it('lists -created_at only where the list has that column to show and sort', () => {
    for (const definition of EXPORTED_DEFINITIONS.filter((d) => d.defaultSort === '-created_at')) {
      expect(
        definition.columns.some((column) => column.key === 'created_at'),
        definition.apiPath,
      ).toBe(true);
    }
  });

  it('keeps each list of its own order on that order, and only those', () => {
    for (const [apiPath, { sort }] of Object.entries(OWN_ORDER)) {
      const definitions = EXPORTED_DEFINITIONS.filter((definition) => definition.apiPath === apiPath);
      expect(definitions.length, apiPath).toBeGreaterThan(0);
      for (const definition of definitions) expect(definition.defaultSort, apiPath).toBe(sort);
    }
  });
});

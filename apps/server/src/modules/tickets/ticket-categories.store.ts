import { type TicketCategoryContact, ticketCategories } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';

type Errors = Record<string, string[]>;

/** The market ids of the contacts that name no market. */
async function unknownMarkets(tx: Tx, contacts: readonly TicketCategoryContact[]): Promise<number[]> {
  const ids = contacts.map((c) => c.market_id);
  if (!ids.length) return [];
  const known = await tx.execute<{ id: number }>(
    sql`select id from markets where id = any(${sql.param(ids)}::int[])`,
  );
  const found = new Set(known.rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** One level of subcategories: the parent must be a main category, and a category with subcategories stays main. */
async function parentErrors(tx: Tx, body: Row, existing: Row | null): Promise<Errors> {
  const parentId = body.parent_id as number | null | undefined;
  if (!parentId) return {};
  if (existing && Number(existing.id) === parentId) return { parent_id: ['tickets.parentIsSubcategory'] };
  const parent = await tx.execute<{ parent_id: number | null }>(
    sql`select parent_id from ticket_categories where id = ${parentId}`,
  );
  if (!parent.rows.length) return { parent_id: ['validations.in_array'] };
  if (parent.rows[0]!.parent_id !== null) return { parent_id: ['tickets.parentIsSubcategory'] };
  if (existing) {
    const children = await tx.execute(
      sql`select 1 from ticket_categories where parent_id = ${existing.id as number} limit 1`,
    );
    if (children.rows.length) return { parent_id: ['tickets.parentIsSubcategory'] };
  }
  return {};
}

/** Ticket categories and subcategories (`/ticketcategories`), with their per-market contacts. */
export const ticketCategoryStore: ResourceStore = {
  definition: ticketCategories,
  table: 'ticket_categories',
  listColumns: ['id', 'az_iso', 'name', 'parent_id', 'created_at', 'updated_at'],
  writable: ['az_iso', 'name', 'translations', 'parent_id', 'contacts'],
  json: ['translations', 'contacts'],
  computed: { parent_name: '(select p.name from ticket_categories p where p.id = t.parent_id)' },
  // The name in every language, for the global search.
  expressions: { names: `jsonb_path_query_array(t.translations, '$.*.name')::text` },
  uniques: { ticket_categories_az_iso_key: 'az_iso' },
  hooks: {
    // The Spanish name is the record's name: the Spanish tab shows it when left empty.
    prepare(body) {
      const translations = (body.translations ?? {}) as Record<string, { name?: string }>;
      const withParent = { ...body, parent_id: body.parent_id || null };
      if (translations.es?.name?.trim()) return withParent;
      return { ...withParent, translations: { ...translations, es: { name: body.name as string } } };
    },
    async validate(tx, body, existing) {
      const errors = await parentErrors(tx, body, existing);
      const contacts = (body.contacts ?? []) as TicketCategoryContact[];
      const unknown = await unknownMarkets(tx, contacts);
      contacts.forEach((contact, index) => {
        if (unknown.includes(contact.market_id))
          errors[`contacts.${index}.market_id`] = ['validations.in_array'];
      });
      return errors;
    },
  },
};

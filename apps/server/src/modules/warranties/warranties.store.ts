import { type WarrantyLineInput, warranties, warrantyWorkflow } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { TranslatedError } from '../../platform/errors.ts';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { deletableInFirstStateOnly, type WorkflowStore } from '../../platform/workflows/workflow-store.ts';
import { emptyAsNull, referenceErrors } from '../customers/companies.store.ts';
import { WARRANTY_EFFECTS } from './warranty-effects.ts';
import { checkLines, type ResolvedLine, writeLines } from './warranty-lines.ts';
import { sampleWarranty } from './warranty-sample.ts';

type Errors = Record<string, string[]>;

/** The creator of a new warranty: the signed-in user's name, type and market, as they are today. */
async function creatorOf(tx: Tx, userId: number | null): Promise<Row> {
  if (userId === null) return {};
  const found = await tx.execute<Row>(sql`select id as creator_user_id,
      trim(concat_ws(' ', name, surname)) as creator_name, type as creator_type, market as creator_market_iso
    from users where id = ${userId}`);
  return found.rows[0] ?? {};
}

/**
 * Warranties: the state moves through the workflow only (it is no column of the body), the creator
 * is the user who created the warranty, the company's name is copied for the list, and the lines are
 * checked against the catalogue and the other open warranties and written in the same transaction.
 * A cancelled or closed warranty no longer changes (409).
 */
export const warrantiesStore: ResourceStore = {
  definition: warranties,
  table: 'warranties',
  // A state tab reads its total from counters (migration 0036).
  countedColumns: ['status'],
  // A deep page starts at its week (migration 0038).
  weekCounted: { column: 'created_at' },
  // Searched through one lower-cased column and its one trigram index (migration 0039).
  searchText: true,
  // A search is totalled from the postings of its words (migration 0041).
  searchWords: true,
  writable: [
    'az_iso',
    'company_id',
    'description',
    'type_payment_iso',
    'diagnostic_code',
    'order_client_reference',
    'reposition_order',
    'return_invoice',
    'transport_reference',
    'reasons',
    'observations',
    'contact_name',
    'contact_email',
    'contact_phone',
    'address_street',
    'address_postcode',
    'address_city',
    'address_state',
    'address_country_iso',
    // Derived by validate below, never taken from the body (they are not in its schema).
    'company_name',
    'creator_user_id',
    'creator_name',
    'creator_type',
    'creator_market_iso',
  ],
  listColumns: [
    'id',
    'az_iso',
    'status',
    'company_id',
    'company_name',
    'creator_name',
    'type_payment_iso',
    'order_client_reference',
    'lines_count',
    'created_at',
    'updated_at',
  ],
  recordComputed: {
    // The lines as the form edits them (the body's own keys, so a record sent back is accepted).
    lines: `select coalesce(json_agg(json_build_object('id', l.id, 'article', l.article,
      'quantity', l.quantity, 'serial_number', l.serial_number, 'plenum_id', l.plenum_id,
      'invoice', l.invoice) order by l.position, l.id), '[]'::json)
      from warranty_lines l where l.warranty_id = t.id`,
  },
  // A kept line changed to a unit another warranty took meanwhile: refused on the lines, never a 500.
  uniques: { warranties_az_iso_key: 'az_iso', warranty_lines_open_unit_key: 'lines' },
  hooks: {
    prepare: emptyAsNull,
    async validate(tx, body, existing, caller) {
      if (existing && warrantyWorkflow.final.includes(existing.status as never))
        throw new TranslatedError(409, 'warranties.closed');
      const errors: Errors = await referenceErrors(tx, body, { address_country_iso: 'country' });
      const company = await tx.execute<{ name: string }>(
        sql`select name from companies where id = ${body.company_id as number}`,
      );
      if (!company.rows[0]) errors.company_id = ['validations.in_array'];
      const warrantyId = (existing?.id as number | undefined) ?? null;
      const checked = await checkLines(tx, (body.lines ?? []) as WarrantyLineInput[], warrantyId);
      // A code already taken is a second copy of a warranty: say that, not that its units are claimed.
      // Read after the lines: a copy whose lines they saw committed is seen here too.
      const sameCode = await tx.execute(sql`select 1 from warranties
        where az_iso = ${body.az_iso as string} and id is distinct from ${warrantyId}`);
      if (sameCode.rows.length) return { az_iso: ['validations.unique'] };
      Object.assign(errors, checked.errors);
      if (Object.keys(errors).length) return errors;
      Object.assign(body, { company_name: company.rows[0]!.name, resolvedLines: checked.resolved });
      if (!existing) Object.assign(body, await creatorOf(tx, caller.userId));
      return {};
    },
    async afterWrite(tx, record, body) {
      await writeLines(tx, record.id as number, body.resolvedLines as ResolvedLine[]);
    },
    // A warranty past `opened` has told the customer or the carrier: it stays, with its history.
    validateDelete: deletableInFirstStateOnly(warrantyWorkflow),
  },
};

export const warrantiesWorkflowStore: WorkflowStore = {
  workflow: warrantyWorkflow,
  store: warrantiesStore,
  effects: WARRANTY_EFFECTS,
  sample: sampleWarranty,
};

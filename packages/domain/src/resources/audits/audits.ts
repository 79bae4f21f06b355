import { z } from 'zod';
import type { ResourceDefinition } from '../resource.ts';

/**
 * Audits (spec section 3): one row per change made through the API (created, updated, deleted, a
 * workflow transition is an update of its state; `reverted` is an update that undid an earlier
 * change). Read-only: a change is undone by reverting it, which is itself a new change.
 */
export const AUDIT_EVENTS = ['created', 'updated', 'deleted', 'reverted'] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

/** Revert of an update: the fields named (default: every field the change touched that can be written). */
export const revertAuditSchema = z.strictObject({
  fields: z.array(z.string().min(1).max(100)).min(1).max(200).optional(),
});

/** One changed field of an audit, as the details and the History panel show it. */
export interface AuditFieldChange {
  field: string;
  /** The field's label in the caller's language. */
  label: string;
  old: unknown;
  new: unknown;
  /** Named values (a status's word, not its code); null where the value is its own name. */
  old_label: string | null;
  new_label: string | null;
  /** Word-level diff of two texts (translations: per language), null for other values. */
  diff: { value: string; added?: boolean; removed?: boolean }[] | null;
  /** Per language, for a translations field: `{ es: { name: diff } }`. */
  translations_diff: Record<string, Record<string, AuditFieldChange['diff']>> | null;
  /** Whether a user allowed to edit the record may put the old value back (a writable column). */
  revertable: boolean;
}

export const audits: ResourceDefinition<z.ZodObject> = {
  name: 'audits',
  service: 'mstools',
  apiPath: 'admin/audits',
  singular: 'audit',
  plural: 'audits',
  idParam: 'id',
  schema: z.strictObject({}),
  fields: [
    { key: 'event', kind: 'text', readOnly: true, half: true },
    { key: 'created_at', kind: 'date', readOnly: true, half: true },
    { key: 'user_email', kind: 'text', readOnly: true, half: true },
    { key: 'resource', kind: 'text', readOnly: true, half: true },
    { key: 'auditable_type', kind: 'text', readOnly: true, half: true },
    { key: 'auditable_id', kind: 'text', readOnly: true, half: true },
    { key: 'url', kind: 'text', readOnly: true },
    { key: 'ip', kind: 'text', readOnly: true, half: true },
    { key: 'reverts_id', kind: 'text', readOnly: true, half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'created_at', type: 'date' },
    { key: 'user_email' },
    { key: 'event', type: 'code' },
    { key: 'auditable_type', type: 'code' },
    { key: 'auditable_id', type: 'code' },
    { key: 'fields', sortable: false, searchable: false },
    // The date range's ends (`YYYY-MM-DD`, days in UTC): filters only.
    { key: 'created_from', type: 'date', visible: false, sortable: false },
    { key: 'created_to', type: 'date', visible: false, sortable: false },
  ],
  // A record's id or code, in every resource (the server matches it whole: audits.stores.ts).
  search: ['auditable_id'],
  defaultSort: '-created_at',
  duplicate: false,
};

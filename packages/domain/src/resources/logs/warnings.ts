import { z } from 'zod';
import { max, text } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/**
 * API warnings (`/warnings`, spec sections 2 and 6): problems in the data that need a person, raised
 * by the server's own checks (a job, docs/decisions.md names them) or written by hand (`manual`).
 * Each names the record it is about, says what is wrong in the reader's language, and is open until
 * someone resolves it or a check finds the problem gone. AZ_ADMIN lists and edits them.
 */
export const WARNING_KINDS = [
  /** An active article offered in an active market with no rate there (from today). */
  'article_without_rate',
  /** A company the CRM sync failed for: given up, or three attempts or more without success. */
  'crm_sync_failed',
  /** An order that A3 refused or did not take after three attempts or more. */
  'erp_sync_failed',
  /** An export config entry whose permission does not exist: nobody can see that export's menu. */
  'export_permission_missing',
  /** A recent order left pending activation, retained or blocked for more than a week. */
  'order_stuck',
  /** Written by a person. */
  'manual',
] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

export const WARNING_STATES = ['open', 'resolved'] as const;
export type WarningState = (typeof WARNING_STATES)[number];

/** Days an order may stay pending activation, retained or blocked before a warning is raised. */
export const ORDER_STUCK_DAYS = 7;
/**
 * Orders placed within these last days are checked: an older one left waiting is history (settled
 * in A3 by hand), not something to chase every hour.
 */
export const ORDER_STUCK_WINDOW_DAYS = 60;
export const ORDER_STUCK_STATUSES = ['pending_activation', 'retained', 'blocked'] as const;
/** Failed attempts of one sync that make it a warning (the spec's example: three). */
export const SYNC_FAILED_ATTEMPTS = 3;
/** New warnings one check raises per run at most (the rest on the next runs): a flood helps nobody. */
export const WARNINGS_PER_CHECK_MAX = 500;

const optionalText = (n: number) => text(max(n)).nullish();

/**
 * Create (a warning written by hand: what is wrong, and optionally the record it is about) and edit
 * (state, the description, the resolution). Who resolved it and when are the server's.
 */
export const warningSchema = z.strictObject({
  /** The definition name of the record's resource (`articles`), checked by the server. */
  subject_type: optionalText(60),
  /** The record's id (or code). */
  subject_id: optionalText(100),
  /** What is wrong, in a person's words (a warning written by hand), or a comment on a check's. */
  description: optionalText(NOTE_MAX),
  /** Chosen on every save, a new warning's too (open, or resolved at once: noted and done). */
  state: z.enum(WARNING_STATES),
  resolution_note: optionalText(NOTE_MAX),
  updated_at: updatedAt,
});

export const warnings: ResourceDefinition<typeof warningSchema> = {
  name: 'warnings',
  service: 'msdashboard',
  apiPath: 'admin/api-warnings',
  singular: 'api_warning',
  plural: 'api_warnings',
  idParam: 'id',
  schema: warningSchema,
  fields: [
    { key: 'kind', kind: 'text', readOnly: true, half: true },
    { key: 'state', kind: 'select', half: true },
    { key: 'message', kind: 'textarea', readOnly: true },
    { key: 'subject_type', kind: 'text', half: true },
    { key: 'subject_id', kind: 'text', half: true },
    { key: 'description', kind: 'textarea' },
    { key: 'resolution_note', kind: 'textarea' },
    { key: 'created_at', kind: 'date', readOnly: true, half: true },
    { key: 'resolved_at', kind: 'date', readOnly: true, half: true },
    { key: 'resolved_by_email', kind: 'text', readOnly: true, half: true },
    { key: 'resolved_by_check', kind: 'boolean', readOnly: true, half: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'created_at', type: 'date' },
    { key: 'kind', statuses: WARNING_KINDS },
    { key: 'message', sortable: false, searchable: false },
    { key: 'subject_label' },
    { key: 'state', statuses: WARNING_STATES },
    { key: 'resolved_by_email' },
    { key: 'resolved_at', type: 'date' },
  ],
  search: ['subject_label', 'subject_id'],
  defaultSort: '-created_at',
  duplicate: false,
};

/** `POST admin/api-warnings/checks`: run every check now (the job runs them every hour). */
export const WARNING_CHECKS_PATH = 'admin/api-warnings/checks';

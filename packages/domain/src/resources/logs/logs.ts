import { z } from 'zod';
import { MAX_RECORD_ID } from '../../validation/record-ids.ts';
import type { ResourceDefinition } from '../resource.ts';

/**
 * Logs (spec section 3: host, type, level, origin, user ids, ip, user agent, apikey, locale, market,
 * seen flag): what the server logs at warning level and above, and every failed call to an outside
 * system (ERP, CRM, carrier, SMTP). Repeats are grouped: one row per level, origin and message while
 * it is not seen, with how many times it happened and when first and last. Written by the server
 * only; staff mark rows as seen (the spec's confirmation), which records who.
 */

/** pino's level names from warning up: what reaches the table. */
export const LOG_LEVELS = ['warn', 'error', 'fatal'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Where a row comes from: `api` a request (its route is the origin), `job` a background job or the
 * process itself, `outbound` a failed call to an outside system (origin `crm.upsertClient`,
 * `a3.sendOrder`, `carrier.requestPickup`, `smtp.send`).
 */
export const LOG_TYPES = ['api', 'job', 'outbound'] as const;
export type LogType = (typeof LOG_TYPES)[number];

/** Days a log row is kept after it last happened, unless LOG_RETENTION_DAYS says otherwise. */
export const LOG_RETENTION_DEFAULT_DAYS = 90;

/** The most rows one "mark as seen" takes (a list page is at most 50). */
export const LOGS_SEEN_MAX = 500;

/** Rows are written by the server only: the resource has no create or edit body. */
const logSchema = z.strictObject({});

/** `POST admin/logs/seen`: mark the rows ticked in the list as seen. */
export const markLogsSeenSchema = z.strictObject({
  ids: z.array(z.number().int().positive().max(MAX_RECORD_ID)).min(1).max(LOGS_SEEN_MAX),
});

export const logs: ResourceDefinition<typeof logSchema> = {
  name: 'logs',
  service: 'msdashboard',
  apiPath: 'admin/logs',
  singular: 'log',
  plural: 'logs',
  idParam: 'id',
  schema: logSchema,
  fields: [
    { key: 'level', kind: 'text', readOnly: true, half: true },
    { key: 'type', kind: 'text', readOnly: true, half: true },
    { key: 'origin', kind: 'text', readOnly: true },
    { key: 'message', kind: 'textarea', readOnly: true },
    { key: 'count', kind: 'number', readOnly: true, half: true },
    { key: 'host', kind: 'text', readOnly: true, half: true },
    { key: 'created_at', kind: 'date', readOnly: true, half: true },
    { key: 'last_seen_at', kind: 'date', readOnly: true, half: true },
    { key: 'user_email', kind: 'text', readOnly: true, half: true },
    { key: 'user_ids_text', kind: 'text', readOnly: true, half: true },
    { key: 'ip', kind: 'text', readOnly: true, half: true },
    { key: 'user_agent', kind: 'text', readOnly: true, half: true },
    { key: 'apikey', kind: 'text', readOnly: true, half: true },
    { key: 'request_id', kind: 'text', readOnly: true, half: true },
    { key: 'locale', kind: 'text', readOnly: true, half: true },
    { key: 'market', kind: 'text', readOnly: true, half: true },
    { key: 'seen', kind: 'boolean', readOnly: true, half: true },
    { key: 'seen_by_email', kind: 'text', readOnly: true, half: true },
    { key: 'seen_at', kind: 'date', readOnly: true, half: true },
    { key: 'context_text', kind: 'textarea', readOnly: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'last_seen_at', type: 'date' },
    { key: 'level', statuses: LOG_LEVELS },
    { key: 'type', statuses: LOG_TYPES },
    { key: 'origin' },
    { key: 'message', sortable: false },
    { key: 'count', type: 'number' },
    { key: 'seen', type: 'boolean' },
    { key: 'created_at', type: 'date' },
    // The date range's ends (`YYYY-MM-DD`, days in UTC): the rows that happened in it at least once.
    { key: 'date_from', type: 'date', visible: false, sortable: false },
    { key: 'date_to', type: 'date', visible: false, sortable: false },
  ],
  search: ['origin', 'message'],
  // Grouped rows: the newest activity first (a repeat of an old error comes back to the top).
  defaultSort: '-last_seen_at',
  duplicate: false,
};

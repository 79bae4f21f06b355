import { z } from 'zod';
import type { ResourceDefinition } from '../resource.ts';

/** The outside systems whose calls are logged (the carrier's pickups too, though its screen is shipments). */
export const INTEGRATION_SYSTEMS = ['crm', 'a3', 'carrier'] as const;
export const INTEGRATION_OUTCOMES = ['success', 'error'] as const;

/** Log rows are written by the adapters only: the resource has no writes, the schema only shapes the form. */
const crmLogSchema = z.strictObject({});

/**
 * Every call to a CRM or the ERP (`/crmlogs`): what was sent and answered (secrets masked), status,
 * duration, outcome. Details show the request and the answer pretty-printed.
 */
export const crmLogs: ResourceDefinition<typeof crmLogSchema> = {
  name: 'crmlogs',
  service: 'mscrm',
  apiPath: 'crm-logs',
  singular: 'crm_log',
  plural: 'crm_logs',
  idParam: 'id',
  schema: crmLogSchema,
  fields: [
    { key: 'created_at', kind: 'date', readOnly: true, half: true },
    { key: 'system', kind: 'text', readOnly: true, half: true },
    { key: 'operation', kind: 'text', readOnly: true, half: true },
    { key: 'outcome', kind: 'text', readOnly: true, half: true },
    { key: 'entity', kind: 'text', readOnly: true, half: true },
    { key: 'entity_id', kind: 'text', readOnly: true, half: true },
    { key: 'method', kind: 'text', readOnly: true, half: true },
    { key: 'url', kind: 'text', readOnly: true, half: true },
    { key: 'http_status', kind: 'number', readOnly: true, half: true },
    { key: 'duration_ms', kind: 'number', readOnly: true, half: true },
    { key: 'attempt', kind: 'number', readOnly: true, half: true },
    { key: 'idempotency_key', kind: 'text', readOnly: true, half: true },
    { key: 'error', kind: 'textarea', readOnly: true },
    { key: 'request_text', kind: 'textarea', readOnly: true },
    { key: 'answer_text', kind: 'textarea', readOnly: true },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'created_at', type: 'date' },
    { key: 'system' },
    { key: 'operation' },
    { key: 'entity' },
    { key: 'entity_id' },
    { key: 'http_status', type: 'number' },
    { key: 'duration_ms', type: 'number' },
    { key: 'attempt', type: 'number' },
    { key: 'outcome', values: 'status', statuses: INTEGRATION_OUTCOMES },
  ],
  search: ['operation', 'entity', 'entity_id'],
  defaultSort: '-created_at',
  duplicate: false,
};

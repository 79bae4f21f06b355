import { z } from 'zod';
import { max, requiredText, text } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/**
 * A market's ticket configuration (spec section 1, "ticket configurations"; the spec names no fields,
 * decided in docs/decisions.md): who a new ticket of the market goes to when nobody is named, the
 * address its e-mails come from and the signature they end with, and whether new tickets close with
 * the next message by default.
 */
export const ticketConfigurationSchema = z.strictObject({
  market: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(requiredText(max(8))),
  default_assignee_id: z.number().int().positive().nullish(),
  // An e-mail by its JSON Schema format too: the API's description says what the field takes.
  reply_from: z.email().max(254),
  close_when_reply: z.boolean().default(false),
  signature: text(max(NOTE_MAX)).nullish(),
  updated_at: updatedAt,
});

export const ticketConfigurations: ResourceDefinition<typeof ticketConfigurationSchema> = {
  name: 'ticketsconfigurations',
  service: 'mstickets',
  apiPath: 'admin/tickets-configurations',
  singular: 'tickets_configuration',
  plural: 'tickets_configurations',
  idParam: 'id',
  schema: ticketConfigurationSchema,
  fields: [
    { key: 'market', kind: 'select', source: 'marketcodes', uniqueCode: true, half: true },
    { key: 'default_assignee_id', kind: 'select', source: 'internalusers', half: true },
    { key: 'reply_from', kind: 'text', half: true },
    { key: 'close_when_reply', kind: 'boolean', half: true },
    { key: 'signature', kind: 'textarea' },
  ],
  columns: [
    { key: 'id', type: 'number' },
    { key: 'market', type: 'code' },
    { key: 'default_assignee', searchable: false },
    { key: 'reply_from' },
    { key: 'close_when_reply', type: 'boolean' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['market', 'reply_from'],
  defaultSort: '-created_at',
  duplicate: false,
};

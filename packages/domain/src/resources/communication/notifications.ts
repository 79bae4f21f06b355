import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import { max, requiredText } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';

/**
 * Notifications: one per e-mail the system sent (spec section 3), read-only. States (spec section
 * 4): pending ("not sended": queued, or waiting for a retry after a temporary SMTP failure), sent,
 * rejected (the server's reason kept), resent (a child notification was sent from it).
 */
export const NOTIFICATION_STATES = ['pending', 'sent', 'rejected', 'resent'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The delivery timeline's entries (notification `events`). */
export const NOTIFICATION_EVENT_TYPES = ['queued', 'deferred', 'sent', 'rejected', 'resent'] as const;
export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];

/** Resend (the spec's confirmation first): to the same recipient, or to the address given. */
export const resendNotificationSchema = z.strictObject({
  to: requiredText(max(254)).pipe(z.email()).optional(),
});

/** "Send me a test": a template's language and layout (the saved texts or the form's, unsaved). */
export const templatePreviewSchema = z.strictObject({
  locale: z.enum(LOCALES).default('es'),
  layout: z.enum(['basic', 'link', 'link_2']).optional(),
});

export const notifications: ResourceDefinition<z.ZodObject> = {
  name: 'notifications',
  service: 'msnotifier',
  apiPath: 'admin/notifications',
  singular: 'notification',
  plural: 'notifications',
  idParam: 'id',
  schema: z.strictObject({}),
  fields: [
    { key: 'status', kind: 'text', readOnly: true, half: true },
    { key: 'template', kind: 'text', readOnly: true, half: true },
    { key: 'recipient', kind: 'text', readOnly: true, half: true },
    { key: 'locale', kind: 'text', readOnly: true, half: true },
    { key: 'subject', kind: 'text', readOnly: true },
    { key: 'reject_reason', kind: 'text', readOnly: true },
    { key: 'created_at', kind: 'date', readOnly: true, half: true },
    { key: 'sent_at', kind: 'date', readOnly: true, half: true },
  ],
  columns: [
    { key: 'status', values: 'status', statuses: NOTIFICATION_STATES },
    { key: 'recipient' },
    { key: 'subject' },
    { key: 'template' },
    { key: 'related', sortable: false, searchable: false },
    { key: 'created_at', type: 'date' },
    { key: 'sent_at', type: 'date' },
  ],
  search: ['recipient', 'subject', 'template'],
  defaultSort: '-created_at',
  duplicate: false,
};

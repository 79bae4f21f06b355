import {
  type EmailEvent,
  type EmailLayout,
  emailTemplateSchema,
  eventVariables,
  guardForAction,
  isEmailEvent,
  type Locale,
  resendNotificationSchema,
  sampleValues,
  templatePreviewSchema,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { templateProblems } from '../../platform/mail-templates/check.ts';
import { maskSecrets } from '../../platform/mail-templates/merge.ts';
import { renderTemplate, type TemplateSource } from '../../platform/mail-templates/render.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import type { Row } from '../../platform/resources/resource-store.ts';
import { emailTemplateCategoryStore, emailTemplateStore, notificationStore } from './communication.stores.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/) });

/** The form's template (saved or not) in one language and layout: what the preview renders. */
const previewBody = emailTemplateSchema
  .omit({ updated_at: true })
  .extend({ locale: z.enum(['es', 'en', 'fr', 'it', 'pt']).default('es') });

export async function communicationRoutes(app: FastifyInstance) {
  // Before the kit's routes: `preview` is a path of its own, not a record id.
  route(app, {
    method: 'POST',
    service: 'msnotifier',
    path: 'admin/email-templates/preview',
    guard: guardForAction('emailtemplates', 'list'),
    summary:
      "A template's texts (as the form holds them, saved or not) rendered with sample data in one language and layout",
    body: previewBody,
    handler: async ({ body, locale }) => {
      const errors = await templateProblems(body.key, body.layout, body.translations, locale);
      if (Object.keys(errors).length > 0) throw new TranslatedError(422, 'errors.invalidForm', errors);
      const template: TemplateSource = { id: null, layout: body.layout, translations: body.translations };
      const values = maskSecrets(body.key, sampleValues(body.key));
      const rendered = await renderTemplate(body.key, template, body.locale, values);
      return { preview: rendered };
    },
  });

  route(app, {
    method: 'POST',
    service: 'msnotifier',
    path: 'admin/email-templates/:id/test',
    guard: guardForAction('emailtemplates', 'list'),
    summary: 'Send the saved template, with sample data, to the caller’s own address ("send me a test")',
    params: idParams,
    body: templatePreviewSchema,
    handler: async ({ params, body, user, app: ctx, t }) => {
      const row = await readRecord(ctx.db, emailTemplateStore, params.id);
      if (!row) throw notFound();
      const event = row.key as EmailEvent;
      const sent = await ctx.mail.send({
        to: user!.email,
        event,
        locale: body.locale,
        values: sampleValues(event),
        template: {
          id: row.id as number,
          layout: row.layout as EmailLayout,
          translations: row.translations as TemplateSource['translations'],
        },
        ...(body.layout ? { layout: body.layout } : {}),
        mergeVars: { test: true },
        related: { type: 'emailtemplates', id: row.id as number },
      });
      return { notification: sent, message: t('mail.testSent', { email: user!.email }) };
    },
  });

  route(app, {
    method: 'POST',
    service: 'msnotifier',
    path: 'admin/notifications/:id/resend',
    guard: guardForAction('notifications', 'list'),
    summary:
      'Send a notification again, to its recipient or to another address: a new notification linked to it (the original becomes `resent`)',
    params: idParams,
    // No body: to the same recipient.
    body: resendNotificationSchema.optional(),
    handler: async ({ params, body, app: ctx, actor, t }) => {
      const original = await readRecord(ctx.db, notificationStore, params.id);
      if (!original) throw notFound();
      if (original.status === 'pending') throw new TranslatedError(409, 'mail.stillSending');
      const event = original.template as string;
      const template = isEmailEvent(event)
        ? await ctx.db.execute<{ id: number }>(sql`select id from email_templates where key = ${event}`)
        : null;
      if (!isEmailEvent(event) || template?.rows.length === 0)
        throw new TranslatedError(409, 'mail.templateDeleted');
      const variables = eventVariables(event);
      // A one-time link is never kept: resending would mail a dead link (or a live one to someone else).
      if (Object.values(variables).some((variable) => variable.secret)) {
        throw new TranslatedError(409, 'mail.oneTimeLink');
      }
      const stored = (original.merge_vars ?? {}) as Row;
      const values = Object.fromEntries(
        Object.keys(variables).map((name) => [name, (stored[name] as string | number | undefined) ?? '']),
      );
      const facts = Object.fromEntries(
        Object.entries(stored).filter(([key]) => !Object.hasOwn(variables, key)),
      );
      const to = body?.to ?? (original.recipient as string);
      const sent = await ctx.mail.send({
        to,
        event,
        locale: original.locale as Locale,
        values,
        mergeVars: facts,
        ...(original.related_type
          ? { related: { type: original.related_type as string, id: original.related_id as number } }
          : {}),
        ...(original.mail_from ? { from: original.mail_from as string } : {}),
        ...(original.reply_to ? { replyTo: original.reply_to as string } : {}),
        resentFrom: original.id as number,
      });
      const child = (await readRecord(ctx.db, notificationStore, String(sent.notificationId)))!;
      await recordAudit(ctx.db, actor, {
        event: 'created',
        type: 'notifications',
        id: sent.notificationId,
        after: { resent_from_id: original.id, recipient: to, status: child.status },
      });
      return { notification: child, message: t('mail.resent', { email: to }) };
    },
  });

  resourceRoutes(app, notificationStore, { writes: false });
  resourceRoutes(app, emailTemplateStore);
  resourceRoutes(app, emailTemplateCategoryStore);
}

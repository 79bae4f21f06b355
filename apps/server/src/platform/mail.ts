import fs from 'node:fs/promises';
import path from 'node:path';
import type { EmailEvent, EmailLayout, Locale, NotificationState } from '@proboard/domain';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from './database.ts';
import type { Jobs } from './jobs.ts';
import { recordLog } from './log-records.ts';
import { builtInTemplate } from './mail-templates/built-in.ts';
import { maskSecrets } from './mail-templates/merge.ts';
import { renderTemplate, type TemplateSource } from './mail-templates/render.ts';
import { notifications } from './platform.tables.ts';

/**
 * One e-mail of a system event: the mailer renders it from the event's template in the recipient's
 * language (platform/mail-templates), so no caller writes a subject or a body.
 */
export interface OutgoingMail {
  to: string;
  event: EmailEvent;
  /** The recipient's language; a template without it is read in Spanish. */
  locale: Locale;
  /** The event's merge variables (EMAIL_EVENTS); secret ones are mailed, never stored. */
  values: Record<string, string | number>;
  /** Facts kept on the notification beside the variables (the ids of the records it is about). */
  mergeVars?: Record<string, unknown>;
  /** The record it is about, linked from the notification: a resource name and its id. */
  related?: { type: string; id: number };
  /** The sender when not the configured MAIL_FROM (a market's ticket address). */
  from?: string;
  /** Where the recipient's answer goes (a ticket's tokened inbound address). */
  replyTo?: string;
  /** The template to render instead of the stored one (a test of unsaved texts), and its layout. */
  template?: TemplateSource;
  layout?: EmailLayout;
  /** A resend: the notification this one is sent again from (it becomes `resent`). */
  resentFrom?: number;
}

export interface SentResult {
  notificationId: number;
  /** `pending` after a temporary failure: a job tries again later. */
  status: NotificationState;
}

/** A rendered message as the SMTP server gets it (also what a retry job carries). */
export interface Envelope {
  from: string;
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send: (mail: OutgoingMail) => Promise<SentResult>;
  /** One more delivery attempt of a notification's message (the retry job). */
  deliver: (notificationId: number, envelope: Envelope, attempt: number) => Promise<NotificationState>;
}

/** Retries after a temporary failure (a 4xx answer, a server out of reach): 1 min, 5 min, 30 min, 2 h. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200] as const;
export const MAIL_RETRY_QUEUE = 'mail.retry';

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

/** nodemailer's codes of a conversation that never got an answer: worth another try later. */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED']);

const isTemporary = (error: SmtpError) =>
  error.responseCode !== undefined
    ? error.responseCode >= 400 && error.responseCode < 500
    : UNREACHABLE.has(error.code ?? '');

const reasonOf = (error: unknown) => {
  const smtp = error as SmtpError;
  return smtp.response ?? (error instanceof Error ? error.message : String(error));
};

/** The template of an event: its row, or the built-in text when staff deleted it. */
export async function loadTemplate(db: Db, event: EmailEvent): Promise<TemplateSource> {
  const found = await db.execute<{
    id: number;
    layout: EmailLayout;
    translations: TemplateSource['translations'];
  }>(sql`select id, layout, translations from email_templates where key = ${event}`);
  return found.rows[0] ?? builtInTemplate(event);
}

const timelineEntry = (entry: Record<string, unknown>) =>
  sql`events || ${JSON.stringify([{ ...entry, at: new Date().toISOString() }])}::jsonb`;

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * `{dataDir}/mail`. Either way a Notification row records it: rendered (its copy kept, one-time
 * links masked), pending -> sent | rejected, with its delivery timeline. With `jobs`, a temporary
 * failure is retried later (RETRY_DELAYS_SECONDS) before the notification is rejected.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  dataDir: string;
  jobs?: Jobs;
  /** Limits of one SMTP conversation (query parameters of SMTP_URL, e.g. `?socketTimeout=60000`, win). */
  timeouts?: { connectionMs?: number; greetingMs?: number; socketMs?: number };
}): Mailer {
  const { db } = options;
  const mailDir = path.join(options.dataDir, 'mail');
  /** The SMTP password, never written to a log row. */
  const smtpSecrets = options.smtpUrl ? [decodeURIComponent(new URL(options.smtpUrl).password)] : [];
  // nodemailer's own defaults (2 min to connect, 10 min of silence) would hold the request that sends.
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: options.timeouts?.connectionMs ?? 10_000,
        greetingTimeout: options.timeouts?.greetingMs ?? 10_000,
        socketTimeout: options.timeouts?.socketMs ?? 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const update = (id: number, values: Record<string, unknown>, entry: Record<string, unknown>) =>
    db
      .update(notifications)
      .set({ ...values, events: timelineEntry(entry), updated_at: new Date().toISOString() })
      .where(eq(notifications.id, id));

  async function deliver(id: number, envelope: Envelope, attempt: number): Promise<NotificationState> {
    try {
      const info = await transport.sendMail(envelope);
      let emlPath: string | null = null;
      if (!options.smtpUrl) {
        await fs.mkdir(mailDir, { recursive: true });
        emlPath = path.join(mailDir, `${Date.now()}-${id}.eml`);
        await fs.writeFile(emlPath, (info as unknown as { message: Buffer }).message);
      }
      const response = (info as { response?: string }).response ?? `written to ${emlPath}`;
      await update(
        id,
        {
          status: 'sent',
          message_id: info.messageId,
          eml_path: emlPath,
          smtp_response: response,
          attempts: attempt,
          sent_at: new Date().toISOString(),
        },
        { type: 'sent', response },
      );
      return 'sent';
    } catch (error) {
      const reason = reasonOf(error);
      const delay = RETRY_DELAYS_SECONDS[attempt - 1];
      const retried = Boolean(options.jobs) && delay !== undefined && isTemporary(error as SmtpError);
      // Every failed delivery is a row of /logs: one tried again later is a warning.
      await recordLog(
        db,
        {
          type: 'outbound',
          level: retried ? 'warn' : 'error',
          origin: 'smtp.send',
          message: reason,
          context: {
            notification_id: id,
            attempt,
            smtp_code: (error as SmtpError).responseCode ?? (error as SmtpError).code ?? null,
          },
        },
        smtpSecrets,
      );
      if (retried && options.jobs && delay !== undefined) {
        const retryAt = new Date(Date.now() + delay * 1000).toISOString();
        await update(
          id,
          { smtp_response: reason, attempts: attempt },
          { type: 'deferred', response: reason, retry_at: retryAt },
        );
        await options.jobs.send(
          MAIL_RETRY_QUEUE,
          { id, envelope, attempt: attempt + 1 },
          { startAfter: delay },
        );
        return 'pending';
      }
      await update(
        id,
        { status: 'rejected', reject_reason: reason, attempts: attempt },
        { type: 'rejected', reason },
      );
      return 'rejected';
    }
  }

  return {
    deliver,
    async send(mail) {
      const template = mail.template ?? (await loadTemplate(db, mail.event));
      const layout = mail.layout ?? template.layout;
      const masked = maskSecrets(mail.event, mail.values);
      const sent = await renderTemplate(mail.event, template, mail.locale, mail.values, layout);
      // The copy staff read: the same message, one-time links masked.
      const copy = await renderTemplate(mail.event, template, mail.locale, masked, layout);
      const kept = Object.fromEntries(
        Object.entries(mail.values).filter(([key]) => masked[key] === mail.values[key]),
      );
      const envelope: Envelope = {
        from: mail.from ?? options.from,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        to: mail.to,
        subject: sent.subject,
        text: sent.text,
        html: sent.html,
      };
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notifications)
          .values({
            recipient: mail.to,
            subject: copy.subject,
            template: mail.event,
            merge_vars: { ...kept, ...mail.mergeVars },
            locale: sent.locale,
            layout,
            email_template_id: template.id,
            html: copy.html,
            text: copy.text,
            mail_from: mail.from ?? null,
            reply_to: mail.replyTo ?? null,
            related_type: mail.related?.type ?? null,
            related_id: mail.related?.id ?? null,
            resent_from_id: mail.resentFrom ?? null,
            events: [{ type: 'queued', at: new Date().toISOString() }],
          })
          .returning({ id: notifications.id });
        if (mail.resentFrom !== undefined) {
          await tx
            .update(notifications)
            .set({
              status: 'resent',
              events: timelineEntry({ type: 'resent', to: mail.to, notification_id: row!.id }),
              updated_at: new Date().toISOString(),
            })
            .where(eq(notifications.id, mail.resentFrom));
        }
        return row!.id;
      });
      return { notificationId: id, status: await deliver(id, envelope, 1) };
    },
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from './database.ts';
import { notifications } from './platform.tables.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Template name and its variables, recorded on the Notification row. */
  template: string;
  /** The sender when not the configured MAIL_FROM (a market's ticket address). */
  from?: string;
  /** Where the recipient's answer goes (a ticket's tokened inbound address). */
  replyTo?: string;
  mergeVars?: Record<string, unknown>;
}

export interface Mailer {
  send: (mail: OutgoingMail) => Promise<{ notificationId: number; status: 'sent' | 'rejected' }>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * `{dataDir}/mail`. Either way a Notification row records it (pending -> sent | rejected).
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  dataDir: string;
  /** Limits of one SMTP conversation (query parameters of SMTP_URL, e.g. `?socketTimeout=60000`, win). */
  timeouts?: { connectionMs?: number; greetingMs?: number; socketMs?: number };
}): Mailer {
  const mailDir = path.join(options.dataDir, 'mail');
  // nodemailer's own defaults (2 min to connect, 10 min of silence) would hold the request that sends.
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: options.timeouts?.connectionMs ?? 10_000,
        greetingTimeout: options.timeouts?.greetingMs ?? 10_000,
        socketTimeout: options.timeouts?.socketMs ?? 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail) {
      const [row] = await options.db
        .insert(notifications)
        .values({
          recipient: mail.to,
          subject: mail.subject,
          template: mail.template,
          merge_vars: mail.mergeVars ?? {},
        })
        .returning({ id: notifications.id });
      const id = row!.id;
      try {
        const info = await transport.sendMail({
          from: mail.from ?? options.from,
          replyTo: mail.replyTo,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        let emlPath: string | null = null;
        if (!options.smtpUrl) {
          await fs.mkdir(mailDir, { recursive: true });
          emlPath = path.join(mailDir, `${Date.now()}-${id}.eml`);
          await fs.writeFile(emlPath, (info as unknown as { message: Buffer }).message);
        }
        await options.db
          .update(notifications)
          .set({
            status: 'sent',
            message_id: info.messageId,
            eml_path: emlPath,
            sent_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .where(eq(notifications.id, id));
        return { notificationId: id, status: 'sent' };
      } catch (error) {
        await options.db
          .update(notifications)
          .set({
            status: 'rejected',
            reject_reason: error instanceof Error ? error.message : String(error),
            updated_at: new Date().toISOString(),
          })
          .where(eq(notifications.id, id));
        return { notificationId: id, status: 'rejected' };
      }
    },
  };
}

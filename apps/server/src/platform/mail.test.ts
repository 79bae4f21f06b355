import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startFakeSmtp } from '../test/fixtures/fake-smtp.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createMailer, MAIL_RETRY_QUEUE, type OutgoingMail, RETRY_DELAYS_SECONDS } from './mail.ts';
import { notifications } from './platform.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
  return row!;
};

const message: OutgoingMail = {
  to: 'tecnico@example.com',
  event: 'return_accepted',
  locale: 'en',
  values: { name: 'Ana', code: 'RMA-1234', invoice: 'FV-26-0001' },
  mergeVars: { return_id: 7 },
};
/** The subject the seeded template gives `message`. */
const SUBJECT = 'Your return RMA-1234 has been accepted';

describe('mail without SMTP_URL', () => {
  it('writes an .eml under {dataDir}/mail and marks the notification sent', async () => {
    const result = await t.ctx.mail.send(message);
    expect(result.status).toBe('sent');
    const row = await rowOf(result.notificationId);
    expect(row).toMatchObject({
      status: 'sent',
      recipient: message.to,
      subject: SUBJECT,
      template: 'return_accepted',
      locale: 'en',
      merge_vars: { name: 'Ana', code: 'RMA-1234', invoice: 'FV-26-0001', return_id: 7 },
      reject_reason: null,
    });
    expect(row.message_id).toMatch(/^<.+@.+>$/);
    expect(row.sent_at).toBeTruthy();
    expect(path.dirname(row.eml_path!)).toBe(path.join(t.config.dataDir, 'mail'));
    expect(row.eml_path).toMatch(/\.eml$/);

    const eml = await fs.readFile(row.eml_path!, 'utf8');
    expect(eml).toContain(`Subject: ${SUBJECT}`);
    expect(eml).toContain(`To: ${message.to}`);
    expect(eml).toContain(`From: ${t.config.MAIL_FROM}`);
    expect(eml).toContain(`Message-ID: ${row.message_id}`);
    expect(eml).toContain('RMA-1234');
    expect(eml).toContain('multipart/alternative');
  });

  it('encodes a Spanish subject and gives each message its own file', async () => {
    const spanish = { ...message, locale: 'es' as const, values: { ...message.values, code: 'Añil' } };
    const a = await t.ctx.mail.send(spanish);
    const b = await t.ctx.mail.send(spanish);
    const [rowA, rowB] = [await rowOf(a.notificationId), await rowOf(b.notificationId)];
    expect(rowA.subject).toBe('Tu devolución Añil ha sido aceptada');
    expect(rowA.eml_path).not.toBe(rowB.eml_path);
    const eml = await fs.readFile(rowA.eml_path!, 'utf8');
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Tu_devoluci=C3=B3n_A=C3=B1il/);
  });

  it('marks the notification rejected when the .eml cannot be written', async () => {
    // The mail folder is taken by a plain file, so writing under it fails.
    const dataDir = path.join(t.config.dataDir, 'blocked');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(path.join(dataDir, 'mail'), 'not a folder');
    const mailer = createMailer({ db: t.db, from: t.config.MAIL_FROM, dataDir });
    const result = await mailer.send(message);
    expect(result.status).toBe('rejected');
    const row = await rowOf(result.notificationId);
    expect(row.status).toBe('rejected');
    expect(row.reject_reason).toMatch(/EEXIST|ENOTDIR/);
  });
});

describe('mail over SMTP', () => {
  it('delivers to the SMTP server: pending while it talks, then sent with its message id', async () => {
    let pendingStatus: string | undefined;
    const smtp = await startFakeSmtp({
      beforeAccept: async () => {
        const [latest] = await t.db.select().from(notifications).orderBy(desc(notifications.id)).limit(1);
        pendingStatus = latest!.status;
      },
    });
    try {
      const mailer = createMailer({
        db: t.db,
        from: 'PRO board <no-reply@proboard.local>',
        dataDir: t.config.dataDir,
        smtpUrl: smtp.url,
      });
      const result = await mailer.send(message);
      expect(result.status).toBe('sent');
      expect(pendingStatus).toBe('pending');
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toBe('no-reply@proboard.local');
      expect(mail!.to).toEqual([message.to]);
      expect(mail!.data).toContain(`Subject: ${SUBJECT}`);
      expect(mail!.data).toContain('RMA-1234');
      const row = await rowOf(result.notificationId);
      expect(row).toMatchObject({ status: 'sent', eml_path: null, reject_reason: null });
      // The timeline: queued, then sent with the server's own answer.
      expect(row.smtp_response).toMatch(/^250 2\.0\.0 OK queued as fake-1/);
      expect((row.events as { type: string }[]).map((e) => e.type)).toEqual(['queued', 'sent']);
      expect(mail!.data).toContain(`Message-ID: ${row.message_id}`);
    } finally {
      await smtp.close();
    }
  });

  it('marks the notification rejected when the server refuses the recipient', async () => {
    const smtp = await startFakeSmtp({ rejectRecipient: (address) => address.endsWith('@gone.example') });
    try {
      const mailer = createMailer({
        db: t.db,
        from: t.config.MAIL_FROM,
        dataDir: t.config.dataDir,
        smtpUrl: smtp.url,
      });
      const result = await mailer.send({ ...message, to: 'someone@gone.example' });
      expect(result.status).toBe('rejected');
      const row = await rowOf(result.notificationId);
      expect(row.status).toBe('rejected');
      expect(row.reject_reason).toMatch(/^550 5\.1\.1 <someone@gone\.example>: mailbox unavailable/);
      expect(row.sent_at).toBeNull();
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('marks the notification rejected, without throwing, when nothing listens on the SMTP port', async () => {
    const port = await closedPort();
    const mailer = createMailer({
      db: t.db,
      from: t.config.MAIL_FROM,
      dataDir: t.config.dataDir,
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    const result = await mailer.send(message);
    expect(result.status).toBe('rejected');
    const row = await rowOf(result.notificationId);
    expect(row.status).toBe('rejected');
    expect(row.reject_reason).toMatch(/ECONNREFUSED/);
    expect(row.message_id).toBeNull();
  });

  it('gives up on a server that never answers instead of hanging the caller', async () => {
    const smtp = await startFakeSmtp({ silent: true });
    try {
      const mailer = createMailer({
        db: t.db,
        from: t.config.MAIL_FROM,
        dataDir: t.config.dataDir,
        smtpUrl: smtp.url,
        timeouts: { greetingMs: 300 },
      });
      const started = Date.now();
      const result = await mailer.send(message);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(result.status).toBe('rejected');
      expect((await rowOf(result.notificationId)).reject_reason).toMatch(/greeting/i);
    } finally {
      await smtp.close();
    }
  });
});

describe('temporary SMTP failures', () => {
  it('keeps a 4xx answer pending and retries it with growing delays, then rejects it with the last answer', async () => {
    let busy = true;
    const smtp = await startFakeSmtp({ deferRecipient: () => busy });
    try {
      const mailer = createMailer({
        db: t.db,
        from: t.config.MAIL_FROM,
        dataDir: t.config.dataDir,
        smtpUrl: smtp.url,
        jobs: t.ctx.jobs,
      });
      const result = await mailer.send(message);
      expect(result.status).toBe('pending');
      const row = await rowOf(result.notificationId);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, reject_reason: null });
      expect(row.smtp_response).toMatch(/^451 4\.2\.0/);
      const retries = await t.db.execute<{ data: { id: number; attempt: number }; delay: number }>(sql`
        select data, extract(epoch from start_after - created_on)::int as delay from pgboss.job
        where name = ${MAIL_RETRY_QUEUE} and (data->>'id')::int = ${result.notificationId}`);
      expect(retries.rows).toHaveLength(1);
      expect(retries.rows[0]!.data.attempt).toBe(2);
      expect(retries.rows[0]!.delay).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS[0] - 1);

      // The job's attempts (run here, not waited for): each later one waits longer, the last rejects.
      const [job] = retries.rows;
      const envelope = (job!.data as unknown as { envelope: Parameters<typeof mailer.deliver>[1] }).envelope;
      for (let attempt = 2; attempt <= RETRY_DELAYS_SECONDS.length; attempt += 1) {
        expect(await mailer.deliver(result.notificationId, envelope, attempt)).toBe('pending');
      }
      const delays = await t.db.execute<{ delay: number }>(sql`
        select extract(epoch from start_after - created_on)::int as delay from pgboss.job
        where name = ${MAIL_RETRY_QUEUE} and (data->>'id')::int = ${result.notificationId} order by created_on, id`);
      const seconds = delays.rows.map((r) => r.delay);
      expect(seconds.every((delay, i) => i === 0 || delay > seconds[i - 1]!)).toBe(true);
      expect(await mailer.deliver(result.notificationId, envelope, RETRY_DELAYS_SECONDS.length + 1)).toBe(
        'rejected',
      );
      const rejected = await rowOf(result.notificationId);
      expect(rejected.status).toBe('rejected');
      expect(rejected.reject_reason).toMatch(/^451 4\.2\.0 .*try again later/);
      const types = (rejected.events as { type: string }[]).map((e) => e.type);
      expect(types).toEqual(['queued', 'deferred', 'deferred', 'deferred', 'deferred', 'rejected']);

      // Once the server takes mail again, a retry delivers.
      busy = false;
      const again = await mailer.send(message);
      expect(again.status).toBe('sent');
    } finally {
      await smtp.close();
    }
  });

  it('rejects a 5xx answer at once, without a retry', async () => {
    const smtp = await startFakeSmtp({ rejectRecipient: () => true });
    try {
      const mailer = createMailer({
        db: t.db,
        from: t.config.MAIL_FROM,
        dataDir: t.config.dataDir,
        smtpUrl: smtp.url,
        jobs: t.ctx.jobs,
      });
      const result = await mailer.send(message);
      expect(result.status).toBe('rejected');
      const retries = await t.db.execute(sql`select 1 from pgboss.job
        where name = ${MAIL_RETRY_QUEUE} and (data->>'id')::int = ${result.notificationId}`);
      expect(retries.rows).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});

describe('the stored copy', () => {
  it('keeps what the recipient read, with a one-time link masked, and mails the real link', async () => {
    const link = 'https://proboard.local/login/password/reset?client_id=23&token=SECRET-TOKEN-123';
    const result = await t.ctx.mail.send({
      to: 'ana@example.com',
      event: 'password_reset',
      locale: 'fr',
      values: { name: 'Ana', link, minutes: 60 },
    });
    const row = await rowOf(result.notificationId);
    const eml = (await fs.readFile(row.eml_path!, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(eml).toContain('SECRET-TOKEN-123');
    expect(JSON.stringify(row)).not.toContain('SECRET-TOKEN-123');
    expect(row.merge_vars).toEqual({ name: 'Ana', minutes: 60 });
    expect(row.text).toContain('Bonjour Ana');
    expect(row.text).toContain('••••••');
    expect(row.html).toContain('<!doctype html>');
    expect(row.locale).toBe('fr');
  });

  it('falls back to Spanish where the template lacks the language, and to the built-in text once deleted', async () => {
    await t.db.execute(
      sql`update email_templates set translations = translations - 'it' where key = 'warranty_validated'`,
    );
    const italian = await t.ctx.mail.send({
      to: 'marco@example.com',
      event: 'warranty_validated',
      locale: 'it',
      values: { name: 'Marco', code: 'GAR-1' },
    });
    expect(await rowOf(italian.notificationId)).toMatchObject({
      locale: 'es',
      subject: 'Tu garantía GAR-1 ha sido validada',
    });
    await t.db.execute(sql`delete from email_templates where key = 'warranty_validated'`);
    const deleted = await t.ctx.mail.send({
      to: 'marco@example.com',
      event: 'warranty_validated',
      locale: 'it',
      values: { name: 'Marco', code: 'GAR-2' },
    });
    expect(await rowOf(deleted.notificationId)).toMatchObject({
      status: 'sent',
      locale: 'it',
      email_template_id: null,
      subject: 'La tua garanzia GAR-2 è stata convalidata',
    });
  });
});

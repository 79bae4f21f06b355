import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startFakeSmtp } from '../test/fixtures/fake-smtp.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createMailer } from './mail.ts';
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

const message = {
  to: 'tecnico@example.com',
  subject: 'Your return RMA-1234 was accepted',
  text: 'Hello Ana,\nyour return was accepted.\n',
  html: '<p>Hello Ana,<br>your return was accepted.</p>',
  template: 'return-accepted',
  mergeVars: { name: 'Ana', rma: 'RMA-1234' },
};

describe('mail without SMTP_URL', () => {
  it('writes an .eml under {dataDir}/mail and marks the notification sent', async () => {
    const result = await t.ctx.mail.send(message);
    expect(result.status).toBe('sent');
    const row = await rowOf(result.notificationId);
    expect(row).toMatchObject({
      status: 'sent',
      recipient: message.to,
      subject: message.subject,
      template: 'return-accepted',
      merge_vars: { name: 'Ana', rma: 'RMA-1234' },
      reject_reason: null,
    });
    expect(row.message_id).toMatch(/^<.+@.+>$/);
    expect(row.sent_at).toBeTruthy();
    expect(path.dirname(row.eml_path!)).toBe(path.join(t.config.dataDir, 'mail'));
    expect(row.eml_path).toMatch(/\.eml$/);

    const eml = await fs.readFile(row.eml_path!, 'utf8');
    expect(eml).toContain(`Subject: ${message.subject}`);
    expect(eml).toContain(`To: ${message.to}`);
    expect(eml).toContain(`From: ${t.config.MAIL_FROM}`);
    expect(eml).toContain(`Message-ID: ${row.message_id}`);
    expect(eml).toContain('your return was accepted.');
    expect(eml).toContain('multipart/alternative');
  });

  it('encodes a Spanish subject and gives each message its own file', async () => {
    const a = await t.ctx.mail.send({ ...message, subject: 'Restablecer contraseña' });
    const b = await t.ctx.mail.send({ ...message, subject: 'Restablecer contraseña' });
    const [rowA, rowB] = [await rowOf(a.notificationId), await rowOf(b.notificationId)];
    expect(rowA.subject).toBe('Restablecer contraseña');
    expect(rowA.eml_path).not.toBe(rowB.eml_path);
    const eml = await fs.readFile(rowA.eml_path!, 'utf8');
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Restablecer_contrase=C3=B1a\?=/);
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
      expect(mail!.data).toContain(`Subject: ${message.subject}`);
      expect(mail!.data).toContain('your return was accepted.');
      const row = await rowOf(result.notificationId);
      expect(row).toMatchObject({ status: 'sent', eml_path: null, reject_reason: null });
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
      expect(row.reject_reason).toMatch(/550|mailbox unavailable|rejected/i);
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

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in a message. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for an .eml the server wrote for `recipient` after `since` (ms) and returns its decoded text.
 * The server writes messages to DATA_DIR/mail when no SMTP server is configured.
 */
export async function waitForMail(dataDir: string, recipient: string, since: number, timeoutMs = 15_000) {
  const folder = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse()) {
      if (Number.parseInt(name, 10) < since) continue;
      const text = decodeQuotedPrintable(await readFile(path.join(folder, name), 'utf8'));
      if (new RegExp(`^To: .*${recipient.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) return text;
    }
    await sleep(250);
  }
  throw new Error(`No e-mail to ${recipient} in ${folder} within ${timeoutMs / 1000} s`);
}

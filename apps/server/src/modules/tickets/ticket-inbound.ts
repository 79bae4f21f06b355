import { createHash, timingSafeEqual } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { tokenOf } from './ticket-thread.ts';

/** Whether the secret the mail system sent is the configured one (constant time; unset: nothing matches). */
export function inboundSecretMatches(configured: string | undefined, given: unknown): boolean {
  if (!configured || typeof given !== 'string') return false;
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(configured), digest(given));
}

/**
 * The customer's own words of a reply: the quoted message below ("> ..." lines, and the "On ...
 * wrote:" line that introduces them) is the thread already kept, not part of the reply.
 */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const quoteStart = lines.findIndex((line) => line.startsWith('>'));
  const kept = quoteStart === -1 ? lines : lines.slice(0, quoteStart);
  // The attribution line just above the quote ("El lun, 3 mar 2026, Ana <a@b.es> escribió:").
  while (kept.length && kept[kept.length - 1]!.trim() === '') kept.pop();
  if (quoteStart !== -1 && kept.length && /:\s*$/.test(kept[kept.length - 1]!)) kept.pop();
  return kept.join('\n').trim();
}

export interface InboundReply {
  /** The ticket token found in the recipients' addresses, or null. */
  token: string | null;
  from: string | null;
  body: string;
}

/** Reads a raw RFC 822 message: who sent it, the ticket token of the address it was sent to, its text. */
export async function readInboundMail(raw: Buffer, mailbox: string): Promise<InboundReply> {
  const mail = await simpleParser(raw, { skipHtmlToText: false, skipImageLinks: true });
  const addressesOf = (field: typeof mail.to) =>
    (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
  const delivered = mail.headers.get('delivered-to');
  const recipients = [
    ...addressesOf(mail.to),
    ...addressesOf(mail.cc),
    ...(typeof delivered === 'string' ? [delivered] : []),
  ];
  const token = recipients.map((address) => tokenOf(mailbox, address)).find(Boolean) ?? null;
  return {
    token,
    from: mail.from?.value[0]?.address ?? null,
    body: replyText(mail.text ?? ''),
  };
}

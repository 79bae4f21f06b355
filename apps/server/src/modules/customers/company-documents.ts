import { COMPANY_DOCUMENTS, documentFileKey } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable, Row } from '../../platform/resources/resource-store.ts';
import type { FileLinkSigner } from '../files/file-links.ts';

/** The company columns holding its documents: W-9, W-8BEN, tax exemption, business licence, RIB, K-bis. */
export const COMPANY_DOCUMENT_KEYS: readonly string[] = COMPANY_DOCUMENTS.map(documentFileKey);

/**
 * The files a company's body names become private documents (`stored_files.private`): from then on
 * they are served only through signed links (files/file-links.ts). Once private, a file stays so.
 */
export async function keepCompanyDocumentsPrivate(db: Queryable, body: Row) {
  const urls = COMPANY_DOCUMENT_KEYS.map((key) => body[key]).filter(
    (url): url is string => typeof url === 'string' && url.startsWith('/files/'),
  );
  if (!urls.length) return;
  await db.execute(sql`update stored_files set private = true
    where '/files/' || storage_key = any(${sql.param(urls)}::text[]) and not private`);
}

/**
 * Every answer of the customers' routes that carries a company gives its documents as signed links,
 * so the reader's <a href> and <img> open them without a header. Done as the answer is serialised,
 * after the audit trail and the conflict check have seen the stored URLs, which stay plain.
 */
export function answerCompanyDocumentsAsLinks(app: FastifyInstance, signer: FileLinkSigner) {
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (!req.url.startsWith('/api/mscustomer.')) return payload;
    const company = (payload as { company?: unknown } | null)?.company;
    if (typeof company !== 'object' || company === null) return payload;
    const signed: Row = { ...(company as Row) };
    for (const key of COMPANY_DOCUMENT_KEYS) if (key in signed) signed[key] = signer.sign(signed[key]);
    return { ...(payload as object), company: signed };
  });
}

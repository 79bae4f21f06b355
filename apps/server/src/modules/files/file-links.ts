import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { STORED_FILE_URL } from '@proboard/domain';
import type { Config } from '../../config.ts';
import { secondFactorKey } from '../access/second-factor-secret.ts';

/**
 * Signed, short-lived links to private files: the columns every definition names in its
 * `privateFiles` (a company's W-9, an order's invoice, a shipment's label, a report's signatures;
 * platform/resources/private-record-files.ts).
 *
 * The web keeps its bearer token in localStorage, so a plain `<a href>` or `<img src>` cannot carry
 * it: instead the record's answer, read by someone allowed to read the record, gives each document
 * as `/files/<key>?expires=<unix seconds>&signature=<HMAC-SHA256>`. The link works in any tab until
 * it expires and names one file only; a body sent back with it stores the plain `/files/<key>`
 * (`storedFileUrl` in the domain package drops the query).
 */

/** The key links are signed with: derived (HKDF-SHA256) from the server's one key, like the integrations'. */
export async function fileLinkKey(config: Config): Promise<Buffer> {
  const root = await secondFactorKey(config);
  return Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'proboard file links', 32));
}

const signatureOf = (key: Buffer, storageKey: string, expires: number) =>
  createHmac('sha256', key).update(`${storageKey}:${expires}`).digest('base64url');

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface FileLinkSigner {
  /** A stored file's URL (`/files/<key>`) as a link valid for the configured time; anything else as it is. */
  sign(url: unknown): unknown;
  /** Whether the query of a request for `storageKey` is a valid link that has not expired. */
  verify(storageKey: string, query: { expires?: unknown; signature?: unknown }): boolean;
}

export function fileLinkSigner(key: Buffer, ttlSeconds: number): FileLinkSigner {
  return {
    sign(url) {
      if (typeof url !== 'string' || !STORED_FILE_URL.test(url)) return url;
      const expires = nowSeconds() + ttlSeconds;
      const storageKey = url.slice('/files/'.length);
      return `${url}?expires=${expires}&signature=${signatureOf(key, storageKey, expires)}`;
    },
    verify(storageKey, query) {
      const expires = Number(query.expires);
      if (typeof query.expires !== 'string' || !/^\d{1,12}$/.test(query.expires)) return false;
      if (typeof query.signature !== 'string' || expires < nowSeconds()) return false;
      const expected = Buffer.from(signatureOf(key, storageKey, expires));
      const given = Buffer.from(query.signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

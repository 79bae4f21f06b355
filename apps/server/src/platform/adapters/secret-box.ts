import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { secondFactorKey } from '../../modules/access/second-factor-secret.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/**
 * The key that seals outside systems' secrets at rest: derived (HKDF-SHA256) from the server's one
 * key file or `SECOND_FACTOR_KEY`, so there is still a single key to keep and back up, and a
 * database copy alone reveals no CRM or ERP secret.
 */
export async function integrationKey(config: Config): Promise<Buffer> {
  const root = await secondFactorKey(config);
  return Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'proboard integration secrets', 32));
}

/** AES-256-GCM; `owner` (`crm_configuration:4`) is associated data: a copy on another row fails. */
export function seal(key: Buffer, owner: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

export function unseal(key: Buffer, owner: string, stored: string): string {
  const [format, payload = ''] = stored.split(':');
  if (format !== FORMAT) throw new Error(`unknown sealed secret format ${format}`);
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

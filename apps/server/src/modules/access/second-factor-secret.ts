import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/** One key per DATA_DIR (or configured key) and process: read once, then kept in memory. */
const keys = new Map<string, Promise<Buffer>>();

/**
 * The key that encrypts TOTP secrets at rest: `SECOND_FACTOR_KEY` (base64, 32 bytes; the same on
 * every server machine), else `DATA_DIR/keys/second-factor.key`, created on first use. A database
 * copy alone therefore reveals no secret. Two processes creating the file at once agree: the file
 * appears whole or not at all (hard link of a finished temporary file), and the loser reads it.
 */
export function secondFactorKey(config: Config): Promise<Buffer> {
  if (config.SECOND_FACTOR_KEY) return Promise.resolve(Buffer.from(config.SECOND_FACTOR_KEY, 'base64'));
  const file = path.join(config.dataDir, 'keys', 'second-factor.key');
  let key = keys.get(file);
  if (!key) {
    key = readOrCreateKey(file);
    keys.set(file, key);
    key.catch(() => keys.delete(file));
  }
  return key;
}

async function readOrCreateKey(file: string): Promise<Buffer> {
  const existing = await fs.readFile(file).catch(() => null);
  if (existing?.length === KEY_BYTES) return existing;
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await fs.writeFile(temporary, randomBytes(KEY_BYTES), { mode: 0o600 });
  try {
    await fs.link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
  const key = await fs.readFile(file);
  if (key.length !== KEY_BYTES) throw new Error(`${file} must hold ${KEY_BYTES} bytes`);
  return key;
}

/**
 * AES-256-GCM with the user's id as associated data: a ciphertext copied onto another user's row
 * does not decrypt.
 */
export function encryptSecret(key: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

export function decryptSecret(key: Buffer, userId: number, stored: string): string {
  const [format, payload = ''] = stored.split(':');
  if (format !== FORMAT) throw new Error(`unknown second-factor secret format ${format}`);
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(`user:${userId}`));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

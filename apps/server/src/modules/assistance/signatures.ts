import { randomUUID } from 'node:crypto';
import { assignments } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldRefusal } from '../../platform/errors.ts';
import { isPrivateFile } from '../../platform/resources/private-record-files.ts';
import type { Tx } from '../../platform/resources/resource-store.ts';
import { checkUpload } from '../../platform/storage.ts';

/** Who signs an assignment's report, and the column keeping each signature's image. */
export const SIGNERS = ['technician', 'customer'] as const;
export type Signer = (typeof SIGNERS)[number];
export const signatureColumn = (signer: Signer) => `${signer}_signature_url` as const;

/** A drawn signature is a few kB; a larger "signature" is something else. */
export const SIGNATURE_MAX_BYTES = 256 * 1024;
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The PNG bytes of a signature drawn on the canvas (`canvas.toDataURL('image/png')`): refused unless
 * it decodes to a real PNG (checked by its content, as every upload) of at most SIGNATURE_MAX_BYTES.
 */
export async function signaturePng(dataUrl: string): Promise<Buffer> {
  const refuse = () => fieldRefusal(422, 'image', 'assistance.signatureInvalid', { size: '256 kB' });
  const match = PNG_DATA_URL.exec(dataUrl);
  if (!match) throw refuse();
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length === 0 || bytes.length > SIGNATURE_MAX_BYTES) throw refuse();
  try {
    await checkUpload('signature.png', bytes, { imagesOnly: true, maxBytes: SIGNATURE_MAX_BYTES });
  } catch {
    throw refuse();
  }
  return bytes;
}

/**
 * Stores the image as a file of our storage, private as the assignments' definition says (served
 * only through signed links), for the assignment to keep its URL; returns the URL.
 */
export async function storeSignature(
  tx: Tx,
  app: AppContext,
  actor: AuditActor,
  assignmentId: number,
  signer: Signer,
  bytes: Buffer,
): Promise<string> {
  const key = `${randomUUID()}.png`;
  await app.storage.put(key, bytes, 'image/png');
  const inserted = await tx.execute<{ id: number }>(sql`insert into stored_files
      (storage_key, original_name, mime, extension, size, sha256, created_by, private)
    values (${key}, ${`signature-${signer}-${assignmentId}.png`}, 'image/png', 'png', ${bytes.length},
      encode(sha256(${bytes}), 'hex'), ${actor.userId}, ${isPrivateFile(assignments, signatureColumn(signer))})
    returning id`);
  const url = `/files/${key}`;
  await recordAudit(tx, actor, {
    event: 'created',
    type: 'stored_files',
    id: inserted.rows[0]!.id,
    after: { url, size: bytes.length, mime: 'image/png' },
  });
  return url;
}

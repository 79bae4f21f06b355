import { randomUUID } from 'node:crypto';
import { guardForAction, shipments } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { fieldRefusal, notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { isPrivateFile } from '../../platform/resources/private-record-files.ts';
import { readRecord } from '../../platform/resources/resource-routes.ts';
import { checkUpload } from '../../platform/storage.ts';
import { shipmentsStore } from './shipments.store.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'validations.type') });

/** A multipart body cut short or malformed is the client's fault (400). */
const malformed = () => {
  throw new TranslatedError(400, 'errors.badRequest');
};

/**
 * A shipment's document (a delivery proof, a customs form): `POST admin/shipments/{id}/document`,
 * multipart field `file`, any accepted type checked by its content; another type is refused with the
 * spec's "invalid file format" on `file`. Guarded by the shipments' edit permission (the shared
 * uploads route admits roles only). The file is stored first, then the shipment points at it.
 */
export function shipmentDocumentRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    service: 'msshipper',
    path: 'admin/shipments/:id/document',
    guard: guardForAction('shipments', 'edit'),
    summary: 'Attach a document to a shipment (multipart field `file`); answers the shipment',
    params: idParams,
    upload: 'file',
    handler: async ({ req, params, app: ctx, actor, t }) => {
      if (!req.isMultipart()) throw new TranslatedError(415, 'errors.unsupportedMediaType');
      const part = await req.file().catch(malformed);
      if (!part) throw new TranslatedError(422, 'errors.invalidForm', { file: [t('validations.required')] });
      const bytes = await part.toBuffer().catch(malformed);
      const checked = await checkUpload(part.filename, bytes, {
        maxBytes: ctx.config.UPLOAD_LIMIT_BYTES,
      }).catch((error: unknown) => {
        // Too large keeps its own message (413); any other refusal is the spec's wording.
        if (error instanceof TranslatedError && error.statusCode === 422)
          throw fieldRefusal(422, 'file', 'shipments.invalidFileFormat');
        throw error;
      });
      const before = await readRecord(ctx.db, shipmentsStore, params.id);
      if (!before) throw notFound();
      const key = `${randomUUID()}.${checked.extension}`;
      await ctx.storage.put(key, bytes, checked.mime);
      const shipment = await ctx.db.transaction(async (tx) => {
        // Private from the start, as the shipments' definition says: served only through signed links.
        await tx.execute(sql`insert into stored_files
            (storage_key, original_name, mime, extension, size, sha256, created_by, private)
          values (${key}, ${checked.safeName}, ${checked.mime}, ${checked.extension}, ${checked.size}, ${checked.sha256},
            ${actor.userId}, ${isPrivateFile(shipments, 'document_url')})`);
        const updated = await tx.execute(sql`update shipments set document_url = ${`/files/${key}`},
          updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = ${before.id as number} returning id`);
        if (!updated.rows.length) throw notFound();
        const after = (await readRecord(tx, shipmentsStore, params.id))!;
        await recordAudit(tx, actor, {
          event: 'updated',
          type: 'shipments',
          id: before.id as number,
          before,
          after,
        });
        return after;
      });
      return { shipment };
    },
  });
}

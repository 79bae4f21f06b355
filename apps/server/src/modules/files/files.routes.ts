import { randomUUID } from 'node:crypto';
import { formatMessage } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { anyRoleOf } from '../../platform/guards.ts';
import { answerRecordFilesAsLinks } from '../../platform/resources/private-record-files.ts';
import { checkUpload, MAX_IMAGE_BYTES } from '../../platform/storage.ts';
import { fileLinkKey, fileLinkSigner } from './file-links.ts';

/** Catalogue media: public, and never changed under its key (a new upload is a new key). */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** A private document: kept by no cache, the browser's included. */
const PRIVATE_CACHE = 'private, no-store';

/** Who may upload: anyone who may create or edit something that holds files. */
const UPLOADERS = anyRoleOf(
  [
    'ranges',
    'systems',
    'families',
    'attributes',
    'products',
    'articles',
    'manufacturers',
    'mediaresources',
    'digitalbooks',
    // A work's attached report (technical assistance).
    'works',
    // A company's documents (W-9, RIB, K-bis...).
    'companies',
    // Wiki documents' attachments and the products' documentation (issue 35).
    'wikizones',
    'documentation',
  ],
  ['create', 'edit'],
);

/** `image`: images only; `erp-image`: images up to 64 kB (the ERP's limit); `document`: any accepted file. */
const purposes = z.enum(['image', 'erp-image', 'document']);
const KEY_PATTERN = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** A multipart body cut short or malformed is the client's fault (400); limits keep their status. */
function malformed(error: unknown): never {
  if (error instanceof Error && 'statusCode' in error) throw error;
  throw new TranslatedError(400, 'errors.badRequest');
}

export async function filesRoutes(app: FastifyInstance) {
  const links = fileLinkSigner(
    await fileLinkKey(app.appContext.config),
    app.appContext.config.FILE_LINK_SECONDS,
  );
  // Every answer carrying a record's private files gives them as links of this signer.
  answerRecordFilesAsLinks(app, links);
  route(app, {
    method: 'POST',
    service: 'msmultimedia',
    path: 'uploads',
    guard: UPLOADERS,
    summary: 'Upload one file (multipart field `file`); checked by its content; answers its public URL',
    upload: 'file',
    query: z.object({ purpose: purposes.default('document') }),
    status: 201,
    handler: async ({ req, query, app: ctx, actor, t }) => {
      if (!req.isMultipart()) throw new TranslatedError(415, 'errors.unsupportedMediaType');
      const part = await req.file().catch(malformed);
      if (!part) throw new TranslatedError(422, 'errors.invalidForm', { file: [t('validations.required')] });
      const bytes = await part.toBuffer().catch(malformed);
      const checked = await checkUpload(part.filename, bytes, {
        imagesOnly: query.purpose !== 'document',
        maxImageBytes: query.purpose === 'erp-image' ? MAX_IMAGE_BYTES : undefined,
        maxBytes: ctx.config.UPLOAD_LIMIT_BYTES,
      });
      const key = `${randomUUID()}.${checked.extension}`;
      await ctx.storage.put(key, bytes, checked.mime);
      const file = await ctx.db.transaction(async (tx) => {
        const inserted = await tx.execute<{ id: number }>(sql`insert into stored_files
          (storage_key, original_name, mime, extension, size, sha256, created_by)
          values (${key}, ${checked.safeName}, ${checked.mime}, ${checked.extension}, ${checked.size}, ${checked.sha256}, ${actor.userId})
          returning id`);
        const row = {
          id: inserted.rows[0]!.id,
          name: checked.safeName,
          url: `/files/${key}`,
          size: checked.size,
          mime: checked.mime,
        };
        await recordAudit(tx, actor, { event: 'created', type: 'stored_files', id: row.id, after: row });
        return row;
      });
      return { file };
    },
  });

  // Files are served outside the gateway so <img> tags and links can show them; their keys are random
  // UUIDs. A private document (stored_files.private) is served only through a signed link that has
  // not expired (file-links.ts); anything else, a 404 as for a file that is not there, so a key alone
  // tells nobody that a private document exists. Sent as stored, never compressed on the fly (API
  // JSON only: platform/compression.ts).
  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    '/files/:key',
    { schema: { hide: true } },
    async (req, reply) => {
      const notFoundMessage = { message: formatMessage(req.locale, 'errors.notFound') };
      if (!KEY_PATTERN.test(req.params.key)) return reply.code(404).send(notFoundMessage);
      const found = await app.appContext.db.execute<{
        mime: string;
        original_name: string;
        private: boolean;
      }>(sql`select mime, original_name, private from stored_files where storage_key = ${req.params.key}`);
      const file = found.rows[0];
      if (!file || (file.private && !links.verify(req.params.key, req.query))) {
        return reply.code(404).header('cache-control', PRIVATE_CACHE).send(notFoundMessage);
      }
      const inline = file.mime.startsWith('image/') || file.mime === 'application/pdf';
      return reply
        .header('content-type', file.mime)
        .header('cache-control', file.private ? PRIVATE_CACHE : PUBLIC_CACHE)
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
        )
        .send(await app.appContext.storage.get(req.params.key));
    },
  );
}

import { guardForAction, wikiRestoreSchema, wikiVersionSchema } from '@proboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { versionDiff } from './version-diff.ts';
import {
  appendVersion,
  type Content,
  lockCurrent,
  readVersion,
  sanitizedContent,
  versionHistory,
} from './wiki-versions.ts';
import { unknownFiles, WIKI_ZONE_STORES, wikiDocumentStore } from './wiki-zones.stores.ts';

const BASE = 'admin/wiki-documents/:id';
const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'validations.type') });
const versionParams = idParams.extend({ number: z.string().regex(/^\d{1,7}$/, 'validations.type') });
const versionNumber = z.coerce.number().int().min(1).max(1_000_000);

/**
 * The wiki documents' versions (issue 35): the history, one version, the difference between two,
 * a new version (`version-create`) and a restore; the last two write a new version over the one the
 * writer saw (409 when the document got another meanwhile). Versions are never changed or deleted.
 */
export async function wikiZonesRoutes(app: FastifyInstance) {
  for (const store of WIKI_ZONE_STORES) resourceRoutes(app, store);

  const details = guardForAction('wikizones', 'details');
  const write = guardForAction('wikizones', 'create');

  route(app, {
    method: 'GET',
    service: 'mswiki',
    path: `${BASE}/versions`,
    guard: details,
    summary: "A wiki document's versions, newest first: number, note, author, date (no bodies)",
    params: idParams,
    handler: async ({ params, app: ctx }) => {
      if (!(await readRecord(ctx.db, wikiDocumentStore, params.id))) throw notFound();
      return { wiki_document_versions: await versionHistory(ctx.db, Number(params.id)) };
    },
  });

  route(app, {
    method: 'GET',
    service: 'mswiki',
    path: `${BASE}/versions/:number`,
    guard: details,
    summary: 'One version of a wiki document, as it was written',
    params: versionParams,
    handler: async ({ params, app: ctx }) => {
      const version = await readVersion(ctx.db, Number(params.id), Number(params.number));
      if (!version) throw notFound();
      return { wiki_document_version: version };
    },
  });

  route(app, {
    method: 'GET',
    service: 'mswiki',
    path: `${BASE}/diff`,
    guard: details,
    summary:
      'Word-level difference between two versions (`from`, `to`), per language: title and body as text',
    params: idParams,
    query: z.object({ from: versionNumber, to: versionNumber }),
    handler: async ({ params, query, app: ctx }) => {
      const [from, to] = await Promise.all([
        readVersion(ctx.db, Number(params.id), query.from),
        readVersion(ctx.db, Number(params.id), query.to),
      ]);
      if (!from || !to) throw notFound();
      type Texts = Parameters<typeof versionDiff>[0];
      return {
        diff: {
          from: query.from,
          to: query.to,
          languages: versionDiff(from.translations as Texts, to.translations as Texts),
          attachments: {
            added: (to.attachments as string[]).filter(
              (url) => !(from.attachments as string[]).includes(url),
            ),
            removed: (from.attachments as string[]).filter(
              (url) => !(to.attachments as string[]).includes(url),
            ),
          },
        },
      };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mswiki',
    path: `${BASE}/versions`,
    guard: write,
    summary: 'version-create: a new version over `based_on`, the version the writer saw (409 when stale)',
    params: idParams,
    body: wikiVersionSchema,
    status: 201,
    handler: async ({ params, body, app: ctx, actor, t }) => {
      const id = Number(params.id);
      const content: Content = {
        translations: sanitizedContent(body.translations as Content['translations']),
        attachments: body.attachments,
      };
      const document = await ctx.db.transaction(async (tx) => {
        if (!(await lockCurrent(tx, id, body.based_on))) throw notFound();
        if (await unknownFiles(tx, content.attachments)) {
          throw new TranslatedError(422, 'errors.invalidForm', { attachments: [t('validations.in_array')] });
        }
        const number = await appendVersion(tx, id, content, { userId: actor.userId, note: body.note });
        await recordAudit(tx, actor, { event: 'updated', type: 'wikizones', id, after: { version: number } });
        return readRecord(tx, wikiDocumentStore, params.id);
      });
      return { wiki_document: document };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mswiki',
    path: `${BASE}/versions/:number/restore`,
    guard: write,
    summary:
      'Restore an old version as the newest one, over `based_on` (409 when the document changed since)',
    params: versionParams,
    body: wikiRestoreSchema,
    status: 201,
    handler: async ({ params, body, app: ctx, actor }) => {
      const id = Number(params.id);
      const number = Number(params.number);
      const document = await ctx.db.transaction(async (tx) => {
        if (!(await lockCurrent(tx, id, body.based_on))) throw notFound();
        const old = await readVersion(tx, id, number);
        if (!old) throw notFound();
        const content = { translations: old.translations, attachments: old.attachments } as Content;
        const written = await appendVersion(tx, id, content, {
          userId: actor.userId,
          note: body.note ?? null,
          restoredFrom: number,
        });
        await recordAudit(tx, actor, {
          event: 'updated',
          type: 'wikizones',
          id,
          after: { version: written, restored_from: number },
        });
        return readRecord(tx, wikiDocumentStore, params.id);
      });
      return { wiki_document: document };
    },
  });
}

import { guardForAction } from '@proboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';
import { contentsTable } from './contents-table.ts';
import {
  DIGITAL_DOCS_STORES,
  digitalContentStore,
  digitalSectionStore,
  digitalSubsectionStore,
  LEVELS,
} from './digital-docs.stores.ts';
import { moveTo } from './sibling-order.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'validations.type') });
const moveBody = z.strictObject({ position: z.number().int().min(1).max(100_000) });

/** The levels whose nodes the screens reorder inside their parent. */
const ORDERED: { store: ResourceStore; level: (typeof LEVELS)[keyof typeof LEVELS] }[] = [
  { store: digitalSectionStore, level: LEVELS.sections },
  { store: digitalSubsectionStore, level: LEVELS.subsections },
  { store: digitalContentStore, level: LEVELS.contents },
];

export async function digitalDocsRoutes(app: FastifyInstance) {
  for (const store of DIGITAL_DOCS_STORES) resourceRoutes(app, store);

  for (const { store, level } of ORDERED) {
    const def = store.definition;
    route(app, {
      method: 'POST',
      service: 'mswiki',
      path: `${def.apiPath}/:id/move`,
      guard: guardForAction(def.name, 'edit'),
      summary: `Move a ${def.singular} to another position inside its parent (1 = first); the siblings between shift`,
      params: idParams,
      body: moveBody,
      handler: async ({ params, body, app: ctx, actor }) => {
        const moved = await ctx.db.transaction(async (tx) => {
          // Not locked here: the parent is locked first (moveTo), as every change of positions does,
          // so two moves never hold each other's rows crosswise.
          const before = await readRecord(tx, store, params.id);
          if (!before) throw notFound();
          await moveTo(tx, level, before.id as number, body.position);
          const after = (await readRecord(tx, store, params.id))!;
          await recordAudit(tx, actor, {
            event: 'updated',
            type: def.name,
            id: before.id as number,
            before: { position: before.position },
            after: { position: after.position },
          });
          return after;
        });
        return { [def.singular]: moved };
      },
    });
  }

  route(app, {
    method: 'GET',
    service: 'mswiki',
    path: 'admin/digital-books/:id/contents-table',
    guard: guardForAction('digitalbooks', 'details'),
    summary: "A book's table of contents: sections > subsections > contents, in order (titles only)",
    params: idParams,
    handler: async ({ params, app: ctx }) => {
      const table = await contentsTable(ctx.db, Number(params.id));
      if (!table) throw notFound();
      return { contents_table: table };
    },
  });
}

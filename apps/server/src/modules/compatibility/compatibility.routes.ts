import { guardForAction } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/gateway.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { articleStore } from '../catalogue/articles.store.ts';
import { articleCompatibilityStore, modelCompatibilityStore } from './compatibilities.store.ts';
import { iuModelStore } from './iu-models.store.ts';
import {
  communicationProtocolStore,
  compatibilityTypeStore,
  compatibilityWarningStore,
  iuModelTechnologyStore,
  iuModelTypeStore,
} from './vocabulary.stores.ts';

/** The permission names of a guard string's permission part (`auth|permission:a,b` -> a, b). */
const permissionsOf = (guard: string) =>
  guard
    .split('|')
    .filter((part) => part.startsWith('permission:'))
    .flatMap((part) => part.slice('permission:'.length).split(','));

/** Whoever may open one of `resource`'s forms (details, create or edit) may fill its selects. */
function formGuard(resource: string): string {
  const names = new Set(
    (['details', 'create', 'edit'] as const).flatMap((action) =>
      permissionsOf(guardForAction(resource, action)),
    ),
  );
  return `auth|permission:${[...names].sort().join(',')}`;
}

type ManufacturerOption = { id: number; az_iso: string; name: string; protocol_active: boolean };

export async function compatibilityRoutes(app: FastifyInstance) {
  // The model form's manufacturers (STYLE.md 14: an options call guarded by the form's own permission).
  route(app, {
    method: 'GET',
    service: 'msproduct',
    path: 'admin/compatibility-iu-models/manufacturers',
    guard: formGuard('compatibilityiumodels'),
    summary: 'Manufacturers a model may belong to (active ones, and any a model already names)',
    handler: async ({ app: ctx }) => {
      const rows = await ctx.db.execute<ManufacturerOption>(sql`
        select id, az_iso, name, protocol_active from manufacturers m
        where m.active or exists (select 1 from iu_models u where u.manufacturer_id = m.id)
        order by name, id`);
      return { manufacturers: rows.rows };
    },
  });
  // A protocol's manufacturers: only those with protocol_active (spec section 4).
  route(app, {
    method: 'GET',
    service: 'msproduct',
    path: 'admin/communication-protocols/manufacturers',
    guard: guardForAction('communicationprotocols', 'details'),
    summary: 'Manufacturers that may speak a protocol (protocol_active)',
    handler: async ({ app: ctx }) => {
      const rows = await ctx.db.execute<ManufacturerOption>(sql`
        select id, az_iso, name, protocol_active from manufacturers where protocol_active order by name, id`);
      return { manufacturers: rows.rows };
    },
  });

  for (const store of [
    communicationProtocolStore,
    compatibilityWarningStore,
    iuModelStore,
    compatibilityTypeStore,
    iuModelTypeStore,
  ])
    resourceRoutes(app, store);
  resourceRoutes(app, iuModelTechnologyStore, { writes: false });
  resourceRoutes(app, articleCompatibilityStore, { parent: articleStore });
  resourceRoutes(app, modelCompatibilityStore, { parent: iuModelStore });
}

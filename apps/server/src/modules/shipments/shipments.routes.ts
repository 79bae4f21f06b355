import { guardForAction, shipmentSchema } from '@proboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/gateway.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { workflowRoutes } from '../../platform/workflows/workflow-routes.ts';
import { parcelAuditRoutes } from './parcel-audit.routes.ts';
import { relaunchShipment } from './relaunch-shipment.ts';
import { shipmentDocumentRoutes } from './shipment-document.routes.ts';
import { shipmentsStore, shipmentsWorkflowStore } from './shipments.store.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'validations.type') });

/** Keys a shipment read from the API carries that the relaunch form does not write (dropped, not refused). */
const RELAUNCH_READ_ONLY = new Set([
  'id',
  'identifier',
  'status',
  'serves',
  'serves_id',
  'serves_reference',
  'relaunched_from_id',
  'relaunched_from_identifier',
  'relaunched_as_id',
  'relaunched_as_identifier',
  'parcel_count',
  'total_weight_kg',
  'carrier_error',
  'label_url',
  'document_url',
  'logs',
  'created_at',
]);

/**
 * Shipments: list, Excel, details, edit and delete (no create: workflows ask for pickups), the
 * workflow (manual, delivered, cancelled), relaunch, and the carrier parcel audit.
 */
export async function shipmentsRoutes(app: FastifyInstance) {
  resourceRoutes(app, shipmentsStore);
  workflowRoutes(app, shipmentsWorkflowStore);

  route(app, {
    method: 'POST',
    service: 'msshipper',
    path: 'admin/shipments/:id/relaunch',
    guard: guardForAction('shipments', 'relaunch'),
    summary:
      'Relaunch a pickup: the old one becomes cancelled and a new one is asked of the carrier from the form, in one transaction',
    params: idParams,
    body: shipmentSchema,
    readOnlyKeys: async () => RELAUNCH_READ_ONLY,
    status: 201,
    handler: async ({ params, body, app: ctx, actor, locale }) => {
      const record = await ctx.db.transaction((tx) =>
        relaunchShipment(tx, ctx, params.id, body, { actor, locale, app: ctx }),
      );
      return { shipment: record };
    },
  });

  shipmentDocumentRoutes(app);
  parcelAuditRoutes(app);
}

export * from './parcel-audit.ts';
export * from './pickup-request.ts';
export * from './shipment-workflow.ts';
export * from './shipments.ts';

import { parcelAudit } from './parcel-audit.ts';
import { shipments } from './shipments.ts';

/** Shipments and the carrier parcel audit (issue 15). */
export const SHIPMENT_RESOURCES = [shipments, parcelAudit] as const;

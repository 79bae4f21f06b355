import type { AdapterJobData } from '../../platform/adapters/adapter-jobs.ts';
import type { SyncTarget } from '../../platform/adapters/sync-states.ts';

/** The carrier pickup requests' queue (carrier.jobs.ts works it). */
export const CARRIER_PICKUP_QUEUE = 'carrier.request-pickup';

export type CarrierPickupJob = AdapterJobData;

/** A shipment's sync state at the carrier (`remote_id`: the carrier's pickup id). */
export const carrierTarget = (shipmentId: number): SyncTarget => ({
  system: 'carrier',
  entity: 'shipment',
  entityId: String(shipmentId),
});

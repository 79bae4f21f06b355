import { z } from 'zod';
import { callRemote, type RemoteEndpoint } from '../../platform/adapters/outbound-call.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import type { CallContext } from '../integrations/crm-adapter.ts';

/** A pickup as the board asks the carrier for it (docs/integrations.md, "The carrier contract"). */
export interface CarrierPickupRequest {
  reference: string;
  service: string | null;
  pickup_date: string | null;
  windows: { morning: [string, string] | null; afternoon: [string, string] | null };
  is_return: boolean;
  is_pallet: boolean;
  address: {
    street_1: string;
    street_2: string | null;
    postcode: string;
    city: string;
    state: string | null;
    country_iso: string;
  };
  contact: { name: string; phone: string | null; email: string | null };
  parcels: { weight_kg: number; height_cm: number; width_cm: number; length_cm: number }[];
}

/** The carrier's booking: its pickup id, the tracking number and link, and the label (a PDF, base64). */
export const carrierBookingSchema = z.object({
  pickup_id: z.string().min(1).max(100),
  tracking_number: z.string().min(1).max(100),
  tracking_link: z.url().max(500),
  label_pdf_base64: z.string().max(14_000_000),
});
export type CarrierBooking = z.infer<typeof carrierBookingSchema>;

/** The one interface to the carrier (ARCHITECTURE.md, Adapters): label, tracking link, pickup request. */
export interface CarrierAdapter {
  /** Books a pickup; the same idempotency key never books twice. */
  requestPickup(pickup: CarrierPickupRequest, call: CallContext): Promise<CarrierBooking>;
}

export function httpCarrierAdapter(db: Queryable, endpoint: RemoteEndpoint): CarrierAdapter {
  return {
    async requestPickup(pickup, call) {
      const answer = await callRemote(db, endpoint, {
        ...call,
        operation: 'requestPickup',
        method: 'POST',
        path: 'pickups',
        body: pickup,
        answer: z.object({ pickup: carrierBookingSchema }),
      });
      return answer.pickup;
    },
  };
}

import { pdf } from '../fixtures/files.ts';
import type { FakeHandler } from './fake-remote.ts';

/** A pickup as the fake carrier booked it. */
export interface FakePickup {
  pickup_id: string;
  tracking_number: string;
  reference: string;
  body: Record<string, unknown>;
}

/**
 * A fake carrier (docs/integrations.md, "The carrier contract"): books each pickup once per
 * idempotency key (the fake remote answers a repeated key with its first answer), answering a
 * tracking number, its link and a one-page PDF label. `labelNotPdf` answers a label that is not one.
 */
export function fakeCarrierHandler(options: { labelNotPdf?: boolean } = {}) {
  const pickups: FakePickup[] = [];
  const handler: FakeHandler = (call) => {
    const url = new URL(call.path, 'http://fake');
    if (call.method === 'POST' && url.pathname.endsWith('/pickups')) {
      const body = JSON.parse(call.body) as Record<string, unknown>;
      const n = pickups.length + 1;
      const tracking = `JD01460000${String(3800 + n).padStart(4, '0')}`;
      const booked = { pickup_id: `PU-${String(n).padStart(6, '0')}`, tracking_number: tracking };
      pickups.push({ ...booked, reference: String(body.reference), body });
      const label = options.labelNotPdf
        ? Buffer.from('<html>label</html>')
        : pdf(`Label ${String(body.reference)} ${tracking}`);
      return {
        status: 200,
        body: {
          pickup: {
            ...booked,
            tracking_link: `https://www.dhl.com/es-es/home/tracking.html?tracking-id=${tracking}`,
            label_pdf_base64: label.toString('base64'),
          },
        },
      };
    }
    return { status: 404, body: { message: 'not found' } };
  };
  return { handler, pickups };
}

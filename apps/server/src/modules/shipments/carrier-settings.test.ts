import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCarrierHandler } from '../../test/fakes/fake-carrier.ts';
import { type FakeRemote, startFakeRemote } from '../../test/fakes/fake-remote.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARRIER_PICKUP_QUEUE } from './carrier-queue.ts';
import { type PickupRequest, requestPickup } from './request-pickup.ts';

/**
 * Two server processes on one database, one with the carrier's settings and one without (as the
 * demo's fake carrier lives in its process only): pickups asked for through either are booked by
 * the one that has the carrier, never taken and failed by the other.
 */
const SECRET = 'carrier-signing-secret-for-tests-0002';
const PICKUPS = 8;

let carrier: FakeRemote;
let without: TestApp;
let withCarrier: TestApp;
const warnings: string[] = [];

beforeAll(async () => {
  carrier = await startFakeRemote(SECRET, fakeCarrierHandler().handler);
  without = await createTestApp({
    env: { LOG_LEVEL: 'warn' },
    logDestination: { write: (line: string) => warnings.push(line) },
  });
  withCarrier = await createTestApp({
    sameDatabaseAs: without,
    env: { CARRIER_END_POINT: carrier.url, CARRIER_SECRET: SECRET },
  });
});
afterAll(async () => {
  await withCarrier?.close();
  await without?.close();
  await carrier?.close();
});

const pickup = (n: number): PickupRequest => ({
  serves: 'return',
  servesId: 900 + n,
  servesReference: `RT-2026-TWO-${n}`,
  address: { street_1: 'Avinguda Diagonal 640', postcode: '08017', city: 'Barcelona', country_iso: 'ES' },
  contact: { name: 'Jordi Puig Soler', phone: '+34 934 112 233', email: 'jordi.puig@example.com' },
  parcels: [{ weight_kg: 18.4, height_cm: 50, width_cm: 40, length_cm: 80 }],
  pickupDate: '2026-12-02',
  window: { morning: ['09:00', '13:00'], afternoon: null },
  isReturn: true,
});

describe('a process without the carrier settings', () => {
  it('says which settings it lacks', () => {
    expect(warnings.join('\n')).toMatch(
      /carrier\.request-pickup: CARRIER_END_POINT and CARRIER_SECRET not set/,
    );
  });

  it('leaves the pickups it queues to the process that has the carrier', async () => {
    const ids: number[] = [];
    for (let n = 0; n < PICKUPS; n++) {
      const { id } = await without.db.transaction((tx) => requestPickup(tx, pickup(n), without.ctx));
      ids.push(id);
    }
    await without.jobsDone(CARRIER_PICKUP_QUEUE, 30_000);
    const shipments = await without.db.execute<{ status: string; carrier_error: string | null }>(
      sql`select status, carrier_error from shipments where id = any(${sql.param(ids)}) order by id`,
    );
    expect(shipments.rows).toEqual(ids.map(() => ({ status: 'requested', carrier_error: null })));
  });
});

import type { AppContext } from '../../platform/context.ts';
import { fakeCarrierHandler } from '../../test/fakes/fake-carrier.ts';
import { type FakeRemote, startFakeRemote } from '../../test/fakes/fake-remote.ts';

/** The demo fake carrier's signing secret (demo data only, like the demo passwords). */
const DEMO_CARRIER_SECRET = 'demo-carrier-signing-secret-2026';

/**
 * Demo mode with DEMO_FAKE_CARRIER (`npm start`): a fake carrier on a free 127.0.0.1 port for as
 * long as the server runs, and this process's carrier settings pointed at it (the demo runs one
 * process), so a relaunched pickup is booked, labelled and tracked out of the box.
 */
export async function startDemoFakeCarrier(ctx: AppContext): Promise<FakeRemote> {
  const fake = await startFakeRemote(DEMO_CARRIER_SECRET, fakeCarrierHandler().handler);
  ctx.config.CARRIER_END_POINT = fake.url;
  ctx.config.CARRIER_SECRET = DEMO_CARRIER_SECRET;
  ctx.log.info({ url: fake.url }, 'demo fake carrier listening');
  return fake;
}

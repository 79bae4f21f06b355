import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifySignature,
} from '../../platform/adapters/signing.ts';

/**
 * How a fake outside system behaves: answer properly, fail the first N calls with a 503, never
 * answer (hangs until the caller gives up), or answer something that is not JSON.
 */
export type FakeBehaviour =
  | { kind: 'ok' }
  | { kind: 'failFirst'; times: number }
  | { kind: 'hang' }
  | { kind: 'garbage' };

export interface ReceivedCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether the signature verified with the fake's secret. */
  signed: boolean;
}

export interface FakeRemote {
  url: string;
  calls: ReceivedCall[];
  behaviour: FakeBehaviour;
  close: () => Promise<void>;
}

export type FakeHandler = (call: ReceivedCall) => { status: number; body: unknown };

/**
 * A small HTTP server on 127.0.0.1 standing for an outside system in tests and in the demo. It
 * checks every request's signature (401 when it does not verify) and answers a repeated
 * idempotency key with the first answer, as a real API promising idempotency does.
 */
export async function startFakeRemote(
  secret: string,
  handle: FakeHandler,
  options: { port?: number; behaviour?: FakeBehaviour } = {},
): Promise<FakeRemote> {
  const calls: ReceivedCall[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const hanging = new Set<http.ServerResponse>();
  let failures = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const call: ReceivedCall = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
        signed: verifySignature(secret, {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          body,
          timestamp: header(TIMESTAMP_HEADER),
          signature: header(SIGNATURE_HEADER),
        }),
      };
      calls.push(call);
      const send = (status: number, payload: unknown, raw = false) => {
        res.writeHead(status, { 'content-type': raw ? 'text/html' : 'application/json' });
        res.end(raw ? String(payload) : JSON.stringify(payload));
      };
      const behaviour = fake.behaviour;
      if (behaviour.kind === 'hang') {
        hanging.add(res);
        return;
      }
      if (behaviour.kind === 'garbage')
        return send(200, '<html>Service temporarily unavailable</html>', true);
      if (behaviour.kind === 'failFirst' && failures < behaviour.times) {
        failures++;
        return send(503, { message: 'try again later' });
      }
      if (!call.signed) return send(401, { message: 'bad signature' });
      const key = header(IDEMPOTENCY_HEADER);
      const earlier = key ? answered.get(`${call.method} ${key}`) : undefined;
      if (earlier) return send(earlier.status, earlier.body);
      const answer = handle(call);
      if (key) answered.set(`${call.method} ${key}`, answer);
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeRemote = {
    url: `http://127.0.0.1:${port}/api/`,
    calls,
    behaviour: options.behaviour ?? { kind: 'ok' },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/** A fake CRM (docs/integrations.md): clients by VAT, created once per idempotency key, and agents. */
export function fakeCrmHandler() {
  const clients = new Map<string, { id: string; name: string; vat: string }>();
  const state = { creations: 0 };
  const handler: FakeHandler = (call) => {
    const url = new URL(call.path, 'http://fake');
    if (call.method === 'GET' && url.pathname.endsWith('/clients')) {
      return { status: 200, body: { client: clients.get(url.searchParams.get('vat') ?? '') ?? null } };
    }
    const byId = /\/clients\/([^/]+)$/.exec(url.pathname);
    if (call.method === 'GET' && byId) {
      const id = decodeURIComponent(byId[1]!);
      return { status: 200, body: { client: [...clients.values()].find((c) => c.id === id) ?? null } };
    }
    if (call.method === 'POST' && url.pathname.endsWith('/clients')) {
      const sent = JSON.parse(call.body) as { name: string; vat: string };
      let client = clients.get(sent.vat);
      if (!client) {
        state.creations++;
        client = { id: `CRM-${randomUUID().slice(0, 8).toUpperCase()}`, name: sent.name, vat: sent.vat };
      }
      client = { ...client, name: sent.name };
      clients.set(sent.vat, client);
      return { status: 200, body: { client } };
    }
    if (call.method === 'GET' && url.pathname.endsWith('/agents')) {
      return {
        status: 200,
        body: {
          agents: [
            { code: 'AG-014', name: 'Lucía', surname: 'Fernández Ortega' },
            { code: 'AG-022', name: 'Marco', surname: 'Bianchi' },
            { code: 'AG-031', name: 'Inês', surname: 'Carvalho' },
          ],
        },
      };
    }
    return { status: 404, body: { message: 'not found' } };
  };
  return { handler, clients, state };
}

/** A fake A3: takes products and orders, answers an order number per order. */
export function fakeA3Handler() {
  const state = { products: 0, orders: 0 };
  const handler: FakeHandler = (call) => {
    const url = new URL(call.path, 'http://fake');
    const sent = JSON.parse(call.body || '{}') as { products?: unknown[] };
    if (call.method === 'POST' && url.pathname.endsWith('/products')) {
      state.products += sent.products?.length ?? 0;
      return { status: 200, body: { received: sent.products?.length ?? 0 } };
    }
    if (call.method === 'POST' && url.pathname.endsWith('/orders')) {
      state.orders++;
      return { status: 200, body: { order_number: `A3-${String(24000 + state.orders).padStart(8, '0')}` } };
    }
    return { status: 404, body: { message: 'not found' } };
  };
  return { handler, state };
}

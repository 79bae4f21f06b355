import { describe, expect, it, vi } from 'vitest';
import { createGatewayClient, type SessionBridge } from './gateway-client.ts';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Answer = Response | (() => Response) | Error;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(answers: Answer[], session: Partial<SessionBridge> = {}, timeZone?: () => string) {
  const sent: Sent[] = [];
  const queue = [...answers];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const next = queue.shift();
    if (!next) throw new Error('no answer queued');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  let token: string | null = 'Bearer first';
  const bridge: SessionBridge = {
    token: () => token,
    refresh: vi.fn(async () => {
      token = 'Bearer second';
      return true;
    }),
    expire: vi.fn(),
    ...session,
  };
  const logger = { warn: vi.fn() };
  const client = createGatewayClient({
    baseUrl: '/api',
    apiKey: 'proboard-web',
    locale: () => 'fr',
    ...(timeZone && { timeZone }),
    session: bridge,
    fetch,
    logger,
  });
  return { client, sent, bridge, logger, fetch };
}

describe('gateway client', () => {
  it('sends private calls with apikey, locale and the stored bearer token', async () => {
    const { client, sent } = setup([jsonResponse(200, { user: { id: 1 } })]);
    const response = await client.get<{ user: { id: number } }>('mslogin.v1/auth/user', {
      query: { context: JSON.stringify({ currentPage: 1 }), empty: undefined },
    });
    expect(response).toEqual({ ok: true, status: 200, content: { user: { id: 1 } } });
    expect(sent[0]?.url).toBe('/api/mslogin.v1/auth/user?context=%7B%22currentPage%22%3A1%7D');
    expect(sent[0]?.headers.get('apikey')).toBe('proboard-web');
    expect(sent[0]?.headers.get('app-locale')).toBe('fr');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer first');
  });

  it('sends public calls without Authorization and never expires the session on their 401', async () => {
    const { client, sent, bridge } = setup([jsonResponse(401, { message: 'Wrong password' })]);
    const response = await client.post('msdashboard.v1-public/auth/login', {
      email: 'a@b.co',
      password: 'x',
    });
    expect(response).toEqual({ ok: false, status: 401, content: { message: 'Wrong password' } });
    expect(sent[0]?.headers.has('authorization')).toBe(false);
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(sent[0]?.body).toBe('{"email":"a@b.co","password":"x"}');
    expect(bridge.refresh).not.toHaveBeenCalled();
    expect(bridge.expire).not.toHaveBeenCalled();
  });

  it('refreshes once on a private 401 and repeats the call with the new token', async () => {
    const { client, sent, bridge } = setup([jsonResponse(401, {}), jsonResponse(200, { ok: 1 })]);
    const response = await client.put('msproduct.v1/manufacturers/3', { name: 'X' });
    expect(response.ok).toBe(true);
    expect(sent.map((call) => call.headers.get('authorization'))).toEqual(['Bearer first', 'Bearer second']);
    expect(sent[1]?.body).toBe('{"name":"X"}');
    expect(bridge.refresh).toHaveBeenCalledTimes(1);
    expect(bridge.expire).not.toHaveBeenCalled();
  });

  it('expires the session when the refresh fails', async () => {
    const { client, bridge } = setup([jsonResponse(401, { message: 'expired' })], {
      refresh: vi.fn(async () => false),
    });
    const response = await client.get('mslogin.v1/auth/user');
    expect(response).toEqual({ ok: false, status: 401, content: { message: 'expired' } });
    expect(bridge.expire).toHaveBeenCalledTimes(1);
  });

  it('expires the session when the repeated call is refused too', async () => {
    const { client, bridge } = setup([jsonResponse(401, {}), jsonResponse(401, {})]);
    await client.get('mslogin.v1/auth/user');
    expect(bridge.refresh).toHaveBeenCalledTimes(1);
    expect(bridge.expire).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between calls refused at the same time', async () => {
    const { client, bridge } = setup([
      jsonResponse(401, {}),
      jsonResponse(401, {}),
      jsonResponse(200, { a: 1 }),
      jsonResponse(200, { b: 2 }),
    ]);
    const [first, second] = await Promise.all([
      client.get('msproduct.v1/ranges'),
      client.get('msproduct.v1/systems'),
    ]);
    expect(first.ok && second.ok).toBe(true);
    expect(bridge.refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 alone when asked to (sign-out of an expired session)', async () => {
    const { client, bridge } = setup([jsonResponse(401, {})]);
    const response = await client.get('mslogin.v1/auth/logout', { expireOnUnauthorized: false });
    expect(response.status).toBe(401);
    expect(bridge.refresh).not.toHaveBeenCalled();
    expect(bridge.expire).not.toHaveBeenCalled();
  });

  it('answers a GET without body read by its status alone, the body left unread', async () => {
    const { client, logger } = setup([
      new Response('<html>not json', { status: 200 }),
      jsonResponse(500, {}),
    ]);
    expect(await client.getStatus('mslogin.v1/auth/logout')).toEqual({
      ok: true,
      status: 200,
      content: null,
    });
    expect(await client.getStatus('mslogin.v1/auth/logout')).toEqual({
      ok: false,
      status: 500,
      content: null,
    });
    // An answer that is not JSON is no parse failure here: nothing was parsed.
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('sends a DELETE body and reads its answer only when it is non-empty JSON', async () => {
    const { client, sent, logger } = setup([
      new Response(null, { status: 204 }),
      new Response('', { status: 200, headers: { 'content-type': 'application/json' } }),
      new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      new Response('{broken', { status: 200, headers: { 'content-type': 'application/json' } }),
      jsonResponse(200, { deleted: true }),
    ]);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await client.del('msloader.v1/exports/9', { reason: 'old' }));
    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.body).toBe('{"reason":"old"}');
    expect(answers.map((answer) => answer.content)).toEqual([null, null, null, null, { deleted: true }]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('posts multipart forms without forcing a content type', async () => {
    const { client, sent } = setup([jsonResponse(201, { id: 4 })]);
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'rows.csv');
    const response = await client.postMultipart('msloader.v1/imports', form);
    expect(response).toEqual({ ok: true, status: 201, content: { id: 4 } });
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers.has('content-type')).toBe(false);
  });

  it('downloads raw content', async () => {
    const { client } = setup([new Response('xlsx-bytes', { status: 200 })]);
    const response = await client.download('msproduct.v1/ranges/export');
    expect(response.ok).toBe(true);
    expect(response.ok && (await response.content.text())).toBe('xlsx-bytes');
  });

  it('sends the user’s time zone with every call, so an Excel download writes their local times', async () => {
    const told = setup([new Response('xlsx-bytes', { status: 200 })], {}, () => 'America/Bogota');
    await told.client.download('msproduct.v1/admin/articles/export');
    expect(told.sent[0]?.headers.get('app-timezone')).toBe('America/Bogota');

    const browser = setup([jsonResponse(200, {})]);
    await browser.client.get('msmarket.v1/admin/markets');
    expect(browser.sent[0]?.headers.get('app-timezone')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('answers status 0 when the server cannot be reached', async () => {
    const { client, logger } = setup([new TypeError('Failed to fetch')]);
    expect(await client.get('msmarket.v1/admin/markets')).toEqual({ ok: false, status: 0, content: null });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('lets an aborted call reject, so the cache can cancel it', async () => {
    const { client } = setup([new DOMException('aborted', 'AbortError')]);
    await expect(client.get('msmarket.v1/admin/markets')).rejects.toThrow('aborted');
  });
});

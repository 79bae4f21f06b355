import { DEFAULT_TIME_ZONE } from '@proboard/domain';
import type { ApiErrorBody, ApiResponse } from './api-response.ts';
import { type Endpoint, endpointUrl, isPublicEndpoint, type QueryParams } from './endpoint.ts';
import { type Logger, readJsonBody } from './response-body.ts';

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** False where a 401 is an expected answer, e.g. signing out of a session that already expired. */
  expireOnUnauthorized?: boolean;
}

/** What the client needs from the session, injected so the client stays free of storage and routing. */
export interface SessionBridge {
  /** The stored `Authorization` value (`Bearer <access_token>`), or null. */
  token(): string | null;
  /** Trades the refresh token for a new pair; false when there is none or the server refuses it. */
  refresh(): Promise<boolean>;
  /** Clears the session, tells the user and sends them to sign in (spec section 8). */
  expire(): void;
}

export interface GatewayClientConfig {
  /** Prefix of every call, `/api` on the server's own origin. */
  baseUrl: string;
  apiKey: string;
  locale(): string;
  /** The user's IANA time zone, sent as `app-timezone` (Excel times); the browser's by default. */
  timeZone?(): string;
  session: SessionBridge;
  fetch?: typeof fetch;
  logger?: Logger;
}

export interface GatewayClient {
  get<T>(endpoint: Endpoint, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Spec section 7's "GET without body read": only the status matters (sign-out); the body is left unread. */
  getStatus(endpoint: Endpoint, options?: RequestOptions): Promise<ApiResponse<null>>;
  post<T>(endpoint: Endpoint, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T>(endpoint: Endpoint, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  del<T = null>(endpoint: Endpoint, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T | null>>;
  postMultipart<T>(endpoint: Endpoint, form: FormData, options?: RequestOptions): Promise<ApiResponse<T>>;
  putMultipart<T>(endpoint: Endpoint, form: FormData, options?: RequestOptions): Promise<ApiResponse<T>>;
  download(endpoint: Endpoint, options?: RequestOptions): Promise<ApiResponse<Blob>>;
}

type Payload = { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData } | { kind: 'none' };
type Reader = 'json' | 'blob' | 'none';

const NONE: Payload = { kind: 'none' };
const json = (value: unknown): Payload => (value === undefined ? NONE : { kind: 'json', value });
const form = (value: FormData): Payload => ({ kind: 'form', value });

function asErrorBody(content: unknown): ApiErrorBody | null {
  return content !== null && typeof content === 'object' ? (content as ApiErrorBody) : null;
}

/** The browser's time zone (`Europe/Madrid`), or the company's when the browser names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createGatewayClient(config: GatewayClientConfig): GatewayClient {
  const logger = config.logger ?? console;
  const timeZone = config.timeZone ?? browserTimeZone;
  // Looked up on each call so tests (and polyfills) can replace the global after creation.
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshing: Promise<boolean> | null = null;

  function refreshOnce(): Promise<boolean> {
    refreshing ??= config.session
      .refresh()
      .catch((error: unknown) => {
        logger.warn('Token refresh failed', error);
        return false;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function send(
    method: string,
    url: string,
    payload: Payload,
    token: string | null,
    reader: Reader,
    signal?: AbortSignal,
  ): Promise<Response> {
    const headers = new Headers({
      apikey: config.apiKey,
      'app-locale': config.locale(),
      'app-timezone': timeZone(),
      Accept: reader === 'json' ? 'application/json' : '*/*',
    });
    if (token) headers.set('Authorization', token);
    let body: BodyInit | undefined;
    if (payload.kind === 'json') {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(payload.value);
    } else if (payload.kind === 'form') {
      // The browser sets the multipart boundary itself.
      body = payload.value;
    }
    return fetchImpl(url, { method, headers, body, signal });
  }

  async function call<T>(
    method: string,
    endpoint: Endpoint,
    payload: Payload,
    options: RequestOptions,
    reader: Reader,
  ): Promise<ApiResponse<T>> {
    const url = endpointUrl(config.baseUrl, endpoint, options.query);
    const isPrivate = !isPublicEndpoint(endpoint);
    let token = isPrivate ? config.session.token() : null;
    let response: Response;
    try {
      response = await send(method, url, payload, token, reader, options.signal);
      if (response.status === 401 && isPrivate && options.expireOnUnauthorized !== false) {
        const current = config.session.token();
        // Another call may have refreshed the pair while this one was in flight.
        const renewed = current !== null && current !== token ? true : await refreshOnce();
        if (renewed) {
          token = config.session.token();
          response = await send(method, url, payload, token, reader, options.signal);
        }
        if (response.status === 401) config.session.expire();
      }
    } catch (error) {
      if (isAbort(error)) throw error;
      logger.warn(`${method} ${url} did not reach the server`, error);
      return { ok: false, status: 0, content: null };
    }

    if (reader === 'none') {
      // Released unread: a body nobody reads would hold the connection until it is collected.
      await response.body?.cancel().catch(() => {});
      return response.ok
        ? { ok: true, status: response.status, content: null as T }
        : { ok: false, status: response.status, content: null };
    }
    if (response.ok && reader === 'blob') {
      return { ok: true, status: response.status, content: (await response.blob()) as T };
    }
    const content = await readJsonBody(response, logger);
    return response.ok
      ? { ok: true, status: response.status, content: content as T }
      : { ok: false, status: response.status, content: asErrorBody(content) };
  }

  return {
    get: (endpoint, options = {}) => call('GET', endpoint, NONE, options, 'json'),
    getStatus: (endpoint, options = {}) => call<null>('GET', endpoint, NONE, options, 'none'),
    post: (endpoint, body, options = {}) => call('POST', endpoint, json(body), options, 'json'),
    put: (endpoint, body, options = {}) => call('PUT', endpoint, json(body), options, 'json'),
    del: (endpoint, body, options = {}) => call('DELETE', endpoint, json(body), options, 'json'),
    postMultipart: (endpoint, data, options = {}) => call('POST', endpoint, form(data), options, 'json'),
    putMultipart: (endpoint, data, options = {}) => call('PUT', endpoint, form(data), options, 'json'),
    download: (endpoint, options = {}) => call('GET', endpoint, NONE, options, 'blob'),
  };
}

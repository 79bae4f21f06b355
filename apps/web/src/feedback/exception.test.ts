import { describe, expect, it } from 'vitest';
import { GatewayError } from '../api/gateway-error.ts';
import { errorsText, exceptionText } from './exception.ts';

describe('exception text', () => {
  it('writes field errors one per line', () => {
    expect(errorsText({ name: ['Too short', 'Taken'], slug: ['Invalid'] })).toBe(
      'name: Too short; Taken\nslug: Invalid',
    );
    expect(errorsText(['a', 'b'])).toBe('a\nb');
    expect(errorsText(undefined)).toBe('');
  });

  it('reads a gateway error', () => {
    const error = new GatewayError(422, { message: 'Check the form', errors: { az_iso: ['Taken'] } });
    expect(exceptionText(error, 'Fallback')).toEqual({ message: 'Check the form', errors: 'az_iso: Taken' });
    expect(exceptionText(new GatewayError(500, null), 'Fallback').message).toBe('Fallback');
  });

  it('reads an error body, an Error, text, or nothing useful', () => {
    expect(exceptionText({ message: 'Nope', errors: 'detail' }, 'F')).toEqual({
      message: 'Nope',
      errors: 'detail',
    });
    expect(exceptionText(new Error('Boom'), 'F')).toEqual({ message: 'Boom', errors: '' });
    expect(exceptionText('Plain', 'F')).toEqual({ message: 'Plain', errors: '' });
    expect(exceptionText(42, 'F')).toEqual({ message: 'F', errors: '' });
  });
});

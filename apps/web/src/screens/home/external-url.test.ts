import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './external-url.ts';

describe('external links of the home', () => {
  it('keeps web addresses', () => {
    expect(safeExternalUrl('https://academy.example.com')).toBe('https://academy.example.com/');
    expect(safeExternalUrl('http://intranet.local/a?b=1')).toBe('http://intranet.local/a?b=1');
  });

  it('drops anything else', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('/relative')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { MemoryCookieJar } from '../../cookies/memory-cookie-jar.test-helper.ts';
import { MemoryStorage } from '../../session/memory-storage.test-helper.ts';
import { takeSsoCallback } from '../../session/sso-callback.ts';
import { prepareEntryUrl } from './prepare-entry-url.ts';

function entryAt(pathname: string, search = '', hash = '') {
  return {
    location: { pathname, search, hash, origin: 'https://board.example.com' },
    history: { replaceState: vi.fn() },
  };
}

const stores = () => ({ cookies: new MemoryCookieJar(), storage: new MemoryStorage() });

describe('entry URL', () => {
  it('opens the media resource of a resourceId link and forgets it', () => {
    const s = stores();
    const entry = entryAt('/', '?resourceId=42');
    prepareEntryUrl(entry, s);
    expect(entry.history.replaceState).toHaveBeenCalledWith(null, '', '/mediaresources/42');
    expect(s.cookies.read()).toBe('');
  });

  it('opens the media resource a cookie kept from an earlier visit', () => {
    const s = stores();
    s.cookies.write('callback-resourceId=9; path=/');
    const entry = entryAt('/ranges');
    prepareEntryUrl(entry, s);
    expect(entry.history.replaceState).toHaveBeenCalledWith(null, '', '/mediaresources/9');
  });

  it('on /callback keeps the resource for after the sign-in and takes the code out of the address bar', () => {
    const s = stores();
    const entry = entryAt('/callback', '?code=abc&state=xyz&iss=https%3A%2F%2Fboard.example.com%2Foidc');
    s.cookies.write('callback-resourceId=42; path=/');
    prepareEntryUrl(entry, s);
    expect(entry.history.replaceState).toHaveBeenCalledTimes(1);
    expect(entry.history.replaceState).toHaveBeenCalledWith(null, '', '/callback');
    expect(s.cookies.read()).toBe('callback-resourceId=42');
    const received = takeSsoCallback();
    expect(received?.searchParams.get('code')).toBe('abc');
    expect(received?.searchParams.get('state')).toBe('xyz');
    expect(takeSsoCallback()).toBeNull();
  });

  it('on /callback without an answer of the provider keeps the resource and receives nothing', () => {
    const s = stores();
    const entry = entryAt('/callback', '?resourceId=42');
    prepareEntryUrl(entry, s);
    expect(entry.history.replaceState).not.toHaveBeenCalled();
    expect(s.cookies.read()).toBe('callback-resourceId=42');
    expect(takeSsoCallback()).toBeNull();
  });

  it('no longer accepts tokens in the fragment', () => {
    const entry = entryAt('/callback', '', '#access_token=aaaaaaaaaa&refresh_token=bbbbbbbbbb');
    prepareEntryUrl(entry, stores());
    expect(takeSsoCallback()).toBeNull();
  });

  it('leaves an ordinary URL alone', () => {
    const entry = entryAt('/ranges', '?page=2');
    prepareEntryUrl(entry, stores());
    expect(entry.history.replaceState).not.toHaveBeenCalled();
  });
});

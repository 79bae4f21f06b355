import { describe, expect, it, vi } from 'vitest';
import { MemoryCookieJar } from '../../cookies/memory-cookie-jar.test-helper.ts';
import { MemoryStorage } from '../../session/memory-storage.test-helper.ts';
import { takeSsoHandoff } from '../../session/sso-handoff.ts';
import { prepareEntryUrl } from './prepare-entry-url.ts';

function entryAt(pathname: string, search = '', hash = '') {
  return { location: { pathname, search, hash }, history: { replaceState: vi.fn() } };
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

  it('on /callback keeps the resource for after the hand-off and hides the tokens', () => {
    const s = stores();
    const entry = entryAt('/callback', '?resourceId=42', '#access_token=aaaaaaaaaa&refresh_token=bbbbbbbbbb');
    prepareEntryUrl(entry, s);
    expect(entry.history.replaceState).toHaveBeenCalledTimes(1);
    expect(entry.history.replaceState).toHaveBeenCalledWith(null, '', '/callback?resourceId=42');
    expect(s.cookies.read()).toBe('callback-resourceId=42');
    expect(takeSsoHandoff()?.access_token).toBe('aaaaaaaaaa');
  });

  it('leaves an ordinary URL alone', () => {
    const entry = entryAt('/ranges', '?page=2');
    prepareEntryUrl(entry, stores());
    expect(entry.history.replaceState).not.toHaveBeenCalled();
  });
});

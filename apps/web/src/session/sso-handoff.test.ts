import { describe, expect, it, vi } from 'vitest';
import { parseSsoHandoff, receiveSsoHandoff, takeSsoHandoff } from './sso-handoff.ts';

const access = 'a'.repeat(43);
const refresh = 'r'.repeat(43);

describe('SSO hand-off', () => {
  it('reads the token pair from the fragment', () => {
    expect(
      parseSsoHandoff(`#access_token=${access}&refresh_token=${refresh}&expires_in=3600&token_type=Bearer`),
    ).toEqual({
      access_token: access,
      refresh_token: refresh,
      expires_in: 3600,
    });
    expect(parseSsoHandoff(`access_token=${access}&refresh_token=${refresh}`)?.expires_in).toBeNull();
  });

  it('refuses an incomplete, stale, failed or odd hand-off', () => {
    expect(parseSsoHandoff('')).toBeNull();
    expect(parseSsoHandoff(`#access_token=${access}`)).toBeNull();
    expect(parseSsoHandoff(`#access_token=${access}&refresh_token=${refresh}&expires_in=0`)).toBeNull();
    expect(parseSsoHandoff(`#access_token=${access}&refresh_token=${refresh}&expires_in=soon`)).toBeNull();
    expect(parseSsoHandoff(`#access_token=${access}&refresh_token=${refresh}&token_type=mac`)).toBeNull();
    expect(
      parseSsoHandoff(`#error=access_denied&access_token=${access}&refresh_token=${refresh}`),
    ).toBeNull();
    expect(parseSsoHandoff(`#access_token=a%20b%3Cc%3Edefgh&refresh_token=${refresh}`)).toBeNull();
  });

  it('takes the hand-off out of the address bar at start-up, once', () => {
    const history = { replaceState: vi.fn() };
    receiveSsoHandoff(
      {
        pathname: '/callback',
        search: '?resourceId=7',
        hash: `#access_token=${access}&refresh_token=${refresh}`,
      },
      history,
    );
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/callback?resourceId=7');
    expect(takeSsoHandoff()?.access_token).toBe(access);
    expect(takeSsoHandoff()).toBeNull();
  });

  it('leaves other screens alone', () => {
    const history = { replaceState: vi.fn() };
    receiveSsoHandoff({ pathname: '/ranges', search: '', hash: `#access_token=${access}` }, history);
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(takeSsoHandoff()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { committedPath, trackCommittedLocation } from './location-history.ts';

type Listener = Parameters<Parameters<typeof trackCommittedLocation>[0]['subscribe']>[0];

describe('previous path', () => {
  it('is the location of the last finished navigation, not the one being guarded', () => {
    let listener: Listener = () => {};
    trackCommittedLocation({
      subscribe: (next) => {
        listener = next;
        return () => {};
      },
    });
    const at = (pathname: string, search = '') => ({
      pathname,
      search,
      hash: '',
      state: null,
      key: pathname,
    });
    listener({ initialized: false, location: at('/ranges'), navigation: { state: 'loading' } });
    expect(committedPath()).toBeNull();
    listener({ initialized: true, location: at('/ranges', '?page=2'), navigation: { state: 'idle' } });
    listener({ initialized: true, location: at('/ranges', '?page=2'), navigation: { state: 'loading' } });
    expect(committedPath()).toBe('/ranges?page=2');
  });
});

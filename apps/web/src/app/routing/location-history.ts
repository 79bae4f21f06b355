import type { Location } from 'react-router';

interface RouterLike {
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}

interface RouterStateLike {
  initialized: boolean;
  location: Location;
  navigation: { state: string };
}

let committed: string | null = null;

const pathOf = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`;

/**
 * Keeps the last location a navigation completed at. While the guards of a new navigation run, that
 * is the previous path, where a refused user goes back to (spec section 6).
 */
export function trackCommittedLocation(router: RouterLike): () => void {
  return router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') committed = pathOf(state.location);
  });
}

/** The previous path, or null on the first load. */
export function committedPath(): string | null {
  return committed;
}

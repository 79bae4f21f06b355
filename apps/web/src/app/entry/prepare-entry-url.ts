import {
  type CallbackResourceStores,
  saveCallbackResource,
  takeCallbackResourcePath,
} from '../../session/callback-resource.ts';
import { receiveSsoCallback } from '../../session/sso-callback.ts';

interface EntryWindow {
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>;
  history: Pick<History, 'replaceState'>;
}

/**
 * Settles the URL the app was entered with, before the router reads it: the single sign-on's code
 * leaves the address bar, a `resourceId` is saved, and a saved one opens its media resource
 * (SPEC-RULINGS). On /callback the media resource waits until the sign-in has finished.
 */
export function prepareEntryUrl(entry: EntryWindow = window, stores?: CallbackResourceStores): void {
  saveCallbackResource(entry.location.search, stores);
  receiveSsoCallback(entry.location, entry.history);
  if (entry.location.pathname === '/callback') return;
  const mediaResource = takeCallbackResourcePath(stores);
  if (mediaResource) entry.history.replaceState(null, '', mediaResource);
}

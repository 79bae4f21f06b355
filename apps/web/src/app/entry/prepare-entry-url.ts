import {
  type CallbackResourceStores,
  saveCallbackResource,
  takeCallbackResourcePath,
} from '../../session/callback-resource.ts';
import { receiveSsoHandoff } from '../../session/sso-handoff.ts';

interface EntryWindow {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState'>;
}

/**
 * Settles the URL the app was entered with, before the router reads it: the SSO hand-off leaves the
 * address bar, a `resourceId` is saved, and a saved one opens its media resource (SPEC-RULINGS).
 * On /callback the media resource waits until the hand-off has signed the user in.
 */
export function prepareEntryUrl(entry: EntryWindow = window, stores?: CallbackResourceStores): void {
  receiveSsoHandoff(entry.location, entry.history);
  saveCallbackResource(entry.location.search, stores);
  if (entry.location.pathname === '/callback') return;
  const mediaResource = takeCallbackResourcePath(stores);
  if (mediaResource) entry.history.replaceState(null, '', mediaResource);
}

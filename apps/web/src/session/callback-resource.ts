import {
  browserCookies,
  type CookieJar,
  readCookie,
  removeCookie,
  setCookie,
} from '../cookies/cookie-jar.ts';

/**
 * The `resourceId` hand-over of spec section 2 (SPEC-RULINGS): a link carrying `?resourceId=` keeps
 * the id in the cookie and the local key `callback-resourceId`; when the app loads with that cookie
 * it opens the media resource and removes it.
 */
export const CALLBACK_RESOURCE_KEY = 'callback-resourceId';
export const RESOURCE_ID_PARAM = 'resourceId';

/** Long enough for a sign-in round trip through the login service. */
const COOKIE_MAX_AGE_SECONDS = 60 * 60;
/** An id or code, never a path: it becomes a URL segment. */
const RESOURCE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface CallbackResourceStores {
  cookies: CookieJar;
  storage: Pick<Storage, 'setItem' | 'removeItem'>;
}

const browserStores = (): CallbackResourceStores => ({ cookies: browserCookies, storage: localStorage });

export function resourceIdFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(RESOURCE_ID_PARAM)?.trim() ?? '';
  return RESOURCE_ID.test(value) ? value : null;
}

/** Saves the query's `resourceId`, if any; true when one was saved. */
export function saveCallbackResource(search: string, stores = browserStores()): boolean {
  const id = resourceIdFromSearch(search);
  if (!id) return false;
  setCookie(stores.cookies, CALLBACK_RESOURCE_KEY, id, COOKIE_MAX_AGE_SECONDS);
  stores.storage.setItem(CALLBACK_RESOURCE_KEY, id);
  return true;
}

/** The saved media resource's details path, once: the cookie and the local key are removed. */
export function takeCallbackResourcePath(stores = browserStores()): string | null {
  const id = readCookie(stores.cookies.read(), CALLBACK_RESOURCE_KEY);
  if (id === null) return null;
  removeCookie(stores.cookies, CALLBACK_RESOURCE_KEY);
  stores.storage.removeItem(CALLBACK_RESOURCE_KEY);
  return RESOURCE_ID.test(id) ? mediaResourcePath(id) : null;
}

/**
 * The `mediaresources-details` route's path (a test holds it to the route table). Written out so
 * start-up code does not pull the whole route table into the sign-in's download.
 */
export function mediaResourcePath(id: string): string {
  return `/mediaresources/${encodeURIComponent(id)}`;
}

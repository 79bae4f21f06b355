import { buildPath } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { MemoryCookieJar } from '../cookies/memory-cookie-jar.test-helper.ts';
import {
  CALLBACK_RESOURCE_KEY,
  mediaResourcePath,
  resourceIdFromSearch,
  saveCallbackResource,
  takeCallbackResourcePath,
} from './callback-resource.ts';
import { MemoryStorage } from './memory-storage.test-helper.ts';

const stores = () => ({ cookies: new MemoryCookieJar(), storage: new MemoryStorage() });

describe('callback resource id', () => {
  it('accepts ids and codes, never paths or scripts', () => {
    expect(resourceIdFromSearch('?resourceId=42')).toBe('42');
    expect(resourceIdFromSearch('?a=1&resourceId=RES_9-b')).toBe('RES_9-b');
    expect(resourceIdFromSearch('?resourceId=')).toBeNull();
    expect(resourceIdFromSearch('?resourceId=..%2Fadmin')).toBeNull();
    expect(resourceIdFromSearch('?resourceId=%3Cscript%3E')).toBeNull();
    expect(resourceIdFromSearch('')).toBeNull();
  });

  it('keeps the id in the cookie and the local key of the same name', () => {
    const s = stores();
    expect(saveCallbackResource('?resourceId=42', s)).toBe(true);
    expect(s.cookies.cookies.get(CALLBACK_RESOURCE_KEY)).toBe('42');
    expect(s.storage.getItem(CALLBACK_RESOURCE_KEY)).toBe('42');
    expect(saveCallbackResource('?other=1', s)).toBe(false);
  });

  it('sends to the media resource once and removes the cookie and the key', () => {
    const s = stores();
    saveCallbackResource('?resourceId=42', s);
    expect(takeCallbackResourcePath(s)).toBe('/mediaresources/42');
    expect(s.cookies.read()).toBe('');
    expect(s.storage.getItem(CALLBACK_RESOURCE_KEY)).toBeNull();
    expect(takeCallbackResourcePath(s)).toBeNull();
  });

  it('opens the media resource details route of the route table', () => {
    expect(mediaResourcePath('RES_9')).toBe(buildPath('mediaresources-details', { id: 'RES_9' }));
  });

  it('drops a forged cookie without following it', () => {
    const s = stores();
    s.cookies.write(`${CALLBACK_RESOURCE_KEY}=..%2F..%2Flogin; path=/`);
    expect(takeCallbackResourcePath(s)).toBeNull();
    expect(s.cookies.read()).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { readCookie, removeCookie, setCookie } from './cookie-jar.ts';
import { MemoryCookieJar } from './memory-cookie-jar.test-helper.ts';

describe('cookies', () => {
  it('reads a cookie among others', () => {
    expect(readCookie('a=1; currentLocale=fr; b=2', 'currentLocale')).toBe('fr');
    expect(readCookie('a=1', 'currentLocale')).toBeNull();
    expect(readCookie('broken=%E0%A4%A', 'broken')).toBeNull();
  });

  it('writes encoded values for the whole site and removes them', () => {
    const writes: string[] = [];
    const jar = new MemoryCookieJar();
    const spy = {
      read: () => jar.read(),
      write: (value: string) => {
        writes.push(value);
        jar.write(value);
      },
    };
    setCookie(spy, 'callback-resourceId', 'a b', 60);
    expect(writes[0]).toBe('callback-resourceId=a%20b; path=/; max-age=60; SameSite=Lax');
    expect(readCookie(jar.read(), 'callback-resourceId')).toBe('a b');
    removeCookie(spy, 'callback-resourceId');
    expect(jar.read()).toBe('');
  });
});

/** `document.cookie` as an interface, so cookie logic can be tested without a browser. */
export interface CookieJar {
  /** All cookies, `a=1; b=2`. */
  read(): string;
  /** One `Set-Cookie`-like assignment, `name=value; path=/; max-age=60`. */
  write(assignment: string): void;
}

export const browserCookies: CookieJar = {
  read: () => document.cookie,
  write: (assignment) => {
    // biome-ignore lint/suspicious/noDocumentCookie: plain cookies are what the spec stores; no library for two keys.
    document.cookie = assignment;
  },
};

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function setCookie(jar: CookieJar, name: string, value: string, maxAgeSeconds: number): void {
  jar.write(`${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`);
}

export function removeCookie(jar: CookieJar, name: string): void {
  jar.write(`${name}=; path=/; max-age=0; SameSite=Lax`);
}

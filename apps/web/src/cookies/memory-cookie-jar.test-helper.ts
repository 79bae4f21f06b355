import type { CookieJar } from './cookie-jar.ts';

/** A cookie jar that honours `max-age=0` (removal), as a browser does; for unit tests. */
export class MemoryCookieJar implements CookieJar {
  readonly cookies = new Map<string, string>();

  read(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  write(assignment: string): void {
    const [pair = '', ...attributes] = assignment.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const removed = attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0');
    if (removed) this.cookies.delete(name);
    else this.cookies.set(name, pair.slice(separator + 1).trim());
  }
}

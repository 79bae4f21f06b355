import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

/** A free TCP port on 127.0.0.1, for a test app that must listen on its PUBLIC_URL (the issuer). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The browser's side of a code flow: a cookie jar and redirects followed by hand. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (value) this.cookies.set(pair!.slice(0, eq), value);
      else this.cookies.delete(pair!.slice(0, eq));
    }
    return res;
  }

  /** Follows redirects from `url` until one leaves `origin` (or a page answers); the last Location or URL. */
  async follow(url: string, origin: string): Promise<URL> {
    let current = new URL(url, origin);
    for (let hops = 0; hops < 10; hops++) {
      if (current.origin !== origin) return current;
      const res = await this.get(current.href);
      const location = res.headers.get('location');
      if (!location || res.status < 300 || res.status >= 400) return current;
      current = new URL(location, current);
      if (current.pathname === '/login') return current;
    }
    throw new Error('too many redirects');
  }
}

export const basicAuth = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

export const decodeJwt = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

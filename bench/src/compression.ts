import http from 'node:http';
import type { CpuPerRequest, Median } from './report.ts';

/** What browsers send: the load generator asks for compressed answers as they do. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** One list answer with and without the server's JSON compression (COMPRESS_MIN_BYTES=0 turns it off). */
export interface CompressionResult {
  endpoint: string;
  label: string;
  connections: number;
  /** Body bytes of one answer as sent. */
  answer: { plain: number; compressed: number; encoding: string | null };
  on: Median;
  off: Median;
  cpuOn: CpuPerRequest;
  cpuOff: CpuPerRequest;
}

/** The body of one answer as it leaves the server (node:http does not decompress), and its encoding. */
export function answerOnWire(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            encoding: (res.headers['content-encoding'] as string | undefined) ?? null,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningServer } from './server.ts';
import { API_KEY } from './server.ts';

export interface ExcelRun {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  bytes: number;
  /** Server RSS just before the request and its highest sample during the download (bytes). */
  rssBefore: number;
  rssPeak: number;
  growthBytes: number;
}

/** Downloads an export, sampling the server's resident memory every 20 ms meanwhile. */
export async function measureExcel(server: RunningServer, url: string, rows: number): Promise<ExcelRun> {
  const rssBefore = await server.rss();
  let rssPeak = rssBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeak = Math.max(rssPeak, await server.rss().catch(() => 0));
      await sleep(20);
    }
  })();
  const started = performance.now();
  let bytes = 0;
  try {
    const response = await fetch(url, {
      headers: { apikey: API_KEY, authorization: `Bearer ${server.token}` },
    });
    if (!response.ok || !response.body) throw new Error(`Excel download answered ${response.status}`);
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  } finally {
    sampling = false;
    await sampler;
  }
  const seconds = (performance.now() - started) / 1000;
  if (bytes < 1000) throw new Error(`The Excel download is only ${bytes} bytes`);
  return {
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    bytes,
    rssBefore,
    rssPeak,
    growthBytes: rssPeak - rssBefore,
  };
}

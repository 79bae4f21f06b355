import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

export interface FreshList {
  /** ms of the first request after a change: read afresh, its total kept. */
  first: number;
  /** ms of the second: a filtered list or a deep page reads its ids in order once. */
  second: number;
  /** ms of the third: a slice of the remembered ids (what the load then measures). */
  third: number;
}

/**
 * The load repeats one request, which list memory answers after the first few. What a user meets
 * right after somebody saved something is measured here: the channel the listed tables' triggers
 * notify (migration 0009) is notified by hand, so the server forgets every list, and the next three
 * requests are timed one by one.
 */
export async function afterAChange(
  db: pg.Client,
  url: string,
  headers: Record<string, string>,
): Promise<FreshList> {
  await db.query(`notify proboard_lists, 'bench'`);
  // The server hears it asynchronously: give it a moment, as a user's next click would.
  await sleep(50);
  const timed = async () => {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - start;
  };
  const first = await timed();
  const second = await timed();
  const third = await timed();
  return { first, second, third };
}

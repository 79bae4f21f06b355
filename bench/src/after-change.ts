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
 * right after somebody saved something is measured here: a change to every listed table is counted
 * by hand, so the server's next read of any list finds what it remembers stale, and the next three
 * requests are timed one by one.
 */
export async function afterAChange(
  db: pg.Client,
  url: string,
  headers: Record<string, string>,
): Promise<FreshList> {
  // A change to every listed table's rows, counted as their triggers count one (migration 0053).
  await db.query(`insert into change_versions (table_name, column_name, delta)
    select c.relname, p, 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
      cross join unnest(array['', '*']) p
    where g.tgname = c.relname || '_list_change'`);
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

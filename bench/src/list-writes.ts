import pg from 'pg';

export interface ListWrites {
  /** Writes committed so far. */
  count(): number;
  stop(): Promise<void>;
}

/**
 * A stream of changes to a listed table while a load runs ("under writes"): `perSecond` updates a
 * second, each editing the name of one row picked at random among the table's first 10,000 ids, as
 * staff editing records do (the name toggles a trailing mark, so every write changes it). Every
 * server process hears each write (the `_list_update` trigger's NOTIFY) and forgets the lists whose
 * selection or order read the name or the edit time: searches and lists sorted by name meet the
 * cold path that often.
 */
export async function startListWrites(
  databaseUrl: string,
  table: string,
  perSecond: number,
  /** The text column edited (a return has no name: its customer's name). */
  column = 'name',
): Promise<ListWrites> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ids = (
    await client.query<{ id: number }>(`select id from ${table} order by id limit 10000`)
  ).rows.map((r) => r.id);
  let written = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const id = ids[Math.floor(Math.random() * ids.length)];
    if (id === undefined) return;
    // One at a time: a write that waits for a lock is not followed by a queue of others.
    pending = pending
      .then(() =>
        client.query(
          `update ${table} set updated_at = now(),
             ${column} = case when ${column} like '% ·' then left(${column}, -2) else ${column} || ' ·' end where id = $1`,
          [id],
        ),
      )
      .then(() => {
        written++;
      });
  }, 1000 / perSecond);
  return {
    count: () => written,
    stop: async () => {
      clearInterval(timer);
      await pending.catch(() => {});
      await client.end();
    },
  };
}

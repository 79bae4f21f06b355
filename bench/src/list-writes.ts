import pg from 'pg';

export interface ListWrites {
  /** Writes committed so far (inserts and updates). */
  count(): number;
  /** Rows inserted so far (deleted again by `stop`). */
  inserted(): number;
  /** Stops writing and deletes the rows it inserted, so every measured list is as it was. */
  stop(): Promise<void>;
}

/**
 * A stream of changes to a listed table while a load runs ("under writes"), as staff make them all
 * day: `perSecond` writes a second, alternately a new row and an edit. A new row is a copy of a row
 * picked at random (as the duplicate action makes one), created and edited now, its unique texts
 * (codes, references, e-mails) given a suffix of this stream; so it is listed first wherever the
 * newest come first, and it changes every total, week counter, word posting and digit gram of its
 * table, which makes every list of the table stale. An edit changes the name of a row picked at random
 * among the table's first 10,000 ids (a trailing mark toggles, so every edit changes it), which makes
 * the lists whose selection or order read the name stale. `stop` deletes the new rows, so the next
 * measurement (and the floor's statements, worked out once) meet the same lists again.
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
  const insert = await copyStatement(client, table);
  // Unique within this stream and against a stream killed before it deleted its rows.
  const tag = ` bw${Date.now().toString(36)}`;
  const created: number[] = [];
  let written = 0;
  let failure: unknown = null;
  let pending: Promise<unknown> = Promise.resolve();
  const write = async (n: number) => {
    if (failure) return;
    const id = ids[Math.floor(Math.random() * ids.length)];
    if (id === undefined) return;
    if (n % 2 === 0) {
      // A table with no unique text (notifications) has no suffix to fill: PostgreSQL refuses an unused one.
      const copy = await client.query<{ id: number }>(
        insert,
        insert.includes('$2') ? [id, `${tag}-${n}`] : [id],
      );
      created.push(...copy.rows.map((r) => r.id));
    } else {
      await client.query(
        `update ${table} set updated_at = now(),
           ${column} = case when ${column} like '% ·' then left(${column}, -2) else coalesce(${column}, '') || ' ·' end
         where id = $1`,
        [id],
      );
    }
    written++;
  };
  let ticks = 0;
  const timer = setInterval(() => {
    const n = ticks++;
    // One connection, one write at a time, in order: a slow write delays the next ones.
    // The first failure stops the stream; `stop` reports it.
    pending = pending
      .then(() => write(n))
      .catch((error) => {
        failure ??= error;
      });
  }, 1000 / perSecond);
  return {
    count: () => written,
    inserted: () => created.length,
    stop: async () => {
      clearInterval(timer);
      try {
        await pending;
        const removed = await client.query(`delete from ${table} where id = any($1::int[])`, [created]);
        if (removed.rowCount !== created.length)
          throw new Error(
            `under writes: ${removed.rowCount} of the ${created.length} rows inserted into ${table} deleted`,
          );
      } finally {
        await client.end();
      }
      if (failure) throw new Error(`under writes: a write to ${table} failed`, { cause: failure });
    },
  };
}

/**
 * Tables whose rows a suffix cannot make unique: an ASIN is ten capitals and digits, one per article
 * and marketplace; a compatibility is one per article and model. A new one goes to the newest article not yet on the copied row's marketplace.
 */
const OWN_COPIES: Readonly<Record<string, string>> = {
  // A log row is one kind of error while unseen (its group, made from the message): a copy is a new kind.
  logs: `insert into logs (host, type, level, origin, message, context, request_id, user_id, user_ids, ip,
      user_agent, apikey, locale, market, count, last_seen_at, seen, seen_by, seen_at, created_at, updated_at)
    select t.host, t.type, t.level, t.origin, t.message || ' #' || $2, t.context, t.request_id, t.user_id,
      t.user_ids, t.ip, t.user_agent, t.apikey, t.locale, t.market, 1, now(), false, null, null, now(), now()
    from logs t where t.id = $1 returning id`,
  amazon_asins: `insert into amazon_asins (article_id, marketplace_id, asin, keywords, created_at, updated_at)
    select a.id, t.marketplace_id, 'BW' || upper(substr(md5($2), 1, 8)), t.keywords, now(), now()
    from amazon_asins t cross join lateral (select x.id from articles x where not exists (
      select 1 from amazon_asins y where y.article_id = x.id and y.marketplace_id = t.marketplace_id)
      order by x.id desc limit 1) a
    where t.id = $1 returning id`,
  // One compatibility per article and model: the copy goes to the newest article the model lacks.
  compatibilities: `insert into compatibilities (article_id, iu_model_id, compatibility_type_id, protocol_id, warnings,
      accessory_article_id, easyzone, notes, created_at, updated_at)
    select a.id, t.iu_model_id, t.compatibility_type_id, t.protocol_id, t.warnings, t.accessory_article_id,
      t.easyzone, 'bench' || $2, now(), now()
    from compatibilities t cross join lateral (select x.id from articles x where not exists (
      select 1 from compatibilities y where y.article_id = x.id and y.iu_model_id = t.iu_model_id)
      order by x.id desc limit 1) a
    where t.id = $1 returning id`,
};

/**
 * `insert into <table> ... select ... from <table> where id = $1 returning id`: every column but the
 * id and the generated ones copied, `created_at` and `updated_at` now, and each text column read by a
 * unique index (`az_iso`, a code, `lower(email)`) followed by `$2`. A table with a unique index on
 * no text column cannot be copied so: it is refused before the load starts.
 */
async function copyStatement(client: pg.Client, table: string): Promise<string> {
  const own = OWN_COPIES[table];
  if (own) return own;
  const columns = (
    await client.query<{ name: string; text: boolean }>(
      `select a.attname as name, t.typcategory = 'S' as text
         from pg_attribute a join pg_type t on t.oid = a.atttypid
        where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = '' and a.attidentity = '' and a.attname <> 'id'
        order by a.attnum`,
      [table],
    )
  ).rows;
  const uniques = (
    await client.query<{ definition: string }>(
      `select pg_get_indexdef(indexrelid) as definition from pg_index
        where indrelid = $1::regclass and indisunique and not indisprimary`,
      [table],
    )
  ).rows.map((r) => r.definition.slice(r.definition.indexOf(' USING ')));
  const reads = (definition: string, name: string) => new RegExp(`\\b${name}\\b`).test(definition);
  for (const definition of uniques) {
    if (!columns.some((c) => c.text && reads(definition, c.name)))
      throw new Error(`under writes: ${table} cannot be copied, ${definition} reads no text column`);
  }
  const quoted = (name: string) => `"${name}"`;
  const values = columns.map(({ name, text }) => {
    if (name === 'created_at' || name === 'updated_at') return 'now()';
    if (text && uniques.some((definition) => reads(definition, name))) return `t.${quoted(name)} || $2`;
    return `t.${quoted(name)}`;
  });
  return `insert into ${table} (${columns.map((c) => quoted(c.name)).join(', ')})
    select ${values.join(', ')} from ${table} t where t.id = $1 returning id`;
}

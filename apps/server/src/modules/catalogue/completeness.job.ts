import type { ItemKind } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/database.ts';
import { recomputeCompleteness } from './completeness.service.ts';

export const COMPLETENESS_QUEUE = 'catalogue.completeness';
/**
 * Every minute: items queued by the triggers of migration 0027 (a family's attribute types, a
 * market's languages) are recomputed soon after the change, without the change's own request
 * walking thousands of articles.
 */
const DRAIN_SCHEDULE = '* * * * *';
export const RATES_QUEUE = 'catalogue.completeness-rates';
/** Just after midnight: a rate whose first day is today now counts. */
const RATES_SCHEDULE = '5 0 * * *';
/** Items per transaction: a family of 20,000 articles is drained in short steps. */
const BATCH = 500;

/** Recomputes queued items, a batch per transaction, until none is left; returns how many. */
export async function drainCompletenessPending(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const rows = await tx.execute<{ item_kind: ItemKind; item_id: number }>(sql`
        delete from completeness_pending where (item_kind, item_id) in (
          select item_kind, item_id from completeness_pending limit ${BATCH} for update skip locked)
        returning item_kind, item_id`);
      for (const kind of ['article', 'product'] as const) {
        const ids = rows.rows.filter((row) => row.item_kind === kind).map((row) => row.item_id);
        if (ids.length) await recomputeCompleteness(tx, kind, ids);
      }
      return rows.rows.length;
    });
    done += taken;
    if (taken < BATCH) return done;
  }
}

/** Queues the articles whose rate starts today (it was not valid yesterday). */
export async function queueRatesStartingToday(db: Db) {
  await db.execute(sql`insert into completeness_pending (item_kind, item_id)
    select distinct 'article', r.article_id from article_rates r where r.valid_from = current_date
    on conflict do nothing`);
}

/** Rows of deleted products and articles (the table names its item by kind and id: no foreign key). */
export async function forgetDeletedItems(db: Db) {
  await db.execute(sql`delete from catalogue_completeness c where
    (c.item_kind = 'article' and not exists (select 1 from articles a where a.id = c.item_id))
    or (c.item_kind = 'product' and not exists (select 1 from products p where p.id = c.item_id))`);
}

export async function completenessJobs(ctx: AppContext) {
  for (const [queue, schedule] of [
    [COMPLETENESS_QUEUE, DRAIN_SCHEDULE],
    [RATES_QUEUE, RATES_SCHEDULE],
  ] as const) {
    await ctx.jobs.createQueue(queue, { name: queue, retryLimit: 0, policy: 'singleton' });
    await ctx.jobs.schedule(queue, schedule);
  }
  await ctx.jobs.work(COMPLETENESS_QUEUE, async () => {
    await drainCompletenessPending(ctx.db);
  });
  await ctx.jobs.work(RATES_QUEUE, async () => {
    await queueRatesStartingToday(ctx.db);
    await drainCompletenessPending(ctx.db);
    await forgetDeletedItems(ctx.db);
  });
}

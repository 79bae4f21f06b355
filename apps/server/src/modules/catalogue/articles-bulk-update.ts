import {
  type ArticleBulkChanges,
  articleBulkUpdateSchema,
  guardForAction,
  type ListContext,
} from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudits } from '../../platform/audit.ts';
import { batchJobView, defineBatchKind, enqueueBatchJob } from '../../platform/batch-jobs/batch-jobs.ts';
import { invalid } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { ListInputError, listConditions } from '../../platform/resources/list-engine/list-conditions.ts';
import { readContext } from '../../platform/resources/list-engine/list-context.ts';
import type { Queryable, Row } from '../../platform/resources/resource-store.ts';
import { articleStore } from './articles.store.ts';
import { completeActivations, recomputeCompleteness } from './completeness.service.ts';

/** What a bulk update job keeps: the selection (ids, or the list's search and filters) and the changes. */
interface ArticleBulkParams {
  ids?: number[];
  where?: Pick<ListContext, 'search' | 'filter'>;
  changes: ArticleBulkChanges;
}

const CHANGED_COLUMNS = [
  'altra_status_iso',
  'active',
  'blocked',
  'markets_available',
  'markets_active',
] as const;
type ArticleState = Row & { id: number; markets_available: number[]; markets_active: number[] };

function selection(params: ArticleBulkParams): SQL {
  if (params.ids) return sql`t.id = any(${sql.param(params.ids)}::int[])`;
  const context = { search: '', filter: {}, ...params.where } as ListContext;
  return sql.join([sql`true`, ...listConditions(articleStore, context)], sql` and `);
}

/** The article after the changes; markets: active implies available (activeWithinAvailable). */
export function changedArticle(article: ArticleState, changes: ArticleBulkChanges): ArticleState {
  const without = (list: number[], removed: number[] = []) => list.filter((m) => !removed.includes(m));
  const withAdded = (list: number[], added: number[] = []) =>
    [...new Set([...list, ...added])].sort((a, b) => a - b);
  const available = without(
    withAdded(
      withAdded(article.markets_available, changes.markets_available_add),
      changes.markets_active_add,
    ),
    changes.markets_available_remove,
  );
  const active = without(
    withAdded(article.markets_active, changes.markets_active_add),
    changes.markets_active_remove,
  ).filter((m) => available.includes(m));
  return {
    ...article,
    altra_status_iso: changes.altra_status_iso ?? article.altra_status_iso,
    active: changes.active ?? article.active,
    blocked: changes.blocked ?? article.blocked,
    markets_available: available,
    markets_active: active.sort((a, b) => a - b),
  };
}

const sameArticle = (a: ArticleState, b: ArticleState) =>
  CHANGED_COLUMNS.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

const pick = (article: ArticleState) => Object.fromEntries(CHANGED_COLUMNS.map((key) => [key, article[key]]));

export const articleBulkUpdate = defineBatchKind<ArticleBulkParams>({
  kind: 'articles.bulk-update',
  async count(db: Queryable, params) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from articles t where ${selection(params)}`,
    );
    return result.rows[0]!.n;
  },
  async nextBatch(tx, params, after, size) {
    const result = await tx.execute<ArticleState>(sql`
      select t.id, ${sql.raw(CHANGED_COLUMNS.map((c) => `t.${c}`).join(', '))} from articles t
      where ${selection(params)} and t.id > ${after}
      order by t.id limit ${size} for update of t`);
    return result.rows;
  },
  async apply(tx, params, rows, actor) {
    const wanted = (rows as ArticleState[]).map((before) => ({
      before,
      after: changedArticle(before, params.changes),
    }));
    // Issue 13: a market is made active only where the article is 100% complete.
    const changes = (await completeActivations(tx, wanted)).filter(
      ({ before, after }) => !sameArticle(before, after),
    );
    if (changes.length === 0) return 0;
    const values = changes.map(({ after }) => pick(after) as Row & { id?: number });
    changes.forEach(({ after }, i) => {
      values[i]!.id = after.id;
    });
    await tx.execute(sql`
      update articles t set altra_status_iso = v.altra_status_iso, active = v.active, blocked = v.blocked,
        markets_available = v.markets_available, markets_active = v.markets_active,
        updated_at = greatest(now(), t.updated_at + interval '1 millisecond')
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, altra_status_iso text,
        active boolean, blocked boolean, markets_available int[], markets_active int[])
      where t.id = v.id`);
    // Other markets, other requirements: the stored completeness follows the change.
    await recomputeCompleteness(
      tx,
      'article',
      changes.map(({ after }) => after.id),
    );
    await recordAudits(
      tx,
      actor,
      changes.map(({ before, after }) => ({
        event: 'updated' as const,
        type: 'articles',
        id: after.id,
        before: pick(before),
        after: pick(after),
      })),
    );
    return changes.length;
  },
});

/** `POST admin/articles/bulk-update`: checks the request and queues the job (202). */
export async function articleBulkUpdateRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    service: 'msproduct',
    path: 'admin/articles/bulk-update',
    guard: guardForAction('articles', 'edit'),
    summary:
      'Applies the same changes to the ticked articles or to every article of a filter, in the background',
    body: articleBulkUpdateSchema,
    status: 202,
    handler: async ({ body, app: ctx, actor, t }) => {
      const params: ArticleBulkParams = { changes: body.changes };
      if (body.ids?.length) params.ids = [...new Set(body.ids)];
      else {
        const { context } = readContext(articleStore, body.context);
        params.where = { search: context.search, filter: context.filter };
        try {
          selection(params);
        } catch (error) {
          if (error instanceof ListInputError) throw invalid({ [`context.${error.field}`]: [error.message] });
          throw error;
        }
      }
      const markets = [
        ...(body.changes.markets_available_add ?? []),
        ...(body.changes.markets_active_add ?? []),
      ];
      if (markets.length) {
        const known = await ctx.db.execute<{ id: number }>(
          sql`select id from markets where id = any(${sql.param(markets)}::int[])`,
        );
        const unknown = [...new Set(markets)].filter((m) => !known.rows.some((r) => r.id === m));
        if (unknown.length)
          throw invalid({ changes: [t('validations.unknownMarkets', { ids: unknown.join(', ') })] });
      }
      const job = await enqueueBatchJob(ctx.db, articleBulkUpdate, params, actor);
      return { batch_job: batchJobView(job, t) };
    },
  });
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BatchRunner, startBatchRunner } from '../../platform/batch-jobs/batch-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let catalogue: string;
let runner: BatchRunner | null = null;
let markets: number[];
const BULK_URL = '/api/msproduct.v1/admin/articles/bulk-update';

const startRunner = () => {
  runner = startBatchRunner(t.ctx, { size: 25, leaseSeconds: 30, pollMs: 50, pauseMs: 0, maxAttempts: 3 });
};

/** 60 articles BULKnn under one seeded product, no markets. */
async function createBulkArticles(prefix: string) {
  await t.db.execute(sql`
    insert into articles (az_iso, name, product_id, altra_status_iso)
    select ${prefix} || lpad(n::text, 2, '0'), 'Bulk article ' || n, (select min(id) from products), 'development'
    from generate_series(1, 60) n`);
  const rows = await t.db.execute<{ id: number }>(
    sql`select id from articles where az_iso like ${`${prefix}%`} order by id`,
  );
  return rows.rows.map((r) => r.id);
}

async function articlesOf(ids: number[]) {
  const rows = await t.db.execute<Record<string, unknown>>(sql`
    select id, altra_status_iso, active, blocked, markets_available, markets_active from articles
    where id = any(${sql.param(ids)}::int[]) order by id`);
  return rows.rows;
}

async function job(id: number, token = admin) {
  return t.request({ method: 'GET', url: `/api/msloader.v1/batch-jobs/${id}`, token });
}

async function finished(id: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const current = (await job(id)).json().batch_job;
    if (['done', 'failed', 'cancelled'].includes(current.status)) return current;
    if (Date.now() > until) throw new Error(`batch job ${id} still ${current.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  catalogue = await t.signIn('catalogue@proboard.local');
  markets = (await t.db.execute<{ id: number }>(sql`select id from markets order by id limit 3`)).rows.map(
    (r) => r.id,
  );
  expect(markets).toHaveLength(3);
  startRunner();
});
afterAll(async () => {
  await runner?.stop();
  await t.close();
});

describe('articles bulk update (a batch job)', () => {
  it('changes every article of a filter, batch by batch, with one audit row per changed article', async () => {
    const ids = await createBulkArticles('BULKF');
    const others = await articlesOf(
      (
        await t.db.execute<{ id: number }>(sql`select id from articles where az_iso not like 'BULKF%'`)
      ).rows.map((r) => r.id),
    );
    const res = await t.request({
      method: 'POST',
      url: BULK_URL,
      token: catalogue,
      payload: {
        context: JSON.stringify({ filter: { az_iso: 'BULKF' }, currentPage: 3, sortBy: 'name' }),
        changes: {
          altra_status_iso: 'eol',
          blocked: true,
          markets_available_add: [markets[0]],
          markets_active_add: [markets[1]],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().batch_job).toMatchObject({
      status: 'queued',
      processed: 0,
      kind: 'articles.bulk-update',
    });

    const done = await finished(res.json().batch_job.id);
    expect(done).toMatchObject({
      status: 'done',
      total: 60,
      processed: 60,
      changed: 60,
      attempts: 1,
      error: null,
    });
    for (const article of await articlesOf(ids)) {
      expect(article).toMatchObject({
        altra_status_iso: 'eol',
        blocked: true,
        active: true,
        markets_available: [markets[0], markets[1]].sort((a, b) => a! - b!),
        // Below 100% complete there (no image, rate...): not made active (completeness.test.ts).
        markets_active: [],
      });
    }
    // Nothing outside the filter moved.
    expect(await articlesOf(others.map((a) => a.id as number))).toEqual(others);

    const audits = await t.db.execute<{
      auditable_id: string;
      old_values: object;
      new_values: object;
      url: string;
    }>(sql`
      select auditable_id, old_values, new_values, url from audits
      where auditable_type = 'articles' and event = 'updated' and auditable_id = any(${sql.param(ids.map(String))}::text[])
        and request_id is distinct from 'demo-seed'`);
    expect(audits.rows).toHaveLength(60);
    expect(new Set(audits.rows.map((a) => a.auditable_id)).size).toBe(60);
    expect(audits.rows[0]).toMatchObject({
      url: `batch-jobs/${done.id}`,
      old_values: {
        altra_status_iso: 'development',
        blocked: false,
        markets_available: [],
      },
      new_values: {
        altra_status_iso: 'eol',
        blocked: true,
        markets_available: [markets[0], markets[1]].sort((a, b) => a! - b!),
      },
    });
    expect(audits.rows[0]!.old_values).not.toHaveProperty('active');
  });

  it('applies to the ticked ids; removing an available market also deactivates it; unchanged rows are not rewritten', async () => {
    const ids = await createBulkArticles('BULKI');
    await t.db.execute(sql`
      update articles set markets_available = ${sql.param([markets[0], markets[2]])}::int[], markets_active = ${sql.param([markets[0]])}::int[]
      where id = any(${sql.param(ids.slice(0, 10))}::int[])`);
    const res = await t.request({
      method: 'POST',
      url: BULK_URL,
      token: admin,
      payload: { ids: [...ids.slice(0, 10), ids[0]], changes: { markets_available_remove: [markets[0]] } },
    });
    expect(res.statusCode, res.body).toBe(202);
    const done = await finished(res.json().batch_job.id);
    expect(done).toMatchObject({ status: 'done', total: 10, processed: 10, changed: 10 });
    for (const article of await articlesOf(ids.slice(0, 10)))
      expect(article).toMatchObject({ markets_available: [markets[2]], markets_active: [] });

    // The same change again: nothing to do, no audit row.
    const again = await t.request({
      method: 'POST',
      url: BULK_URL,
      token: admin,
      payload: { ids: ids.slice(0, 10), changes: { markets_available_remove: [markets[0]] } },
    });
    expect(await finished(again.json().batch_job.id)).toMatchObject({ processed: 10, changed: 0 });
    const audits = await t.db.execute(
      sql`select 1 from audits where url = ${`batch-jobs/${again.json().batch_job.id}`}`,
    );
    expect(audits.rows).toHaveLength(0);
  });

  it('refuses bad requests with clear field errors and queues nothing', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from batch_jobs`);
    const cases: [object, string][] = [
      [{ ids: [1], changes: {} }, 'changes'],
      [{ changes: { active: false } }, 'ids'],
      [{ ids: [1], context: '{}', changes: { active: false } }, 'context'],
      [
        {
          ids: [1],
          changes: { markets_available_add: [markets[0]], markets_available_remove: [markets[0]] },
        },
        'changes.markets_available_remove',
      ],
      [
        { ids: [1], changes: { markets_active_add: [markets[0]], markets_available_remove: [markets[0]] } },
        'changes.markets_active_add',
      ],
      [{ ids: [1], changes: { altra_status_iso: 'retired' } }, 'changes.altra_status_iso'],
      [{ ids: [1], changes: { markets_available_add: [999_999] } }, 'changes'],
      [{ context: JSON.stringify({ filter: { nope: 'x' } }), changes: { active: false } }, 'context'],
      [{ context: 'not json', changes: { active: false } }, 'context'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.request({ method: 'POST', url: BULK_URL, token: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
    }
    const unknown = await t.request({
      method: 'POST',
      url: BULK_URL,
      token: admin,
      headers: { 'app-locale': 'en' },
      payload: { ids: [1], changes: { markets_available_add: [999_999] } },
    });
    expect(unknown.json().errors.changes).toEqual(['Some markets do not exist: 999999']);
    const readonly = await t.signIn('readonly@proboard.local');
    const refused = await t.request({
      method: 'POST',
      url: BULK_URL,
      token: readonly,
      payload: { ids: [1], changes: { active: false } },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.db.execute(sql`select count(*)::int as n from batch_jobs`)).rows).toEqual(before.rows);
  });

  it('shows a job to whoever started it and to super administrators only; cancels an unfinished job once', async () => {
    await runner!.stop();
    try {
      const res = await t.request({
        method: 'POST',
        url: BULK_URL,
        token: admin,
        payload: { context: '{}', changes: { active: false } },
      });
      const id = res.json().batch_job.id as number;
      expect((await job(id, catalogue)).statusCode).toBe(404);
      // Each user's list of unfinished jobs holds their own only (a screen follows them again there).
      const unfinished = async (token: string) => {
        const listed = await t.request({
          method: 'GET',
          url: '/api/msloader.v1/batch-jobs?kind=articles.bulk-update&unfinished=true',
          token,
        });
        expect(listed.statusCode).toBe(200);
        return listed.json().batch_jobs as { id: number; status: string; created_at: string }[];
      };
      const mine = await unfinished(admin);
      expect(mine.map((row) => row.id)).toContain(id);
      expect(mine.find((row) => row.id === id)).toMatchObject({
        status: 'queued',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect((await unfinished(catalogue)).map((row) => row.id)).not.toContain(id);
      const badQuery = await t.request({
        method: 'GET',
        url: '/api/msloader.v1/batch-jobs?unfinished=maybe',
        token: admin,
      });
      expect(badQuery.statusCode).toBe(422);
      const cancelUrl = `/api/msloader.v1/batch-jobs/${id}/cancel`;
      expect((await t.request({ method: 'POST', url: cancelUrl, token: catalogue })).statusCode).toBe(404);
      const cancelled = await t.request({ method: 'POST', url: cancelUrl, token: admin });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().batch_job).toMatchObject({ status: 'cancelled', processed: 0 });
      expect((await unfinished(admin)).map((row) => row.id)).not.toContain(id);
      const again = await t.request({
        method: 'POST',
        url: cancelUrl,
        token: admin,
        headers: { 'app-locale': 'en' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('The job has already finished');
      expect((await job(999_999)).statusCode).toBe(404);
    } finally {
      startRunner();
    }
    // The cancelled job never ran: no article was deactivated.
    const inactive = await t.db.execute(sql`select 1 from articles where active = false`);
    expect(inactive.rows).toHaveLength(0);
  });

  it('resumes a job whose process died from its checkpoint, and fails one interrupted too often', async () => {
    const ids = await createBulkArticles('BULKR');
    const params = {
      where: { search: '', filter: { az_iso: 'BULKR' } },
      changes: { altra_status_iso: 'beta' },
    };
    // A job a dead process left at article 30: its lease expired a minute ago.
    const orphan = await t.db.execute<{ id: number }>(sql`
      insert into batch_jobs (kind, params, status, total, processed, changed, checkpoint, attempts, lease_owner, lease_expires_at, created_by)
      values ('articles.bulk-update', ${JSON.stringify(params)}::jsonb, 'running', 60, 30, 30, ${ids[29]}, 1, 'dead-host:1:x', now() - interval '1 minute', 1)
      returning id`);
    const resumed = await finished(orphan.rows[0]!.id);
    // changed: the 30 the dead process reported, and the 30 done now.
    expect(resumed).toMatchObject({ status: 'done', total: 60, processed: 60, changed: 60, attempts: 2 });
    const articles = await articlesOf(ids);
    expect(articles.slice(0, 30).every((a) => a.altra_status_iso === 'development')).toBe(true);
    expect(articles.slice(30).every((a) => a.altra_status_iso === 'beta')).toBe(true);

    const tooOften = await t.db.execute<{ id: number }>(sql`
      insert into batch_jobs (kind, params, status, total, processed, checkpoint, attempts, lease_owner, lease_expires_at, created_by)
      values ('articles.bulk-update', ${JSON.stringify(params)}::jsonb, 'running', 60, 30, ${ids[29]}, 3, 'dead-host:1:x', now() - interval '1 minute', 1)
      returning id`);
    const failed = await finished(tooOften.rows[0]!.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, processed: 30 });
    expect(failed.error).toBe('Interrumpido 3 veces; detenido tras 30 de 60');

    // A job another live process holds is left alone.
    const held = await t.db.execute<{ id: number }>(sql`
      insert into batch_jobs (kind, params, status, attempts, lease_owner, lease_expires_at, created_by)
      values ('articles.bulk-update', ${JSON.stringify(params)}::jsonb, 'running', 1, 'other-host:1:x', now() + interval '1 minute', 1)
      returning id`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await job(held.rows[0]!.id)).json().batch_job).toMatchObject({ status: 'running', attempts: 1 });
  });
});

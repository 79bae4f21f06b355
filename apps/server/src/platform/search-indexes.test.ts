import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A GIN index with a pending list (PostgreSQL's default) makes every search read that whole list, up
 * to 4 MB of the writes since the last vacuum: a busy back-office's searches slowed down all day
 * (migration 0038). An index added later must be altered the same way in its migration.
 */
it('every GIN index takes writes at once (fastupdate off)', async () => {
  const indexes = await t.db.execute<{ name: string; options: string[] | null }>(sql`
    select c.relname as name, c.reloptions as options from pg_class c
    join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
    where a.amname = 'gin' and c.relkind = 'i' and n.nspname = current_schema()`);
  expect(indexes.rows.length).toBeGreaterThan(40);
  const pending = indexes.rows.filter((index) => !index.options?.includes('fastupdate=off'));
  expect(pending.map((index) => index.name)).toEqual([]);
});

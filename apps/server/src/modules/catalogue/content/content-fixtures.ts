import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';

/** Targets of the demo catalogue for the level tests: a range, one of its systems, one of its families... */
export interface LevelTargets {
  range: number;
  system: number;
  family: number;
  otherRange: number;
  product: number;
  article: number;
}

export async function demoTargets(t: TestApp): Promise<LevelTargets> {
  const tree = await t.db.execute<{ range: number; system: number; family: number }>(sql`
    select s.range_id as range, s.id as system, fs.family_id as family
    from family_systems fs join systems s on s.id = fs.system_id order by s.id limit 1`);
  const { range, system, family } = tree.rows[0]!;
  const other = await t.db.execute<{ id: number }>(
    sql`select id from ranges where id <> ${range} order by id limit 1`,
  );
  const product = await t.db.execute<{ id: number }>(sql`select id from products order by id limit 1`);
  const article = await t.db.execute<{ id: number }>(sql`select id from articles order by id limit 1`);
  return {
    range,
    system,
    family,
    otherRange: other.rows[0]!.id,
    product: product.rows[0]!.id,
    article: article.rows[0]!.id,
  };
}

import { sql } from 'drizzle-orm';
import { recomputeCompleteness } from '../modules/catalogue/completeness.service.ts';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The demo catalogue is written straight into its tables, not through the stores' saves: its
 * completeness is computed here once, for the items that have none yet (idempotent).
 */
export async function seedDemoCompleteness(tx: Tx) {
  for (const [kind, table] of [
    ['product', 'products'],
    ['article', 'articles'],
  ] as const) {
    const missing = await tx.execute<{ id: number }>(sql`select t.id from ${sql.raw(table)} t
      where not exists (select 1 from catalogue_completeness c where c.item_kind = ${kind} and c.item_id = t.id)
      order by t.id`);
    await recomputeCompleteness(
      tx,
      kind,
      missing.rows.map((row) => row.id),
    );
  }
}

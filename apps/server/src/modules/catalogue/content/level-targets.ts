import { type SQL, sql } from 'drizzle-orm';
import { anyColumnContains } from '../../../platform/resources/list-engine/search-conditions.ts';
import type { ResourceStore, Row, Tx } from '../../../platform/resources/resource-store.ts';
import { articleStore } from '../articles.store.ts';
import { productStore } from '../products.store.ts';

type Errors = Record<string, string[]>;
const UNKNOWN_REFERENCE = 'validations.in_array';

/** Table of each target key. */
const TARGET_TABLES = {
  range_id: 'ranges',
  system_id: 'systems',
  family_id: 'families',
  product_id: 'products',
  article_id: 'articles',
} as const;
type TargetKey = keyof typeof TARGET_TABLES;
/** The targets searched through their search text: the others keep a trigram index per column. */
const SEARCH_TEXT_TARGETS: Partial<Record<TargetKey, ResourceStore>> = {
  product_id: productStore,
  article_id: articleStore,
};

async function exists(tx: Tx, table: string, id: number): Promise<boolean> {
  const found = await tx.execute(sql`select 1 from ${sql.raw(`"${table}"`)} where id = ${id}`);
  return found.rows.length > 0;
}

/**
 * The targets of a FAQ, doc or autodiagnosis exist and agree with each other: the system belongs to
 * the range, the family to the system (a family hangs from systems through family_systems).
 */
export async function validateLevelTargets(tx: Tx, body: Row, keys: readonly TargetKey[]): Promise<Errors> {
  const errors: Errors = {};
  for (const key of keys) {
    const id = body[key];
    if (typeof id === 'number' && !(await exists(tx, TARGET_TABLES[key], id)))
      errors[key] = [UNKNOWN_REFERENCE];
  }
  const { range_id: range, system_id: system, family_id: family } = body as Record<TargetKey, number | null>;
  if (range && system && !errors.range_id && !errors.system_id) {
    const inRange = await tx.execute(sql`select 1 from systems where id = ${system} and range_id = ${range}`);
    if (!inRange.rows.length) errors.system_id = ['validations.systemNotInRange'];
  }
  if (system && family && !errors.system_id && !errors.family_id) {
    const inSystem = await tx.execute(
      sql`select 1 from family_systems where family_id = ${family} and system_id = ${system}`,
    );
    if (!inSystem.rows.length) errors.family_id = ['validations.familyNotInSystem'];
  }
  return errors;
}

const nameOf = (table: string, key: string) =>
  `(select x.az_iso || ' - ' || x.name from ${table} x where x.id = t.${key})`;

/**
 * The list's `target` column: what the record is associated with, as "range › system › family", the
 * product or the article. Trusted SQL over the row `t`.
 */
export function targetLabel(keys: readonly TargetKey[]): string {
  const parts = keys.map((key) => nameOf(TARGET_TABLES[key], key));
  return `concat_ws(' › ', ${parts.join(', ')})`;
}

/**
 * Filtering by target: the code or name of any target, each through an indexed subquery on the
 * related table and the record's index on that target column (not a per-row expression).
 */
export function targetFilter(keys: readonly TargetKey[]) {
  return (pattern: string): SQL =>
    sql`(${sql.join(
      keys.map(
        (key) =>
          sql`${sql.raw(`t.${key}`)} in (select x.id from ${sql.raw(TARGET_TABLES[key])} x
            where ${anyColumnContains('x', ['name', 'az_iso'], pattern, SEARCH_TEXT_TARGETS[key])})`,
      ),
      sql` or `,
    )})`;
}

import { returns, returnWorkflow } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { listColumnsOf } from '../../platform/resources/list-columns.ts';
import type { ResourceStore, Row } from '../../platform/resources/resource-store.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';
import type { WorkflowStore } from '../../platform/workflows/workflow-store.ts';
import { RETURN_EFFECTS } from './return-effects.ts';
import { sampleReturn } from './return-sample.ts';
import { returns as returnsTable } from './returns.tables.ts';

/** The value a LIKE pattern was made from (search-conditions.ts escapes `\`, `%` and `_`, and wraps it in `%`). */

export const returnsStore: ResourceStore = {
  definition: returns,
  table: 'returns',
  listColumns: listColumnsOf(returns, returnsTable),
  // A state tab reads its total from counters (migration 0036).
  countedColumns: ['status'],
  // A deep page starts at its week (migration 0038).
  weekCounted: { column: 'created_at' },
  // Searched through one lower-cased column and its one trigram index (migration 0039).
  searchText: true,
  // A search is totalled from the postings of its words (migration 0041).
  searchWords: true,
  // No route writes a return's columns: transitions, lines and comments change it.
  writable: [],
  uniques: { returns_code_key: 'code' },
  hooks: {
    attach: async (db, record): Promise<Row> => {
      const lines =
        await db.execute<Row>(sql`select * from return_lines where return_id = ${record.id as number}
        order by id`);
      return { ...record, lines: serializeRows(lines) };
    },
  },
};

export const returnsWorkflowStore: WorkflowStore = {
  workflow: returnWorkflow,
  store: returnsStore,
  effects: RETURN_EFFECTS,
  sample: sampleReturn,
};

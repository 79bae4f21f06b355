import type pg from 'pg';
import type { Statement } from './queries.ts';

export interface PlanSummary {
  /** `EXPLAIN (ANALYZE, BUFFERS)` as PostgreSQL prints it. */
  text: string;
  executionMs: number;
  /** Each scan: `Index Only Scan articles_created_at_desc_id_index`, `Seq Scan products`... */
  scans: string[];
  /** Sequential scans of tables with more than SEQ_SCAN_ROWS rows: a list query that uses no index. */
  seqScans: string[];
}

/** A table this small is read in a page or two; a sequential scan of it is the planner's right call. */
export const SEQ_SCAN_ROWS = 1000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export async function explain(client: pg.ClientBase, statement: Statement): Promise<PlanSummary> {
  const json = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    `explain (analyze, buffers, format json) ${statement.text}`,
    statement.params,
  );
  const text = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.text}`,
    statement.params,
  );
  const root = json.rows[0]!['QUERY PLAN'][0];
  const relations = new Set<string>();
  const scans: string[] = [];
  walk(root.Plan, (n) => {
    // A branch the executor never ran (the count(*) fallback of a counted total) is no scan.
    if (!/Scan/.test(n['Node Type']) || n['Node Type'] === 'Subquery Scan' || n['Actual Loops'] === 0) return;
    const target = n['Index Name'] ?? n['Relation Name'] ?? '';
    scans.push(`${n['Node Type']} ${target}`.trim());
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name']) relations.add(n['Relation Name']);
  });
  const big = relations.size
    ? await client.query<{ relname: string }>(
        'select relname from pg_class where relname = any($1) and reltuples > $2',
        [[...relations], SEQ_SCAN_ROWS],
      )
    : { rows: [] };
  return {
    text: text.rows.map((r) => r['QUERY PLAN']).join('\n'),
    executionMs: root['Execution Time'],
    scans: [...new Set(scans)],
    seqScans: big.rows.map((r) => r.relname),
  };
}

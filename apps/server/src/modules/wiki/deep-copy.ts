import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/resources/resource-store.ts';

/** What a copy of each level carries besides its parent, and the level below it. */
const COPIES = {
  sections: {
    table: 'digital_sections',
    parentKey: 'book_id',
    columns: 'position, translations',
    below: 'subsections',
  },
  subsections: {
    table: 'digital_subsections',
    parentKey: 'section_id',
    columns: 'position, translations',
    below: 'contents',
  },
  contents: {
    table: 'digital_contents',
    parentKey: 'subsection_id',
    columns: 'position, translations, active',
    below: null,
  },
} as const;

export type CopyLevel = keyof typeof COPIES;

/**
 * Copies every child of `sourceParent` at `level` (and, level by level, everything below them) under
 * `targetParent`, in the same order: the deep copy a duplicated book, section or subsection makes.
 * The target is new, so the copied positions are free. One statement per node copied.
 */
export async function copyChildren(tx: Tx, level: CopyLevel, sourceParent: number, targetParent: number) {
  const { table, parentKey, columns, below } = COPIES[level];
  const children = await tx.execute<{ id: number }>(
    sql.raw(`select id from "${table}" where "${parentKey}" = ${Number(sourceParent)} order by position`),
  );
  for (const child of children.rows) {
    const copy = await tx.execute<{ id: number }>(
      sql.raw(`insert into "${table}" ("${parentKey}", ${columns})
        select ${Number(targetParent)}, ${columns} from "${table}" where id = ${Number(child.id)} returning id`),
    );
    // A child deleted meanwhile by another transaction is not copied (nor is what was under it).
    const copied = copy.rows[0];
    if (below && copied) await copyChildren(tx, below, child.id, copied.id);
  }
}

import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';

export interface ContentsTableContent {
  id: number;
  title: string;
  position: number;
  active: boolean;
}
export interface ContentsTableSubsection {
  id: number;
  title: string;
  position: number;
  contents: ContentsTableContent[];
}
export interface ContentsTableSection {
  id: number;
  title: string;
  position: number;
  subsections: ContentsTableSubsection[];
}

const title = (alias: string) => sql.raw(`coalesce(nullif(${alias}.translations->'es'->>'title', ''), '')`);

/**
 * A book's whole table of contents, in order: sections > subsections > contents with their titles
 * and positions (no bodies). Three ordered reads by index, joined here; null for an unknown book.
 */
export async function contentsTable(db: Queryable, bookId: number) {
  const book = serializeRows(
    await db.execute(
      sql`select id, az_iso, ${title('b')} as title from digital_books b where id = ${bookId}`,
    ),
  )[0];
  if (!book) return null;
  const sections = (
    await db.execute<{ id: number; title: string; position: number }>(
      sql`select s.id, ${title('s')} as title, s.position from digital_sections s where s.book_id = ${bookId} order by s.position`,
    )
  ).rows;
  const ids = sections.map((s) => s.id);
  const subsections = (
    await db.execute<{ id: number; section_id: number; title: string; position: number }>(
      sql`select u.id, u.section_id, ${title('u')} as title, u.position from digital_subsections u
        where u.section_id = any(${sql.param(ids)}::int[]) order by u.section_id, u.position`,
    )
  ).rows;
  const contents = (
    await db.execute<{ id: number; subsection_id: number; title: string; position: number; active: boolean }>(
      sql`select c.id, c.subsection_id, ${title('c')} as title, c.position, c.active from digital_contents c
        where c.subsection_id = any(${sql.param(subsections.map((u) => u.id))}::int[]) order by c.subsection_id, c.position`,
    )
  ).rows;
  const byParent = <T>(rows: T[], key: (row: T) => number) => {
    const groups = new Map<number, T[]>();
    for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
    return groups;
  };
  const contentsOf = byParent(contents, (c) => c.subsection_id);
  const subsectionsOf = byParent(subsections, (u) => u.section_id);
  const tree: ContentsTableSection[] = sections.map((section) => ({
    id: section.id,
    title: section.title,
    position: section.position,
    subsections: (subsectionsOf.get(section.id) ?? []).map((u) => ({
      id: u.id,
      title: u.title,
      position: u.position,
      contents: (contentsOf.get(u.id) ?? []).map((c) => ({
        id: c.id,
        title: c.title,
        position: c.position,
        active: c.active,
      })),
    })),
  }));
  return { book, sections: tree };
}

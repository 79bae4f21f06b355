import type { WarrantyLineInput } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { fieldRefusal } from '../../platform/errors.ts';
import type { Queryable, Tx } from '../../platform/resources/resource-store.ts';

type Errors = Record<string, string[]>;

/** A line as it is stored: the article it names found in the catalogue. */
export type ResolvedLine = Omit<WarrantyLineInput, 'id' | 'article'> & {
  /** A line of this warranty kept (updated in place), or null for a new one. */
  id: number | null;
  article_id: number;
  article: string;
  article_name: string;
};

/** The unit a line claims: its article and its serial number, whatever the case typed. */
const unitKey = (articleId: number, serial: string) => `${articleId}\u0000${serial.toUpperCase()}`;

/**
 * The lines of a write checked against the catalogue and the other open warranties: every article
 * must exist, a unit (article and serial number) is named once, and no other open warranty may hold
 * it (the spec's "item already in another warranty"). Two writes racing for one unit both pass this
 * check; the partial unique index decides between them when the lines are written (writeLines).
 */
export async function checkLines(
  tx: Tx,
  lines: WarrantyLineInput[],
  warrantyId: number | null,
): Promise<{ errors: Errors; resolved: ResolvedLine[] }> {
  const errors: Errors = {};
  const codes = [...new Set(lines.map((l) => l.article.toUpperCase()))];
  const found = codes.length
    ? await tx.execute<{ id: number; az_iso: string; name: string }>(
        sql`select id, az_iso, name from articles where upper(az_iso) = any(${sql.param(codes)}::text[])`,
      )
    : { rows: [] };
  const byCode = new Map(found.rows.map((a) => [a.az_iso.toUpperCase(), a]));
  const stored = warrantyId
    ? await tx.execute<{ id: number }>(sql`select id from warranty_lines where warranty_id = ${warrantyId}`)
    : { rows: [] };
  const storedIds = new Set(stored.rows.map((l) => l.id));
  const resolved: ResolvedLine[] = [];
  const seen = new Set<string>();
  lines.forEach(({ id, ...line }, i) => {
    if (id !== undefined && !storedIds.has(id)) {
      errors[`lines.${i}.id`] = ['validations.in_array'];
      return;
    }
    const article = byCode.get(line.article.toUpperCase());
    if (!article) {
      errors[`lines.${i}.article`] = ['warranties.unknownArticle'];
      return;
    }
    const key = unitKey(article.id, line.serial_number);
    if (seen.has(key)) {
      errors[`lines.${i}.serial_number`] = ['validations.unique'];
      return;
    }
    seen.add(key);
    resolved.push({
      ...line,
      id: id ?? null,
      article_id: article.id,
      article: article.az_iso,
      article_name: article.name,
    });
  });
  if (resolved.length === 0) return { errors, resolved };
  const claimed = await tx.execute<{ article_id: number; serial: string }>(sql`
    select l.article_id, upper(l.serial_number) as serial from warranty_lines l
    where l.open and l.warranty_id <> ${warrantyId ?? 0}
      and (l.article_id, upper(l.serial_number)) in (select * from unnest(
        ${sql.param(resolved.map((l) => l.article_id))}::int[],
        ${sql.param(resolved.map((l) => l.serial_number.toUpperCase()))}::text[]))`);
  const taken = new Set(claimed.rows.map((c) => unitKey(c.article_id, c.serial)));
  lines.forEach((line, i) => {
    const article = byCode.get(line.article.toUpperCase());
    if (article && taken.has(unitKey(article.id, line.serial_number)))
      errors[`lines.${i}.article`] = ['warranties.articleInOtherWarranty'];
  });
  return { errors, resolved };
}

/**
 * Replaces a warranty's lines with `lines`, in their order: kept ones updated in place (a record sent
 * back as read changes nothing), new ones added, missing ones deleted; then the list's copy of their
 * invoices, serial numbers and plenum IDs. A unit another open warranty took meanwhile (committed
 * after checkLines read) is refused by the partial unique index: the insert waits for the other
 * writer and, once it committed, inserts nothing; the whole write then answers 422 and rolls back.
 */
export async function writeLines(tx: Tx, warrantyId: number, lines: ResolvedLine[]) {
  const kept = lines.flatMap((l) => (l.id ? [l.id] : []));
  await tx.execute(sql`delete from warranty_lines where warranty_id = ${warrantyId}
    and not (id = any(${sql.param(kept)}::int[]))`);
  for (const [position, line] of lines.entries()) {
    const values = sql`${line.article_id}, ${line.article}, ${line.article_name}, ${line.quantity},
      ${line.serial_number}, ${line.plenum_id ?? null}, ${line.invoice ?? null}`;
    if (line.id) {
      await tx.execute(sql`update warranty_lines set position = ${position},
          (article_id, article, article_name, quantity, serial_number, plenum_id, invoice) = row(${values}),
          updated_at = now()
        where id = ${line.id} and (position, article_id, article, article_name, quantity, serial_number,
          plenum_id, invoice) is distinct from (${position}, ${values})`);
      continue;
    }
    const inserted = await tx.execute(sql`insert into warranty_lines (warranty_id, position, article_id,
        article, article_name, quantity, serial_number, plenum_id, invoice)
      values (${warrantyId}, ${position}, ${values})
      on conflict (article_id, upper(serial_number)) where open do nothing
      returning id`);
    if (inserted.rows.length === 0)
      throw fieldRefusal(422, `lines.${position}.article`, 'warranties.articleInOtherWarranty');
  }
  await refreshLinesSearch(tx, warrantyId);
}

/** The list's copy of the lines: their number, and their invoices, serial numbers and plenum IDs. */
export async function refreshLinesSearch(db: Queryable, warrantyId: number) {
  await db.execute(sql`update warranties w set lines_count = l.count, lines_search = l.search
    from (select count(*)::int as count, coalesce(string_agg(concat_ws(' ', serial_number, plenum_id, invoice),
      ' ' order by position), '') as search from warranty_lines where warranty_id = ${warrantyId}) l
    where w.id = ${warrantyId}`);
}

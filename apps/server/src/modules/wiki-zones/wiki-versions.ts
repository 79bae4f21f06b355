import { sql } from 'drizzle-orm';
import { TranslatedError } from '../../platform/errors.ts';
import type { Queryable, Row, Tx } from '../../platform/resources/resource-store.ts';
import { serializeRows } from '../../platform/resources/serialize.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';

/**
 * A document's versions (issue 35): each write of its content is a new, numbered, immutable version
 * (1, 2, ...); the document row holds a copy of the newest. A version is written over the one its
 * writer saw: a document that got another version meanwhile answers 409 instead of hiding it.
 */
export type Content = {
  translations: Record<string, { title?: string; body?: string }>;
  attachments: string[];
};

/** Every language's body through the one rich-text gate before it is stored. */
export function sanitizedContent(translations: Content['translations']): Content['translations'] {
  return Object.fromEntries(
    Object.entries(translations ?? {}).map(([language, texts]) => [
      language,
      typeof texts.body === 'string' ? { ...texts, body: sanitizeRichText(texts.body) } : texts,
    ]),
  );
}

/** Canonical JSON of a content (keys sorted), so that two equal contents compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Row)
      .filter(([, v]) => v !== undefined && v !== '')
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const sameContent = (a: Content, b: Content) =>
  canonical(a.translations) === canonical(b.translations) &&
  canonical(a.attachments) === canonical(b.attachments);

/**
 * Appends version `current_version + 1` with `content` and makes it the document's copy. The caller
 * holds the document's row lock (or has just written it), so numbers are never taken twice.
 */
export async function appendVersion(
  tx: Tx,
  documentId: number,
  content: Content,
  by: { userId: number | null; note?: string | null; restoredFrom?: number | null },
): Promise<number> {
  const written = await tx.execute<{ number: number }>(sql`
    with doc as (
      update wiki_documents set current_version = current_version + 1,
        translations = ${JSON.stringify(content.translations)}::jsonb,
        attachments = ${sql.param(content.attachments)}::text[],
        updated_at = greatest(now(), updated_at + interval '1 millisecond')
      where id = ${documentId} returning current_version)
    insert into wiki_document_versions (document_id, number, translations, attachments, note, restored_from, created_by, author)
    select ${documentId}, doc.current_version, ${JSON.stringify(content.translations)}::jsonb,
      ${sql.param(content.attachments)}::text[], ${by.note ?? null}, ${by.restoredFrom ?? null}, ${by.userId},
      (select trim(u.name || ' ' || coalesce(u.surname, '')) from users u where u.id = ${by.userId})
    from doc returning number`);
  return written.rows[0]!.number;
}

/** Locks the document and checks that its newest version is still the one the writer saw. */
export async function lockCurrent(tx: Tx, documentId: number, basedOn: number): Promise<boolean> {
  const found = await tx.execute<{ current_version: number }>(
    sql`select current_version from wiki_documents where id = ${documentId} for update`,
  );
  const row = found.rows[0];
  if (!row) return false;
  if (row.current_version !== basedOn) throw new TranslatedError(409, 'errors.documentChanged');
  return true;
}

export async function readVersion(db: Queryable, documentId: number, number: number): Promise<Row | null> {
  const found = await db.execute<Row>(sql`select number, translations, attachments, note, restored_from,
      created_by, author, created_at from wiki_document_versions
    where document_id = ${documentId} and number = ${number}`);
  // Dates in ISO 8601, as every other answer gives them.
  return serializeRows(found)[0] ?? null;
}

/** The history, newest first: who, when, why (titles only: bodies come with one version). */
export async function versionHistory(db: Queryable, documentId: number): Promise<Row[]> {
  const found = await db.execute<Row>(sql`select number, note, restored_from, created_by, author, created_at,
      translations->'es'->>'title' as title
    from wiki_document_versions where document_id = ${documentId} order by number desc`);
  return serializeRows(found);
}

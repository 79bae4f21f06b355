import {
  LOCALES,
  type Locale,
  parseTranslationId,
  placeholderProblems,
  type TextOverrides,
  type TranslationEdit,
  type TranslationPublication,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit.ts';
import { TranslatedError } from '../../platform/errors.ts';
import { checkVersion } from '../../platform/resources/required-version.ts';
import type { Queryable, Tx } from '../../platform/resources/resource-store.ts';
import { isoTimestamp } from '../../platform/resources/serialize.ts';
import type { CatalogueEntry } from './translation-catalogue.ts';

/** The edited languages of one key: `{ en: "…" }`. */
export type Texts = Partial<Record<Locale, string>>;

/** A key's saved overrides and their stamp (the key's optimistic lock). */
export interface SavedTexts {
  texts: Texts;
  updated_at: string;
}

/** The stamp of a key nobody edited: what its record carries as `updated_at`. */
export const NEVER_EDITED = '1970-01-01T00:00:00.000Z';

/** Every key's saved overrides, by record id. */
export async function readSaved(db: Queryable): Promise<Map<string, SavedTexts>> {
  const rows = await db.execute<{ source: string; key: string; texts: Texts; updated_at: string }>(
    sql`select source, key, texts, updated_at from translation_overrides`,
  );
  return new Map(
    rows.rows.map((row) => [
      `${row.source}.${row.key}`,
      { texts: row.texts, updated_at: isoTimestamp(row.updated_at) },
    ]),
  );
}

/** The latest publication: what the screens and the server use now (none before the first refresh). */
export interface Publication {
  version: number;
  texts: Record<string, Texts>;
  published_at: string;
}

export async function readPublished(db: Queryable): Promise<Publication | null> {
  const rows = await db.execute<{ id: number; texts: Record<string, Texts>; created_at: string }>(
    sql`select id, texts, created_at from translation_publications order by id desc limit 1`,
  );
  const row = rows.rows[0];
  return row ? { version: row.id, texts: row.texts, published_at: isoTimestamp(row.created_at) } : null;
}

/** The version of the texts published now (0 before the first refresh): one read of the primary key. */
export async function publishedVersion(db: Queryable): Promise<number> {
  const rows = await db.execute<{ id: number }>(
    sql`select id from translation_publications order by id desc limit 1`,
  );
  return rows.rows[0]?.id ?? 0;
}

/** A publication's texts as the domain's overrides, by source, locale and key. */
export function toTextOverrides(texts: Record<string, Texts>): TextOverrides {
  const web: Partial<Record<Locale, Record<string, string>>> = {};
  const server: Partial<Record<Locale, Record<string, string>>> = {};
  for (const [id, byLocale] of Object.entries(texts)) {
    const parsed = parseTranslationId(id);
    if (!parsed) continue;
    const target = parsed.source === 'web' ? web : server;
    for (const [locale, text] of Object.entries(byLocale) as [Locale, string][]) {
      const texts = target[locale] ?? {};
      texts[parsed.key] = text;
      target[locale] = texts;
    }
  }
  return { web, server };
}

/** Same texts in any key order. */
export const sameTexts = (a: Texts | undefined, b: Texts | undefined) =>
  LOCALES.every((locale) => (a?.[locale] ?? null) === (b?.[locale] ?? null));

/**
 * The overrides an edit leaves: each language sent that differs from its bundle's text and is not
 * empty; a language left out keeps its saved text. 422 naming the language whose text drops (or
 * makes up) a placeholder of the key's Spanish text.
 */
export function editedTexts(entry: CatalogueEntry, saved: Texts, edit: TranslationEdit): Texts {
  const next: Texts = { ...saved };
  const errors: Record<string, { key: 'missing' | 'unknown'; placeholder: string }[]> = {};
  for (const locale of LOCALES) {
    const sent = edit[locale];
    if (sent === undefined) continue;
    if (sent.trim() === '' || sent === entry.defaults[locale]) {
      delete next[locale];
      continue;
    }
    const { missing, unknown } = placeholderProblems(entry.source, entry.defaults.es, sent);
    const problems = [
      ...missing.map((placeholder) => ({ key: 'missing' as const, placeholder })),
      ...unknown.map((placeholder) => ({ key: 'unknown' as const, placeholder })),
    ];
    if (problems.length) errors[locale] = problems;
    next[locale] = sent;
  }
  if (Object.keys(errors).length) throw new PlaceholderError(errors);
  return next;
}

/** A text that drops or makes up a placeholder; its messages are written in the caller's locale. */
export class PlaceholderError extends Error {
  constructor(readonly problems: Record<string, { key: 'missing' | 'unknown'; placeholder: string }[]>) {
    super('placeholders');
  }
}

/**
 * Saves the texts of one key (locked first: two saves of one key one after the other), checking the
 * `updated_at` the editor read (409 when someone saved since), with an audit row of the change.
 */
export async function saveTranslation(
  tx: Tx,
  entry: CatalogueEntry,
  edit: TranslationEdit,
  actor: AuditActor,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('translation_overrides'), hashtext(${entry.id}))`,
  );
  const found = await tx.execute<{ id: number; texts: Texts; updated_at: string }>(
    sql`select id, texts, updated_at from translation_overrides
      where source = ${entry.source} and key = ${entry.key} for update`,
  );
  const row = found.rows[0];
  checkVersion(edit.updated_at, row ? row.updated_at : NEVER_EDITED);
  const before = row?.texts ?? {};
  const after = editedTexts(entry, before, edit);
  if (sameTexts(before, after)) {
    // Saved as it was: only the stamp moves, as any record's save does.
    if (row)
      await tx.execute(sql`update translation_overrides
        set updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = ${row.id}`);
    return;
  }
  // A key edited back to its bundle's texts keeps its row, empty: its stamp goes on guarding the key.
  if (row) {
    await tx.execute(sql`update translation_overrides set texts = ${JSON.stringify(after)}::jsonb,
        updated_by = ${actor.userId}, updated_at = greatest(now(), updated_at + interval '1 millisecond')
      where id = ${row.id}`);
  } else {
    await tx.execute(sql`insert into translation_overrides (source, key, texts, updated_by)
      values (${entry.source}, ${entry.key}, ${JSON.stringify(after)}::jsonb, ${actor.userId})`);
  }
  const full = (texts: Texts) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, texts[locale] ?? entry.defaults[locale]]));
  await recordAudit(tx, actor, {
    event: 'updated',
    type: 'translations',
    id: entry.id,
    before: full(before),
    after: full(after),
  });
}

/**
 * "Refresh": publishes the saved overrides of the keys the bundles still have, as a new version, and
 * counts the keys added, changed and removed against the texts published until now. Nothing to
 * publish: the answer says so (all zero) and no version is written. One refresh at a time.
 */
export async function publishTranslations(
  tx: Tx,
  catalogue: ReadonlyMap<string, CatalogueEntry>,
  userId: number | null,
): Promise<TranslationPublication> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('translation_publications'))`);
  const saved = await readSaved(tx);
  const previous = await readPublished(tx);
  const texts: Record<string, Texts> = {};
  for (const [id, { texts: byLocale }] of [...saved].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (catalogue.has(id) && Object.keys(byLocale).length) texts[id] = byLocale;
  }
  const before = previous?.texts ?? {};
  let added = 0;
  let changed = 0;
  let removed = 0;
  for (const [id, byLocale] of Object.entries(texts)) {
    if (!(id in before)) added++;
    else if (!sameTexts(before[id], byLocale)) changed++;
  }
  for (const id of Object.keys(before)) if (!(id in texts)) removed++;
  if (previous && added + changed + removed === 0) {
    return { version: previous.version, added, changed, removed, published_at: previous.published_at };
  }
  const inserted = await tx.execute<{ id: number; created_at: string }>(
    sql`insert into translation_publications (published_by, added, changed, removed, texts)
      values (${userId}, ${added}, ${changed}, ${removed}, ${JSON.stringify(texts)}::jsonb)
      returning id, created_at`,
  );
  const row = inserted.rows[0]!;
  return { version: row.id, added, changed, removed, published_at: isoTimestamp(row.created_at) };
}

/** The 422 of a PlaceholderError, its messages in the caller's locale. */
export function placeholderRefusal(
  error: PlaceholderError,
  t: (
    key: 'translations.placeholderMissing' | 'translations.placeholderUnknown',
    params: Record<string, string>,
  ) => string,
): TranslatedError {
  const errors = Object.fromEntries(
    Object.entries(error.problems).map(([locale, problems]) => [
      locale,
      problems.map(({ key, placeholder }) =>
        t(key === 'missing' ? 'translations.placeholderMissing' : 'translations.placeholderUnknown', {
          placeholder,
        }),
      ),
    ]),
  );
  return new TranslatedError(422, 'errors.invalidForm', errors);
}

/**
 * What the wiki document screens read from the server (issue 35: `mswiki.v1/admin/wiki-documents`),
 * and the small rules they follow, kept apart from React so they are tested on their own.
 */

/** One line of a document's history (`GET …/:id/versions`), newest first. */
export interface VersionRow {
  number: number;
  note: string | null;
  restored_from: number | null;
  created_by: number | null;
  /** The writer's name as it was when the version was written. */
  author: string | null;
  created_at: string;
  /** The Spanish title of that version. */
  title: string | null;
}

export type VersionTexts = Record<string, { title?: string; body?: string }>;

/** One version as it was written (`GET …/:id/versions/:number`). */
export interface VersionRecord extends Omit<VersionRow, 'title'> {
  translations: VersionTexts;
  attachments: string[];
}

/** A stretch of text the two versions share, or that one of them added or removed. */
export interface Change {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** The difference between two versions (`GET …/:id/diff?from=&to=`), per language. */
export interface VersionDiff {
  from: number;
  to: number;
  languages: Record<string, { changed: boolean; title: Change[]; body: Change[] }>;
  attachments: { added: string[]; removed: string[] };
}

/** The pair compared first: the newest version against the one before it (none with one version). */
export function defaultComparison(versions: readonly Pick<VersionRow, 'number'>[]): {
  from: number;
  to: number;
} | null {
  const [newest, previous] = versions;
  return newest && previous ? { from: previous.number, to: newest.number } : null;
}

/** Whatever order the user picked them in, the older version is compared to the newer one. */
export function orderedPair(a: number, b: number): { from: number; to: number } {
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

/** Each change keyed by where it starts in the two texts read together: stable, and unique. */
export function keyedChanges(changes: readonly Change[]): (Change & { key: string })[] {
  let offset = 0;
  return changes.map((change) => {
    const key = `${offset}${change.added ? '+' : change.removed ? '-' : '='}`;
    offset += change.value.length;
    return { ...change, key };
  });
}

/** Whether a text's changes hold anything added or removed. */
export const hasChanges = (changes: readonly Change[]) =>
  changes.some((change) => change.added || change.removed);

/** The languages a comparison changed, and those it left as they were. */
export function splitLanguages(diff: Pick<VersionDiff, 'languages'>): { changed: string[]; same: string[] } {
  const entries = Object.entries(diff.languages);
  return {
    changed: entries.filter(([, texts]) => texts.changed).map(([language]) => language),
    same: entries.filter(([, texts]) => !texts.changed).map(([language]) => language),
  };
}

/**
 * The attachment list after the upload slot `index` changed to `url`: a new file is added at the
 * end (`index` = the list's length), a removed one ('') leaves the list, another replaces it.
 */
export function withAttachment(list: readonly string[], index: number, url: string): string[] {
  if (index >= list.length) return url ? [...list, url] : [...list];
  if (!url) return list.filter((_, at) => at !== index);
  return list.map((current, at) => (at === index ? url : current));
}

/** The stored file's name as its address ends (`/files/<uuid>.pdf` → `<uuid>.pdf`). */
export const fileName = (url: string) => url.split('/').pop() ?? url;

/** The document a screen was opened for (`?document=12`), or null when none or not an id. */
export function documentParam(value: string | null): string | null {
  return value && /^\d{1,9}$/.test(value) ? value : null;
}

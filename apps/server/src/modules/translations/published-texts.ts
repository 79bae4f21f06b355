import { NO_TEXT_OVERRIDES, setTextOverrides } from '@proboard/domain';
import type { Db } from '../../platform/database.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import {
  type Publication,
  publishedVersion,
  readPublished,
  toTextOverrides,
} from './translations.service.ts';

/**
 * The published translations this process answers its server messages with (formatMessage and the
 * resource labels read them through the domain's `setTextOverrides`). Any process may publish: each
 * one looks at the published version (one read of a primary key) at most once a second, when a
 * request arrives, and reloads the texts when it moved. A refresh holds at once in the process that
 * made it and within a second in every other (docs/decisions.md).
 */
export const PUBLISHED_CHECK_MS = 1000;

interface Keeper {
  version: number;
  checkedAt: number;
  checking: Promise<void> | null;
}

const keepers = new WeakMap<Db, Keeper>();
/** The database whose texts are installed now (tests run several apps, each on its own database). */
let installedFor: Db | null = null;

/** Installs a publication's texts as the ones this process answers with. */
export function installPublication(db: Db, publication: Publication | null) {
  setTextOverrides(publication ? toTextOverrides(publication.texts) : NO_TEXT_OVERRIDES);
  installedFor = db;
  const keeper = keepers.get(db) ?? { version: 0, checkedAt: 0, checking: null };
  keeper.version = publication?.version ?? 0;
  keeper.checkedAt = Date.now();
  keepers.set(db, keeper);
}

async function check(db: Db, keeper: Keeper) {
  const version = await publishedVersion(db as Queryable);
  keeper.checkedAt = Date.now();
  if (version !== keeper.version || installedFor !== db) installPublication(db, await readPublished(db));
}

/**
 * Makes sure the installed texts are the published ones, as of less than `maxAgeMs` ago. Concurrent
 * requests share one check. A failed check (the database away) leaves the texts as they were.
 */
export async function keepPublishedTexts(db: Db, maxAgeMs = PUBLISHED_CHECK_MS): Promise<void> {
  let keeper = keepers.get(db);
  if (!keeper) {
    keeper = { version: -1, checkedAt: 0, checking: null };
    keepers.set(db, keeper);
  }
  if (installedFor === db && Date.now() - keeper.checkedAt < maxAgeMs) return;
  const current = keeper;
  current.checking ??= check(db, current)
    .catch(() => {})
    .finally(() => {
      current.checking = null;
    });
  await current.checking;
}

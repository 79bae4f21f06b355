import {
  checkGuards,
  EXPORT_CONFIG,
  EXPORT_ROLES,
  type ExportBody,
  exportPermission,
  type GuardSubject,
  type Locale,
  parseGuard,
  RESOURCE_LABELS,
  resourceTitleIn,
} from '@proboard/domain';
import { type SQL, sql } from 'drizzle-orm';
import { TranslatedError } from '../../platform/errors.ts';
import { type Jobs, queueJobIn } from '../../platform/jobs.ts';
import type { Queryable, Row, Tx } from '../../platform/resources/resource-store.ts';
import { entityStore, exportContext } from './export-sheets.ts';

/** The pg-boss queue whose worker writes exports (exports.jobs.ts). */
export const EXPORT_QUEUE = 'exports.write';

/**
 * Whether a user may export an entry of the export config: an export role AND the entry's own
 * permission (spec section 6: "export sub-menus need the permission given in the export config"),
 * the guard the sidebar's item carries (menu.ts `exportMenu`).
 */
export function mayExport(subject: GuardSubject | null, family: string, entity: string): boolean {
  const permission = exportPermission(family, entity);
  if (!permission) return false;
  const guard = `auth|role:${EXPORT_ROLES.join(',')}|permission:${permission}`;
  return checkGuards(parseGuard(guard), subject) === 'allowed';
}

/** The entries of the export config a user may export, as a condition on the exports' rows. */
export function exportableScope(subject: GuardSubject | null): SQL {
  const pairs = Object.entries(EXPORT_CONFIG).flatMap(([family, entities]) =>
    Object.keys(entities)
      .filter((entity) => mayExport(subject, family, entity))
      .map((entity) => sql`(${family}, ${entity})`),
  );
  return pairs.length ? sql`(t.family, t.entity) in (${sql.join(pairs, sql`, `)})` : sql`false`;
}

/** 403 unless the user may export that entry (a hand-made request too, not only a hidden menu). */
export function checkMayExport(subject: GuardSubject | null, family: string, entity: string) {
  if (!mayExport(subject, family, entity)) throw new TranslatedError(403, 'errors.forbidden');
}

type Running = { id: number; family: string; entity: string; progress: number };

/** The user's export still on its way (pending or being written), other than `except`. */
export async function runningExportOf(db: Queryable, userId: number, except = 0): Promise<Running | null> {
  const found = await db.execute<Running>(sql`select id, family, entity, progress from exports
    where requested_by = ${userId} and status in ('pending', 'processing') and id <> ${except}
    order by id limit 1`);
  return found.rows[0] ?? null;
}

/** 409 naming the running export and how far it got (spec section 9: one export at a time). */
export function alreadyRunning(running: Running, locale: Locale): TranslatedError {
  return new TranslatedError(409, 'exports.running', undefined, {
    id: running.id,
    entity: entityTitle(locale, running.family, running.entity),
    progress: running.progress,
  });
}

/** "Artículos", or "Artículos: Tarifas" for a sub-export of the articles family. */
export function entityTitle(locale: Locale, family: string, entity: string): string {
  if (family === 'gart') {
    const store = entityStore(entity);
    return store ? resourceTitleIn(locale, store.definition.name) : entity;
  }
  const part = (
    RESOURCE_LABELS[locale].resources.exports.values.entity as Record<string, string | undefined>
  )[entity];
  return `${resourceTitleIn(locale, 'articles')}: ${part ?? entity}`;
}

/**
 * The checks a create or update makes against the database: the market exists, the filters are
 * ones the entity's list has (422 on the field, in the caller's language).
 */
export async function checkExportBody(
  tx: Tx,
  body: ExportBody,
  timeZone: string,
  t: (key: 'validations.in_array') => string,
) {
  const errors: Record<string, string[]> = {};
  const market = await tx.execute(sql`select 1 from markets where id = ${body.market_id}`);
  if (!market.rows.length) errors.market_id = [t('validations.in_array')];
  const store = entityStore(body.family === 'gart' ? body.entity : 'articles');
  if (store) {
    try {
      exportContext(store, body.filters, timeZone);
    } catch (error) {
      if (!(error instanceof TranslatedError)) throw error;
      const reason = Object.values(error.errors ?? {}).flat()[0] ?? t('validations.in_array');
      errors.filters = [reason];
    }
  }
  if (Object.keys(errors).length) throw new TranslatedError(422, 'errors.invalidForm', errors);
}

/** Queues the export's job in the transaction that wrote it: no job without the row, nor the reverse. */
export async function queueExport(tx: Tx, jobs: Jobs, id: number) {
  // The job outlives a restart; a crash half-way is retried from the start (the file is rewritten).
  await queueJobIn(
    tx,
    jobs,
    EXPORT_QUEUE,
    { id },
    { retryLimit: 2, retryDelay: 30, expireInSeconds: 60 * 60 },
  );
}

/** Whether a database error is the "one export on its way per user" index refusing a second. */
export function isSecondRunning(error: unknown): boolean {
  const pg = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as Row);
  return pg?.code === '23505' && pg?.constraint === 'exports_one_running_per_user';
}
